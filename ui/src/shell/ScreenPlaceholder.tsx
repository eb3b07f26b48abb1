import { Construction } from 'lucide-react';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';

/** Stands in for a screen a later issue builds; routes.tsx lists which. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} · Claimdesk`}</title>
      <PageHeader title={title} />
      <EmptyState bordered icon={<Construction />} title="Coming soon" description="This screen is on its way." />
    </>
  );
}
