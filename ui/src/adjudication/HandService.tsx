/**
 * Serving a notice of adjudication by a person (issue 39): where email service is not agreed, how to
 * serve it (s 80, the server's words) and the record of how, when and on whom it was served (a date in
 * the future refused beside its field, as the received-claim dialog does); the same form records its
 * service on the owner (s 28(1)(b)). The owner's name and address for service, asked while a draft
 * seeks the owner's liability (saved with the draft by its prepare mutation). The refusals are the
 * server's, beside their fields.
 */
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { HandServiceRecordMutation } from '../__generated__/HandServiceRecordMutation.graphql';
import type { HandServiceOwnerServedMutation } from '../__generated__/HandServiceOwnerServedMutation.graphql';
import { MANNERS, type Manner, type ServiceErrors, checkService } from '../enforcement/texts';
import { todayInAuckland } from '../domain/workingDays';
import { MutationError, errorMessage, useMutationPromise } from '../relay/mutate';
import { Button, Field, Input, TextArea, toast } from '../ui';

const recordMutation = graphql`
  mutation HandServiceRecordMutation($input: AdjudicationServiceInput!) {
    adjudicationNoticeRecordService(input: $input) {
      notice {
        number
        status
      }
    }
  }
`;

const ownerServedMutation = graphql`
  mutation HandServiceOwnerServedMutation($input: AdjudicationServiceInput!) {
    adjudicationOwnerRecordService(input: $input) {
      notice {
        number
        ownerServedOn
      }
    }
  }
`;

interface Props {
  contractId: string;
  number: number;
  /** 'respondent': the draft served by a person; 'owner': the served notice on the owner. */
  on: 'respondent' | 'owner';
  /** Saves the draft first (the respondent's service); false: stop, its refusal is shown. */
  before?: () => Promise<boolean>;
  onDone: () => void;
}

export function HandServiceForm({ contractId, number, on, before, onDone }: Props) {
  const [form, setForm] = useState<{ manner: Manner | ''; servedOn: string; servedTo: string }>({ manner: '', servedOn: '', servedTo: '' });
  const [errors, setErrors] = useState<ServiceErrors & { whole?: string }>({});
  const [record, recording] = useMutationPromise<HandServiceRecordMutation>(recordMutation);
  const [recordOwner, recordingOwner] = useMutationPromise<HandServiceOwnerServedMutation>(ownerServedMutation);
  const prefix = `${on}-service-${number}`;

  const submit = async () => {
    const found = checkService(form, todayInAuckland());
    setErrors(found);
    if (Object.keys(found).length) return;
    if (before && !(await before())) return;
    const input = { contractId, number, manner: form.manner as Manner, servedOn: form.servedOn, servedTo: form.servedTo };
    try {
      if (on === 'owner') await recordOwner({ input });
      else await record({ input });
      toast.success(on === 'owner' ? 'Service on the owner recorded' : 'Service recorded: the notice is served');
      onDone();
    } catch (e) {
      const field = e instanceof MutationError ? e.field : null;
      const message = errorMessage(e);
      setErrors(field === 'manner' || field === 'servedOn' || field === 'servedTo' ? { [field]: message } : { whole: message });
    }
  };

  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
      aria-label={on === 'owner' ? 'Record service on the owner' : 'Record how the notice was served'}
      data-testid={`${on}-service-form`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="flex flex-col gap-1" aria-describedby={errors.manner ? `${prefix}-manner-error` : undefined}>
        <legend className="text-sm font-medium">How it was served</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {MANNERS.map((m) => (
            <label key={m.value} className="inline-flex items-center gap-1.5">
              <input type="radio" name={`${prefix}-manner`} value={m.value} checked={form.manner === m.value} onChange={() => setForm((f) => ({ ...f, manner: m.value }))} />
              {m.label}
            </label>
          ))}
        </div>
        {errors.manner ? (
          <p id={`${prefix}-manner-error`} className="text-sm text-danger" role="alert" data-field-error>
            {errors.manner}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Served on" error={errors.servedOn}>
          <Input type="date" name="servedOn" value={form.servedOn} max={todayInAuckland()} onChange={(e) => setForm((f) => ({ ...f, servedOn: e.target.value }))} />
        </Field>
        <Field label="On whom, or where" error={errors.servedTo}>
          <Input name="servedTo" value={form.servedTo} onChange={(e) => setForm((f) => ({ ...f, servedTo: e.target.value }))} />
        </Field>
      </div>
      {errors.whole ? (
        <p className="text-sm text-danger" role="alert">
          {errors.whole}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" variant="secondary" loading={recording || recordingOwner} data-testid={`${on}-service-save`}>
          {on === 'owner' ? 'Record service on the owner' : 'Record service'}
        </Button>
      </div>
    </form>
  );
}

/** The owner's name and address for service (s 28(1)(b)), while a draft seeks the owner's liability. */
export function OwnerFields({
  name,
  address,
  errors,
  addressErrors = [],
  onChange,
}: {
  name: string;
  address: string;
  /** Beside the name: what s 28(1)(b) still needs and the refusal of the name. */
  errors: string[];
  /** Beside the address: its refusal (too long). */
  addressErrors?: string[];
  onChange: (patch: { ownerName?: string; ownerAddress?: string }) => void;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-3" data-testid="owner-fields">
      <p className="text-sm text-fg-muted">The notice is served on the owner too (s 28(1)(b)).</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="The owner's name" error={errors}>
          <Input name="ownerName" value={name} onChange={(e) => onChange({ ownerName: e.target.value })} />
        </Field>
        <Field label="The owner's address for service" error={addressErrors}>
          <TextArea name="ownerAddress" value={address} rows={2} onChange={(e) => onChange({ ownerAddress: e.target.value })} />
        </Field>
      </div>
    </div>
  );
}

export const residentialMutation = graphql`
  mutation HandServiceResidentialMutation($input: ResidentialOccupierSetInput!) {
    contractResidentialOccupierSet(input: $input) {
      residentialOccupier
    }
  }
`;
