/**
 * Notice before use for defects (issue 38; CCA s 18D), opened from a ledger of 'We hold': retention money
 * may be used only to remedy defects, where the contract permits it, after 10 working days' written
 * notice to the subcontractor. The holder makes a notice (the defect and the amount, under the clause of
 * the contract's retention terms), serves it (by email where email service is agreed, else by hand or
 * post, then records how), and records a use under it from the day it allows. Every refusal is the
 * server's (app/retention/defects.py), beside its field; the dates and the rule's words (`rule`) are the server's alone.
 */
import { Suspense, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DefectNoticeDialogMakeMutation } from '../__generated__/DefectNoticeDialogMakeMutation.graphql';
import type {
  DefectNoticeDialogQuery,
  DefectNoticeDialogQuery$data,
} from '../__generated__/DefectNoticeDialogQuery.graphql';
import type { DefectNoticeDialogServeMutation } from '../__generated__/DefectNoticeDialogServeMutation.graphql';
import type { DefectNoticeDialogServiceMutation } from '../__generated__/DefectNoticeDialogServiceMutation.graphql';
import type { DefectNoticeDialogUseMutation } from '../__generated__/DefectNoticeDialogUseMutation.graphql';
import { aucklandDate, formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { errorMessage, MutationError, refusalErrors, useMutationPromise } from '../relay/mutate';
import { Badge } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { EmptyState } from '../ui/EmptyState';
import { Field } from '../ui/Field';
import { Input, NativeSelect, TextArea } from '../ui/Input';
import { Loader } from '../ui/Spinner';
import { toast } from '../ui/Toaster';
import { AttachmentDropzone, useAttachmentUploads } from '../uploads/Attachments';
import {
  NOTICE_FIELDS,
  SERVICE_FIELDS,
  fieldOfRefusal,
  type EvidenceFile,
  USE_FIELDS,
  noticeInput,
  serviceInput,
  useInput,
} from './DefectNoticeForm';
import type { FieldErrors } from './recordForm';

const query = graphql`
  query DefectNoticeDialogQuery($contractId: ID!) {
    retentionDefects(contractId: $contractId) {
      rule
      clause
      noClause
      viewerCanRecord
      payeeAddress
      manners {
        value
        label
      }
      notices {
        number
        noticeDate
        amount
        used
        left
        defect
        payeeAddress
        evidence {
          filename
          sha256
        }
        useFromWords
        served
        servedWords
        emailServiceAgreed
        howToServe
        pdfViewUrl
        copies {
          email
          sha256
        }
        rulesNote
      }
    }
  }
`;

const makeMutation = graphql`
  mutation DefectNoticeDialogMakeMutation($input: RetentionDefectNoticeMakeInput!) {
    retentionDefectNoticeMake(input: $input) {
      notice {
        number
      }
    }
  }
`;

const serveMutation = graphql`
  mutation DefectNoticeDialogServeMutation($input: RetentionDefectNoticeRefInput!) {
    retentionDefectNoticeServe(input: $input) {
      sentCount
      notice {
        number
      }
    }
  }
`;

const serviceMutation = graphql`
  mutation DefectNoticeDialogServiceMutation($input: RetentionDefectServiceInput!) {
    retentionDefectNoticeRecordService(input: $input) {
      notice {
        number
      }
    }
  }
`;

const useMutation = graphql`
  mutation DefectNoticeDialogUseMutation($input: RetentionDefectUseInput!) {
    retentionDefectUseRecord(input: $input) {
      ledger {
        contractId
      }
    }
  }
`;

type Notice = NonNullable<DefectNoticeDialogQuery$data['retentionDefects']>['notices'][number];
type Manners = NonNullable<DefectNoticeDialogQuery$data['retentionDefects']>['manners'];

export interface DefectTarget {
  contractId: string;
  siteName: string;
  payeeName: string;
}

export function DefectNoticeDialog({
  target,
  onOpenChange,
  onUsed,
}: {
  target: DefectTarget | null;
  onOpenChange: (open: boolean) => void;
  /** After a use is recorded: the page asks for its balances again. */
  onUsed: () => void;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={onOpenChange}
      size="xl"
      title="Use for defects"
      description={
        target
          ? `Retention money held for ${target.payeeName} on ${target.siteName}.`
          : undefined
      }
    >
      {target ? (
        <Suspense fallback={<Loader message="Loading the notices…" />}>
          <Notices target={target} onUsed={onUsed} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

function FormError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className="text-sm text-danger">
      {message}
    </p>
  ) : null;
}

function Notices({ target, onUsed }: { target: DefectTarget; onUsed: () => void }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<DefectNoticeDialogQuery>(
    query,
    { contractId: target.contractId },
    { fetchPolicy: 'network-only', fetchKey },
  );
  const defects = data.retentionDefects;
  const again = () => setFetchKey((k) => k + 1);
  if (!defects) return <EmptyState compact title="This contract's notices cannot be shown." />;
  return (
    <div className="flex flex-col gap-5" data-testid="defect-notices">
      <p className="text-sm" data-testid="defect-rule">
        {defects.rule}
      </p>
      {defects.noClause ? (
        <Banner tone="warning" title={defects.noClause} />
      ) : (
        <p className="text-sm text-fg-muted">The contract's clause permitting use: {defects.clause}</p>
      )}
      {defects.viewerCanRecord && !defects.noClause ? (
        <NewNotice contractId={target.contractId} payeeAddress={defects.payeeAddress} onDone={again} />
      ) : null}
      {defects.notices.length === 0 ? (
        <EmptyState compact title="No notice has been given on this contract." />
      ) : (
        <ol className="flex flex-col gap-4">
          {defects.notices.map((n) => (
            <NoticeItem
              key={n.number}
              notice={n}
              contractId={target.contractId}
              canRecord={defects.viewerCanRecord}
              manners={defects.manners}
              onChanged={again}
              onUsed={() => {
                again();
                onUsed();
              }}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function NewNotice({ contractId, payeeAddress, onDone }: { contractId: string; payeeAddress: string; onDone: () => void }) {
  const [make, saving] = useMutationPromise<DefectNoticeDialogMakeMutation>(makeMutation);
  const { progress, upload } = useAttachmentUploads();
  const [text, setText] = useState({ defect: '', amount: '' });
  const [evidence, setEvidence] = useState<EvidenceFile[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof text, value: string) => {
    setText((t) => ({ ...t, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  };
  const addFiles = async (files: File[]) => {
    const arrived = await upload(files);
    setEvidence((now) => [...now, ...arrived]);
    setErrors((e) => ({ ...e, evidence: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = noticeInput(contractId, text, evidence);
    if (checked.errors) return setErrors(checked.errors);
    try {
      const made = await make({ input: checked.input });
      toast.success(`Notice ${made.retentionDefectNoticeMake?.notice.number ?? ''} made: serve it next`);
      setText({ defect: '', amount: '' });
      setEvidence([]);
      onDone();
    } catch (failure) {
      // A refused file is named by its place (evidence.N): shown beside the files.
      const field = failure instanceof MutationError ? fieldOfRefusal(failure.field) : null;
      setErrors(field === 'evidence' ? { evidence: errorMessage(failure) } : refusalErrors(failure, NOTICE_FIELDS));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-3" data-testid="defect-notice-form">
      <h3 className="text-sm font-semibold sm:col-span-3">A new notice</h3>
      <Field label="The defect to be remedied" required error={errors.defect} className="sm:col-span-2">
        <TextArea name="defect" rows={3} maxLength={4000} value={text.defect} onChange={(e) => set('defect', e.target.value)} />
      </Field>
      <Field label="Amount to be used" required error={errors.amount} hint="No more than is held">
        <Input name="amount" inputMode="decimal" value={text.amount} onChange={(e) => set('amount', e.target.value)} />
      </Field>
      <Field
        label="Evidence"
        error={errors.evidence}
        hint="Photos, reports or drawings of the defect: each is named on the notice with its SHA-256."
        className="sm:col-span-3"
      >
        <div className="flex flex-col gap-2" data-testid="defect-evidence">
          <AttachmentDropzone onFiles={(files) => void addFiles(files)} progress={progress} disabled={saving} />
          {evidence.length ? (
            <ul className="flex flex-col gap-1 text-sm">
              {evidence.map((f) => (
                <li key={f.id} className="flex items-center justify-between gap-2">
                  <span className="truncate">{f.filename}</span>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${f.filename}`}
                    onClick={() => setEvidence((now) => now.filter((e) => e.id !== f.id))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Field>
      <p className="text-sm text-fg-muted sm:col-span-3" data-testid="defect-address">
        The subcontractor's address for service, from the contract's details: {payeeAddress}
      </p>
      <div className="flex items-center justify-end gap-3 sm:col-span-3">
        <FormError message={errors.form} />
        <Button type="submit" loading={saving}>
          Make the notice
        </Button>
      </div>
    </form>
  );
}

function NoticeItem({
  notice: n,
  contractId,
  canRecord,
  manners,
  onChanged,
  onUsed,
}: {
  notice: Notice;
  contractId: string;
  canRecord: boolean;
  manners: Manners;
  onChanged: () => void;
  onUsed: () => void;
}) {
  const [serve, serving] = useMutationPromise<DefectNoticeDialogServeMutation>(serveMutation);
  const [serveError, setServeError] = useState<string | undefined>();
  const byEmail = async () => {
    setServeError(undefined);
    try {
      const served = await serve({ input: { contractId, number: n.number } });
      toast.success(`Notice served: ${served.retentionDefectNoticeServe?.sentCount ?? 0} email(s) sent`);
      onChanged();
    } catch (failure) {
      setServeError(errorMessage(failure));
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border p-4" data-testid="defect-notice">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold">
          Notice {n.number} of {formatDate(n.noticeDate, true)}: {dollars(Number(n.amount))}
        </h3>
        {n.served ? <Badge tone="success">{n.servedWords}</Badge> : <Badge tone="warning">Not served yet</Badge>}
      </div>
      <p className="whitespace-pre-line text-sm">{n.defect}</p>
      {n.evidence.length ? (
        <ul className="text-xs text-fg-muted" data-testid="defect-notice-evidence">
          {n.evidence.map((f) => (
            <li key={`${f.filename}-${f.sha256 ?? ''}`} className="break-all">
              Evidence: {f.filename}
              {f.sha256 ? `, SHA-256 ${f.sha256}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-fg-muted">Address for service: {n.payeeAddress}</p>
      <p className="text-sm font-semibold" data-testid="defect-use-from">
        {n.useFromWords}
      </p>
      <p className="text-sm text-fg-muted">
        Used under it: {dollars(Number(n.used))}; still to use: {dollars(Number(n.left))}.{' '}
        <a className="link" href={n.pdfViewUrl} target="_blank" rel="noreferrer">
          Open the notice (PDF)
        </a>
      </p>
      {n.copies.length ? (
        <ul className="text-xs text-fg-muted">
          {n.copies.map((c) => (
            <li key={c.email}>
              Emailed to {c.email}
              {c.sha256 ? `: SHA-256 ${c.sha256}` : ' (sending)'}
            </li>
          ))}
        </ul>
      ) : null}
      {canRecord && !n.served ? (
        <div className="flex flex-col gap-3">
          {n.emailServiceAgreed ? (
            <div className="flex items-center gap-3">
              <Button type="button" variant="secondary" loading={serving} onClick={byEmail}>
                Serve by email
              </Button>
              <FormError message={serveError} />
            </div>
          ) : (
            <p className="text-sm text-fg-muted">{n.howToServe}</p>
          )}
          <ServiceForm contractId={contractId} number={n.number} manners={manners} onDone={onChanged} />
        </div>
      ) : null}
      {canRecord && n.served && Number(n.left) > 0 ? <UseForm contractId={contractId} number={n.number} onDone={onUsed} /> : null}
      <p className="text-xs text-fg-subtle">{n.rulesNote}</p>
    </li>
  );
}

function ServiceForm({
  contractId,
  number,
  manners,
  onDone,
}: {
  contractId: string;
  number: number;
  manners: Manners;
  onDone: () => void;
}) {
  const today = aucklandDate(new Date());
  const [record, saving] = useMutationPromise<DefectNoticeDialogServiceMutation>(serviceMutation);
  const [text, setText] = useState({ manner: '', servedOn: today, servedTo: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof text, value: string) => {
    setText((t) => ({ ...t, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = serviceInput(contractId, number, text, today);
    if (checked.errors) return setErrors(checked.errors);
    try {
      await record({ input: checked.input });
      toast.success('Service recorded');
      onDone();
    } catch (failure) {
      setErrors(refusalErrors(failure, SERVICE_FIELDS));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3" data-testid="defect-service-form">
      <Field label="How it was served" required error={errors.manner}>
        <NativeSelect
          name="manner"
          value={text.manner}
          placeholder="Choose how"
          options={manners.map((m) => ({ value: m.value, label: m.label }))}
          onChange={(e) => set('manner', e.target.value)}
        />
      </Field>
      <Field label="Served on" required error={errors.servedOn}>
        <Input type="date" name="servedOn" max={today} value={text.servedOn} onChange={(e) => set('servedOn', e.target.value)} />
      </Field>
      <Field label="On whom, or where" required error={errors.servedTo}>
        <Input name="servedTo" maxLength={500} value={text.servedTo} onChange={(e) => set('servedTo', e.target.value)} />
      </Field>
      <div className="flex items-center justify-end gap-3 sm:col-span-3">
        <FormError message={errors.form} />
        <Button type="submit" variant="secondary" loading={saving}>
          Record service
        </Button>
      </div>
    </form>
  );
}

function UseForm({ contractId, number, onDone }: { contractId: string; number: number; onDone: () => void }) {
  const [record, saving] = useMutationPromise<DefectNoticeDialogUseMutation>(useMutation);
  const [text, setText] = useState({ amount: '', date: aucklandDate(new Date()), bankRef: '', note: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof text, value: string) => {
    setText((t) => ({ ...t, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined, form: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = useInput(contractId, number, text);
    if (checked.errors) return setErrors(checked.errors);
    try {
      await record({ input: checked.input });
      toast.success('Use for defects recorded');
      onDone();
    } catch (failure) {
      setErrors(refusalErrors(failure, USE_FIELDS));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" data-testid="defect-use-form">
      <Field label="Amount used" required error={errors.amount}>
        <Input name="useAmount" inputMode="decimal" value={text.amount} onChange={(e) => set('amount', e.target.value)} />
      </Field>
      <Field label="Used on" required error={errors.date}>
        <Input type="date" name="usedOn" value={text.date} onChange={(e) => set('date', e.target.value)} />
      </Field>
      <Field label="Bank reference" error={errors.bankRef}>
        <Input name="useBankRef" maxLength={100} value={text.bankRef} onChange={(e) => set('bankRef', e.target.value)} />
      </Field>
      <Field label="What was done" error={errors.note}>
        <Input name="useNote" maxLength={2000} value={text.note} onChange={(e) => set('note', e.target.value)} />
      </Field>
      <div className="flex items-center justify-end gap-3 sm:col-span-2">
        <FormError message={errors.form} />
        <Button type="submit" loading={saving}>
          Record the use
        </Button>
      </div>
    </form>
  );
}
