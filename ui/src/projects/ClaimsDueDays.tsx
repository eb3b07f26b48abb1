/**
 * 'Claims due by' on the head contract's Subcontracts tab (issue 40's cut-offs): per subcontract, the
 * day of the month its claims are due to the head contractor in its pay cycle. Its own query, shown
 * only to the head contract's supplier side with SupplierDraft (the server answers null to others).
 * Saved when the field is left or Enter pressed; the server's refusal shows beside the field.
 */
import { useState } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { ClaimsDueDaysQuery } from '../__generated__/ClaimsDueDaysQuery.graphql';
import type { ClaimsDueDaysSetMutation } from '../__generated__/ClaimsDueDaysSetMutation.graphql';
import { errorMessage, mutate } from '../relay/mutate';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { toast } from '../ui/Toaster';
import { dayText, dayToSend } from './claimsDueDays';

const query = graphql`
  query ClaimsDueDaysQuery($id: ID!) {
    subcontractCutoffs(contractId: $id) {
      subContractId
      claimsDueDay
    }
  }
`;

const setMutation = graphql`
  mutation ClaimsDueDaysSetMutation($input: SubcontractClaimsDueDaySetInput!) {
    subcontractClaimsDueDaySet(input: $input) {
      subContractId
      claimsDueDay
    }
  }
`;

export interface DueDaySubcontract {
  id: string;
  label: string;
}

export function ClaimsDueDays({ contractId, subcontracts }: { contractId: string; subcontracts: ReadonlyArray<DueDaySubcontract> }) {
  const data = useLazyLoadQuery<ClaimsDueDaysQuery>(query, { id: contractId }, { fetchPolicy: 'store-and-network' });
  if (!data.subcontractCutoffs || !subcontracts.length) return null;
  const days = new Map(data.subcontractCutoffs.map((c) => [c.subContractId, c.claimsDueDay]));
  return (
    <Card data-testid="claims-due-days">
      <CardHeader
        title="Claims due by"
        description="The day of the month each subcontractor's claims are due to you, for your claim of that month."
      />
      <CardBody className="grid gap-3 sm:grid-cols-2">
        {subcontracts.map((s) => (
          <DueDay key={s.id} contractId={contractId} subcontract={s} saved={days.get(s.id) ?? null} />
        ))}
      </CardBody>
    </Card>
  );
}

function DueDay({ contractId, subcontract, saved }: { contractId: string; subcontract: DueDaySubcontract; saved: number | null }) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState(dayText(saved));
  const [known, setKnown] = useState(saved); // the server's day as last answered
  const [seen, setSeen] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  if (saved !== seen) {
    // A refetch answered another day: show it.
    setSeen(saved);
    setKnown(saved);
    setText(dayText(saved));
  }

  const save = async () => {
    const day = dayToSend(text);
    if (day === known && !error) return;
    try {
      const answer = await mutate<ClaimsDueDaysSetMutation>(environment, setMutation, {
        input: { contractId, subContractId: subcontract.id, claimsDueDay: day },
      });
      const now = answer.subcontractClaimsDueDaySet?.claimsDueDay ?? null;
      setError(null);
      setKnown(now);
      setText(dayText(now));
      toast.success('Saved');
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Field label={subcontract.label} hint="Day of the month, 1 to 31; empty: none" error={error}>
      <Input
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
        }}
        data-testid="claims-due-day"
      />
    </Field>
  );
}

export default ClaimsDueDays;
