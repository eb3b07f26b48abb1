/**
 * The getting-started checklist of an empty home (issue 36): its steps from the server's state
 * (Organisation.gettingStarted: each ticks itself once done), each linking to the screen where
 * it is done.
 */
import { orgPath } from '../shell/org';

export interface GettingStartedState {
  readonly businessDetails: boolean;
  readonly project: boolean;
  readonly invitationWaiting: boolean;
  readonly claimSent: boolean;
  readonly scheduleSent: boolean;
  readonly colleagues: boolean;
  readonly done: boolean;
}

export interface ChecklistStep {
  id: 'business' | 'project' | 'document' | 'colleagues';
  label: string;
  hint: string;
  done: boolean;
  to: string;
}

export const CHECKLIST_TITLE = 'Getting started';

export function checklistSteps(s: GettingStartedState, org: string): ChecklistStep[] {
  return [
    {
      id: 'business',
      label: 'Add your business details and GST number',
      hint: 'They are printed on every claim you send.',
      done: s.businessDetails,
      to: orgPath(org, 'settings'),
    },
    s.invitationWaiting && !s.project
      ? {
          id: 'project',
          label: 'Accept the project you were invited to',
          hint: 'An invitation is waiting for you on the Projects tab.',
          done: false,
          to: orgPath(org, 'projects'),
        }
      : {
          id: 'project',
          label: 'Create your first project, or wait for an invitation',
          hint: 'A project is a contract with your customer for a site. A head contractor who names you on theirs invites you.',
          done: s.project,
          to: orgPath(org, 'projects', 'new'),
        },
    {
      id: 'document',
      label: s.scheduleSent && !s.claimSent ? 'Send your first payment schedule' : 'Send your first claim, or your first payment schedule',
      hint: 'Start a claim with New claim on Sent, or answer a claim you received in the Inbox.',
      done: s.claimSent || s.scheduleSent,
      to: orgPath(org, 'outbox'),
    },
    {
      id: 'colleagues',
      label: 'Invite your colleagues',
      hint: 'Everyone who drafts, sends or approves claims.',
      done: s.colleagues,
      to: orgPath(org, 'settings', 'members'),
    },
  ];
}

/** The checklist shows on a home whose list is empty, and until a first claim or schedule is sent. */
export function showChecklist(s: GettingStartedState, listEmpty: boolean): boolean {
  if (s.done) return false;
  return listEmpty || !(s.claimSent || s.scheduleSent);
}
