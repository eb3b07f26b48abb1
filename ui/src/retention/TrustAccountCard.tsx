/**
 * The holder's trust account (CCA s 18E): the registered bank (a kept list, its source and date
 * shown), the account's name and number, the day the bank was told the money is held on trust, and
 * the attestation that it holds only retention money (who and when, recorded by the server). Each
 * refusal shows beside its field; the number's shape is checked before sending.
 */
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { TrustAccountCardMutation } from '../__generated__/TrustAccountCardMutation.graphql';
import type { TrustAccountCard_retention$key } from '../__generated__/TrustAccountCard_retention.graphql';
import { formatDate, formatInstant } from '../lib/dates';
import { refusalErrors, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { Checkbox } from '../ui/Checkbox';
import { Field } from '../ui/Field';
import { Input, NativeSelect } from '../ui/Input';
import { toast } from '../ui/Toaster';
import { accountNumberError } from './accountNumber';
import { ACCOUNT_SAVED, ATTEST_LABEL, NO_ACCOUNT_PERMISSION, TRUST_ACCOUNT, TRUST_ACCOUNT_DESCRIPTION } from './texts';

const fragment = graphql`
  fragment TrustAccountCard_retention on RetentionOverview {
    viewerCanKeepAccount
    banks {
      key
      name
    }
    banksSource
    banksAsOf
    trustAccount {
      bank
      bankName
      accountName
      accountNumber
      bankNotifiedOn
      attestedByName
      attestedAt
    }
  }
`;

const mutation = graphql`
  mutation TrustAccountCardMutation($input: RetentionTrustAccountSaveInput!) {
    retentionTrustAccountSave(input: $input) {
      trustAccount {
        accountNumber
      }
    }
  }
`;

const ACCOUNT_FIELDS = ['bank', 'accountName', 'accountNumber', 'bankNotifiedOn', 'attest'] as const;
type Errors = Partial<Record<(typeof ACCOUNT_FIELDS)[number] | 'form', string>>;

/** `onSaved`: the page loads again (its overview is no node: the answer cannot update it in the store). */
export function TrustAccountCard({ retention: key, onSaved }: { retention: TrustAccountCard_retention$key; onSaved: () => void }) {
  const data = useFragment(fragment, key);
  const account = data.trustAccount;
  const [save, saving] = useMutationPromise<TrustAccountCardMutation>(mutation);
  const [bank, setBank] = useState(account?.bank ?? '');
  const [accountName, setAccountName] = useState(account?.accountName ?? '');
  const [accountNumber, setAccountNumber] = useState(account?.accountNumber ?? '');
  const [notified, setNotified] = useState<string>(account?.bankNotifiedOn ?? '');
  const [attest, setAttest] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const canEdit = data.viewerCanKeepAccount;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const numberError = accountNumberError(accountNumber);
    if (numberError) {
      setErrors({ accountNumber: numberError });
      return;
    }
    try {
      await save({
        input: { bank, accountName, accountNumber, bankNotifiedOn: notified || null, attest },
      });
      setErrors({});
      setAttest(false);
      toast.success(ACCOUNT_SAVED);
      onSaved();
    } catch (failure) {
      setErrors(refusalErrors(failure, ACCOUNT_FIELDS));
    }
  };
  const clear = (name: keyof Errors) => setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label={TRUST_ACCOUNT} data-testid="trust-account-form">
        <CardHeader title={TRUST_ACCOUNT} description={TRUST_ACCOUNT_DESCRIPTION} />
        <CardBody className="grid gap-4 sm:grid-cols-2">
          {account ? (
            <p className="text-sm text-fg-muted sm:col-span-2" data-testid="trust-account-recorded">
              Recorded: {account.accountName}, {account.accountNumber} at {account.bankName}; the bank was told on{' '}
              {formatDate(account.bankNotifiedOn, true)}. Attested by {account.attestedByName} on{' '}
              {formatInstant(account.attestedAt)}.
            </p>
          ) : null}
          <Field
            label="Bank"
            required
            error={errors.bank}
            className="sm:col-span-2"
            hint={`New Zealand registered banks: the ${data.banksSource} as of ${formatDate(data.banksAsOf, true)}. Check the register before relying on it.`}
          >
            <NativeSelect
              name="bank"
              value={bank}
              disabled={!canEdit}
              placeholder="Choose the bank"
              options={data.banks.map((b) => ({ value: b.key, label: b.name }))}
              onChange={(e) => {
                setBank(e.target.value);
                clear('bank');
              }}
            />
          </Field>
          <Field label="Account name" required error={errors.accountName}>
            <Input
              name="accountName"
              value={accountName}
              maxLength={200}
              disabled={!canEdit}
              onChange={(e) => {
                setAccountName(e.target.value);
                clear('accountName');
              }}
            />
          </Field>
          <Field label="Account number" required error={errors.accountNumber} hint="BB-bbbb-AAAAAAA-SS or -SSS">
            <Input
              name="accountNumber"
              value={accountNumber}
              inputMode="numeric"
              maxLength={20}
              disabled={!canEdit}
              onChange={(e) => {
                setAccountNumber(e.target.value);
                clear('accountNumber');
              }}
            />
          </Field>
          <Field label="The bank was told the funds are held on trust on" required error={errors.bankNotifiedOn}>
            <Input
              type="date"
              name="bankNotifiedOn"
              value={notified}
              disabled={!canEdit}
              onChange={(e) => {
                setNotified(e.target.value);
                clear('bankNotifiedOn');
              }}
            />
          </Field>
          <Field label="Attestation" hideLabel error={errors.attest} className="sm:col-span-2">
            <Checkbox
              name="attest"
              checked={attest}
              disabled={!canEdit}
              label={ATTEST_LABEL}
              description="Recorded with your name and the time. Retention money may not be mixed with other money (CCA s 18D)."
              onCheckedChange={(checked) => {
                setAttest(checked);
                clear('attest');
              }}
            />
          </Field>
          {errors.form ? (
            <p role="alert" className="text-sm text-danger sm:col-span-2">
              {errors.form}
            </p>
          ) : null}
        </CardBody>
        <CardFooter note={canEdit ? null : NO_ACCOUNT_PERMISSION}>
          <Button type="submit" loading={saving} disabled={!canEdit}>
            Record trust account
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
