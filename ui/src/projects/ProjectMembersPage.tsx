/** /{org}/projects/{owner}/{contract}/settings/members — the Members tab of project settings. */
import { ProjectMembersPage } from './ProjectSettingsPage';

export { ProjectMembersPage as Component };
