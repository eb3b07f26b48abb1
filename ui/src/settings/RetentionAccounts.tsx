/**
 * The Xero accounts retention posts to (issue 38; app/integrations/posting.py): retention withheld and a release of
 * retention claimed as a line are no revenue and no expense, so their lines post to the organisation's retention
 * receivable account (its sales invoices) and retention payable account (its bills). Empty, Claimdesk's default:
 * those lines go uncoded, as every other line, for the accounts team to code. A code Xero does not know would make
 * Xero refuse the whole document, so none is assumed. The server's refusal shows beside the field it names.
 */
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RetentionAccounts_connection$key } from '../__generated__/RetentionAccounts_connection.graphql';
import type { RetentionAccountsSetMutation } from '../__generated__/RetentionAccountsSetMutation.graphql';
import { refusalErrors, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { toast } from '../ui/Toaster';

const fragment = graphql`
  fragment RetentionAccounts_connection on Connection {
    id
    retentionReceivableCode
    retentionPayableCode
  }
`;

const setMutation = graphql`
  mutation RetentionAccountsSetMutation($input: ConnectionRetentionAccountsSetInput!) {
    connectionRetentionAccountsSet(input: $input) {
      connection {
        ...RetentionAccounts_connection
      }
    }
  }
`;

const FIELDS = ['retentionReceivableCode', 'retentionPayableCode'] as const;
type Errors = Partial<Record<(typeof FIELDS)[number] | 'form', string>>;

export function RetentionAccounts({ connection: key, canEdit }: { connection: RetentionAccounts_connection$key; canEdit: boolean }) {
  const connection = useFragment(fragment, key);
  const [save, saving] = useMutationPromise<RetentionAccountsSetMutation>(setMutation);
  const [codes, setCodes] = useState({ retentionReceivableCode: connection.retentionReceivableCode, retentionPayableCode: connection.retentionPayableCode });
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: (typeof FIELDS)[number], value: string) => {
    setCodes((c) => ({ ...c, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ input: { connectionId: connection.id, ...codes } });
      toast.success('Retention accounts saved');
    } catch (failure) {
      setErrors(refusalErrors(failure, FIELDS));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-border pt-4" data-testid="xero-retention-accounts">
      <div>
        <h3 className="text-sm font-medium text-fg">Retention accounts</h3>
        <p className="text-sm text-fg-muted">
          Retention withheld and released is not sales or an expense. Its lines post to these accounts; left empty
          (Claimdesk&apos;s default), they go to Xero uncoded for your accounts team to code.
        </p>
      </div>
      <fieldset disabled={!canEdit || saving} className="grid gap-3 sm:grid-cols-2">
        <Field label="Retention receivable (sales invoices)" error={errors.retentionReceivableCode} hint="Xero account code, e.g. 1150">
          <Input name="retentionReceivableCode" maxLength={10} value={codes.retentionReceivableCode} onChange={(e) => set('retentionReceivableCode', e.target.value)} />
        </Field>
        <Field label="Retention payable (bills)" error={errors.retentionPayableCode} hint="Xero account code, e.g. 2350">
          <Input name="retentionPayableCode" maxLength={10} value={codes.retentionPayableCode} onChange={(e) => set('retentionPayableCode', e.target.value)} />
        </Field>
      </fieldset>
      {errors.form ? (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      ) : null}
      {canEdit ? (
        <div>
          <Button type="submit" loading={saving}>
            Save retention accounts
          </Button>
        </div>
      ) : null}
    </form>
  );
}
