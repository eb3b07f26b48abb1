/**
 * 'Send inspection pack' (issue 38; CCA s 18FC): the holder serves one subcontractor's ledgers, where the money
 * is held, the release dates and the reports served so far, as a PDF and a CSV emailed once to each of its
 * recipients with the SHA-256 recorded; an open inspection request on the contract is answered with it
 * ('Inspection pack sent'). The refusal ('Record where this retention money is held …') shows beside the button.
 */
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { InspectionPackButtonMutation } from '../__generated__/InspectionPackButtonMutation.graphql';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { toast } from '../ui/Toaster';
import { PACK_SENT, SEND_PACK } from './records';

const mutation = graphql`
  mutation InspectionPackButtonMutation($input: RetentionInspectionPackServeInput!) {
    retentionInspectionPackServe(input: $input) {
      report {
        number
      }
      request {
        number
      }
    }
  }
`;

/** `onSent`: the pack was served (and a request answered); the page asks for its data again. */
export function InspectionPackButton({ contractId, siteName, onSent }: { contractId: string; siteName: string; onSent: () => void }) {
  const [serve, serving] = useMutationPromise<InspectionPackButtonMutation>(mutation);
  const [error, setError] = useState<string | null>(null);
  const errorId = `pack-error-${contractId}`;
  const submit = async () => {
    setError(null);
    try {
      await serve({ input: { contractId } });
      toast.success(PACK_SENT);
      onSent();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <span className="flex flex-col items-end gap-1">
      <Button size="sm" variant="secondary" type="button" loading={serving} onClick={submit} aria-describedby={error ? errorId : undefined}>
        {SEND_PACK}
        <span className="sr-only"> for {siteName}</span>
      </Button>
      {error ? (
        <span id={errorId} role="alert" className="text-sm text-danger" data-testid="retention-pack-error">
          {error}
        </span>
      ) : null}
    </span>
  );
}
