import { useCurrentSession } from './useCurrentSession';

/** The name of the organisation of the current `/:org` route (its slug until known). */
export function CurrentOrgName({ orgSlug }: { orgSlug: string }) {
  const current = useCurrentSession();
  return <>{current?.user.org.name ?? orgSlug}</>;
}
