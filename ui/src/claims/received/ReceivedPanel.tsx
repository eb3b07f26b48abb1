/**
 * Where a claim's schedule came from when it was received outside Claimdesk (issue 34), on the
 * claim page: 'Recorded by {org} from a payment schedule received by {manner}', and — for the
 * supplier side, while the claim awaits a schedule — 'Record a schedule received'. A claim received
 * is drawn by ReceivedClaimDocument. Nothing for a claim served and answered here.
 */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Inbox } from 'lucide-react';
import type { ReceivedPanel_claim$key } from '../../__generated__/ReceivedPanel_claim.graphql';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { RecordScheduleDialog } from './RecordScheduleDialog';

const fragment = graphql`
  fragment ReceivedPanel_claim on Claim {
    contractId
    number
    scheduleRecordedFrom
    viewerCanRecordSchedule
  }
`;

export function ReceivedPanel({ claim: claimRef }: { claim: ReceivedPanel_claim$key }) {
  const claim = useFragment(fragment, claimRef);
  const [open, setOpen] = useState(false);
  if (!claim.scheduleRecordedFrom && !claim.viewerCanRecordSchedule) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="received-panel">
      {claim.scheduleRecordedFrom ? (
        <div data-testid="schedule-recorded-from">
          <Banner tone="info" icon={<Inbox />} title={claim.scheduleRecordedFrom} />
        </div>
      ) : null}
      {claim.viewerCanRecordSchedule ? (
        <div>
          <Button variant="secondary" size="sm" icon={<Inbox />} onClick={() => setOpen(true)} data-testid="record-received-schedule">
            Record a schedule received
          </Button>
          <RecordScheduleDialog contractId={claim.contractId} number={claim.number} open={open} onOpenChange={setOpen} />
        </div>
      ) : null}
    </div>
  );
}
