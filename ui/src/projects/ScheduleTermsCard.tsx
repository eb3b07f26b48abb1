/**
 * Project settings: the period the contract agrees for the payer's payment schedule, in working
 * days. Empty: none agreed, so the Construction Contracts Act's 20 working days after service apply.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import type { ScheduleTermsCardMutation } from '../__generated__/ScheduleTermsCardMutation.graphql';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { toast } from '../ui/Toaster';

const mutation = graphql`
  mutation ScheduleTermsCardMutation($input: ContractUpdateInput!) {
    contractUpdate(input: $input) {
      contract {
        id
        scheduleWorkingDays
      }
    }
  }
`;

export function ScheduleTermsCard({
  contractId,
  days,
  editable,
}: {
  contractId: string;
  days: number | null | undefined;
  editable: boolean;
}) {
  const [update, saving] = useMutationPromise<ScheduleTermsCardMutation>(mutation);
  const current = days == null ? '' : String(days);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(current), [current]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (typed && !/^\d+$/.test(typed)) {
      setError('Enter a whole number of working days, or leave it empty');
      return;
    }
    try {
      await update({ input: { contractId, scheduleWorkingDays: typed ? Number(typed) : 0 } });
      setError(null);
      toast.success('Payment schedule period saved');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Payment schedule period">
        <CardHeader
          title="Payment schedule period"
          description="Working days after a claim is served that the contract allows the payer for a payment schedule. Leave empty when the contract sets none: 20 working days apply."
        />
        <CardBody>
          <Field label="Working days" error={error}>
            <Input
              name="scheduleWorkingDays"
              inputMode="numeric"
              placeholder="20 (the Act's default)"
              value={value}
              disabled={!editable}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
            />
          </Field>
        </CardBody>
        <CardFooter>
          <Button type="submit" loading={saving} disabled={!editable || value.trim() === current}>
            Save
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
