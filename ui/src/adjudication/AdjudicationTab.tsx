/**
 * The Adjudication tab of the contract page (issue 39): the contract's notices of adjudication, newest first.
 * A draft is the s 28(2) form (the disputed claims chosen from the served ones, the dispute, where and when it
 * arose, the relief, and the two yes/no questions with no default), its problems beside their fields; a served
 * notice shows its timetable (each date with how it was counted), its copies served and the steps recorded.
 * 'Prepare adjudication bundle' builds the bundle in the background with a progress bar, then downloads it.
 * The claim page links here with ?claim=N, which a new notice starts from. The contract's variations are
 * chosen like its claims. A draft is served by email only where the contract agrees email service (regs 9-10,
 * the server refuses it otherwise); where it is not agreed, the draft offers no email serve but says how to
 * serve it by hand or post and records that service (HandService.tsx); a notice seeking the owner's liability names the owner and is
 * served on the owner too (s 28(1)(b)).
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, readInlineData, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { AdjudicationTab_notice$data, AdjudicationTab_notice$key } from '../__generated__/AdjudicationTab_notice.graphql';
import { useSearchParams } from 'react-router';
import { FileArchive, Gavel, Plus } from 'lucide-react';
import type { AdjudicationTabQuery, AdjudicationTabQuery$data } from '../__generated__/AdjudicationTabQuery.graphql';
import type { AdjudicationTabPrepareMutation } from '../__generated__/AdjudicationTabPrepareMutation.graphql';
import type { AdjudicationTabServeMutation } from '../__generated__/AdjudicationTabServeMutation.graphql';
import type { AdjudicationTabBundleMutation } from '../__generated__/AdjudicationTabBundleMutation.graphql';
import type { AdjudicationTabBundleQuery } from '../__generated__/AdjudicationTabBundleQuery.graphql';
import { dollars } from '../lib/format';
import { formatDate } from '../lib/dates';
import type { ContractTabProps } from '../projects/contractTabTypes';
import { MutationError, errorMessage, useMutationPromise } from '../relay/mutate';
import { Badge, Banner, Button, Checkbox, EmptyState, Field, TextArea, confirmDialog, toast } from '../ui';
import type { HandServiceResidentialMutation } from '../__generated__/HandServiceResidentialMutation.graphql';
import { HandServiceForm, OwnerFields, residentialMutation } from './HandService';
import { StepRecorder } from './StepRecorder';
import { DeterminationPanel } from './DeterminationPanel';
import { type Answer, type NoticeForm, type Problem, answerValue, bundleProgressLabel, chosenVariations, fieldErrors, prepareInput, toggleClaim, toggleVariation } from './notice';

const query = graphql`
  query AdjudicationTabQuery($id: ID!) {
    node(id: $id) {
      ... on Contract {
        claims {
          number
          status
          title
        }
      }
    }
    adjudicationNotices(contractId: $id) {
      ...AdjudicationTab_notice
    }
    contractVariations(contractId: $id) {
      id
      issue {
        number
        title
      }
    }
  }
`;

// Inline: the tab reads every notice whole and hands it to its cards and forms, which mix it with
// what is being typed (ui/README.md, 'Relay').
const noticeFragment = graphql`
  fragment AdjudicationTab_notice on AdjudicationNotice @inline {
    number
    status
    claimantName
    respondentName
    dispute
    arose
    relief
    chargingOrder
    ownerLiability
    items {
      kind
      number
      label
      disputed
      variationId
    }
    totalDisputed
    problems {
      field
      message
    }
    noticeDate
    sha256
    pdfViewUrl
    draftPdfUrl
    copies {
      email
      sha256
      servedAt
    }
    timetable {
      key
      label
      section
      date
      explanation
      projected
      upTo
    }
    events {
      kind
      label
      on
      adjudicator
    }
    servedWords
    servedTo
    emailServiceAgreed
    howToServe
    residentialOccupier
    ownerName
    ownerAddress
    ownerServedWords
    viewerCanAct
    rulesAsAt
    notLegalAdvice
    # A served notice's step recorder and determination (their own fragments).
    ...StepRecorder_notice
    ...DeterminationPanel_notice
  }
`;

const prepareMutation = graphql`
  mutation AdjudicationTabPrepareMutation($input: AdjudicationNoticePrepareInput!) {
    adjudicationNoticePrepare(input: $input) {
      notice {
        number
        problems {
          field
          message
        }
      }
    }
  }
`;

const serveMutation = graphql`
  mutation AdjudicationTabServeMutation($input: AdjudicationNoticeRefInput!) {
    adjudicationNoticeServe(input: $input) {
      sentCount
      notice {
        number
      }
    }
  }
`;

const bundleMutation = graphql`
  mutation AdjudicationTabBundleMutation($input: AdjudicationBundlePrepareInput!) {
    adjudicationBundlePrepare(input: $input) {
      bundle {
        bundleId
        status
        progress
      }
    }
  }
`;

const bundleQuery = graphql`
  query AdjudicationTabBundleQuery($contractId: ID!, $id: Int!) {
    adjudicationBundle(contractId: $contractId, id: $id) {
      bundleId
      status
      progress
      downloadUrl
      documents {
        number
      }
      excluded {
        reason
      }
    }
  }
`;

type Notice = Omit<AdjudicationTab_notice$data, ' $fragmentType'>;
type Claim = { readonly number: number; readonly status: string; readonly title: string };
type VariationChoice = { readonly id: string; readonly issueNumber: number; readonly title: string };
type Refusal = { field: string | null; message: string } | null;

const SERVED_STATUSES = ['Sent', 'Scheduled'];

function refusalOf(e: unknown): Refusal {
  return e instanceof MutationError ? { field: e.field, message: e.message } : { field: null, message: errorMessage(e) };
}

export function AdjudicationTab({ contractId }: ContractTabProps) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<AdjudicationTabQuery>(query, { id: contractId }, { fetchPolicy: 'store-and-network', fetchKey });
  const refresh = useCallback(() => setFetchKey((k) => k + 1), []);
  const [params] = useSearchParams();
  const fromClaim = Number(params.get('claim')) || null;
  const [prepare, preparing] = useMutationPromise<AdjudicationTabPrepareMutation>(prepareMutation);
  const claims = (data.node?.claims ?? []).filter((c) => SERVED_STATUSES.includes(c.status));
  const variations: VariationChoice[] = data.contractVariations.map((v) => ({ id: v.id, issueNumber: v.issue.number, title: v.issue.title }));
  const notices: Notice[] = data.adjudicationNotices.map((ref) => readInlineData<AdjudicationTab_notice$key>(noticeFragment, ref));

  const start = async () => {
    try {
      await prepare({ input: prepareInput(contractId, null, { claimNumbers: fromClaim ? [fromClaim] : [], variationIds: [], dispute: '', arose: '', relief: '', chargingOrder: null, ownerLiability: null, ownerName: '', ownerAddress: '' }) });
      refresh();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <BundleButton contractId={contractId} noticeNumber={notices.find((n) => n.status === 'Served')?.number ?? null} claimNumber={fromClaim} />
        <Button icon={<Plus />} size="sm" onClick={start} loading={preparing}>
          Prepare a notice of adjudication
        </Button>
      </div>
      {notices.length === 0 ? (
        <EmptyState
          bordered
          compact
          icon={<Gavel />}
          title="No notice of adjudication"
          description="Refer a payment dispute to adjudication (Construction Contracts Act 2002, Part 3): the notice is prepared from the claims you choose."
        />
      ) : (
        notices.map((notice) => (
          <section key={notice.number} aria-label={`Notice of adjudication ${notice.number}`} className="rounded-xl border border-border bg-surface p-4 shadow-xs">
            <header className="mb-3 flex flex-wrap items-center gap-2">
              <h2 className="text-base font-semibold">Notice of adjudication {notice.number}</h2>
              <Badge tone={notice.status === 'Served' ? 'primary' : 'neutral'}>{notice.status === 'Served' ? `Served ${formatDate(notice.noticeDate)}` : 'Draft'}</Badge>
            </header>
            {notice.status === 'Draft' ? (
              <DraftForm contractId={contractId} notice={notice} claims={claims} variations={variations} onDone={refresh} />
            ) : (
              <ServedNotice contractId={contractId} notice={notice} onDone={refresh} />
            )}
            <p className="mt-3 text-xs text-fg-muted">
              Rules as at {formatDate(notice.rulesAsAt)}. {notice.notLegalAdvice}
            </p>
          </section>
        ))
      )}
    </div>
  );
}

function YesNo({ name, label, value, onChange, errors }: { name: string; label: string; value: Answer; onChange: (v: Answer) => void; errors: string[] }) {
  const current = answerValue(value);
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={errors.length ? errorId : undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex gap-4 text-sm">
        {(['yes', 'no'] as const).map((option) => (
          <label key={option} className="inline-flex items-center gap-1.5">
            <input type="radio" name={name} value={option} checked={current === option} aria-invalid={errors.length ? true : undefined} onChange={() => onChange(option === 'yes')} />
            {option === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      {errors.length ? (
        <p id={errorId} className="text-sm text-danger" role="alert" data-field-error>
          {errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}

function DraftForm({
  contractId,
  notice,
  claims,
  variations,
  onDone,
}: {
  contractId: string;
  notice: Notice;
  claims: readonly Claim[];
  variations: readonly VariationChoice[];
  onDone: () => void;
}) {
  const [setResidentialOf, settingResidential] = useMutationPromise<HandServiceResidentialMutation>(residentialMutation);
  const setResidential = async (on: boolean) => {
    try {
      await setResidentialOf({ input: { contractId, residentialOccupier: on } });
      onDone();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const [form, setForm] = useState<NoticeForm>({
    claimNumbers: notice.items.filter((i) => i.kind === 'claim').map((i) => i.number),
    variationIds: chosenVariations(notice.items),
    dispute: notice.dispute,
    arose: notice.arose,
    relief: notice.relief,
    chargingOrder: notice.chargingOrder ?? null,
    ownerLiability: notice.ownerLiability ?? null,
    ownerName: notice.ownerName,
    ownerAddress: notice.ownerAddress,
  });
  const [refused, setRefused] = useState<Refusal>(null);
  // What s 28(2) still needs, as the last save answered it: shown once the user tried to serve.
  const [problems, setProblems] = useState<readonly Problem[]>([]);
  const [prepare, saving] = useMutationPromise<AdjudicationTabPrepareMutation>(prepareMutation);
  const [serve, serving] = useMutationPromise<AdjudicationTabServeMutation>(serveMutation);
  const errors = (field: string) => fieldErrors(field, problems, refused);
  const set = (patch: Partial<NoticeForm>) => setForm((f) => ({ ...f, ...patch }));

  // `refresh`: read the tab again after saving. Not when another write follows at once (the record of
  // service): Relay would answer that write's refetch with this one, still in flight (the same request).
  const save = async (refresh = true): Promise<readonly Problem[] | null> => {
    setRefused(null);
    try {
      const answer = await prepare({ input: prepareInput(contractId, notice.number, form) });
      const problems = answer.adjudicationNoticePrepare?.notice.problems ?? [];
      if (refresh) onDone();
      return problems;
    } catch (e) {
      setRefused(refusalOf(e));
      return null;
    }
  };
  const serveIt = async () => {
    const left = await save();
    if (left === null) return;
    setProblems(left);
    if (left.length) return;
    const ok = await confirmDialog({
      title: `Serve notice of adjudication ${notice.number}?`,
      description: `It is emailed to ${notice.respondentName ?? 'the respondent'}'s recipients with Form 2, and cannot be changed afterwards.`,
      actionLabel: 'Serve',
    });
    if (!ok) return;
    try {
      const answer = await serve({ input: { contractId, number: notice.number } });
      const sent = answer.adjudicationNoticeServe?.sentCount ?? 0;
      toast.success(`Notice of adjudication served (${sent} recipient${sent === 1 ? '' : 's'})`);
      onDone();
    } catch (e) {
      setRefused(refusalOf(e));
    }
  };

  return (
    <div className="flex flex-col gap-4">
    <form
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        // Without email service agreed (regs 9-10) the notice is served by a person (below): Enter saves.
        if (notice.emailServiceAgreed) void serveIt();
        else void save().then((left) => left && toast.success('Draft saved'));
      }}
    >
      <p className="text-sm text-fg-muted">
        {notice.claimantName ?? 'You'} (claimant) to {notice.respondentName ?? 'the other party'} (respondent). Its fields are those section 28(2) requires.
      </p>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium">The payment claims in dispute</legend>
        {claims.length === 0 ? <p className="text-sm text-fg-muted">No served payment claims yet.</p> : null}
        {claims.map((c) => (
          <Checkbox key={c.number} checked={form.claimNumbers.includes(c.number)} onCheckedChange={(on) => set({ claimNumbers: toggleClaim(form.claimNumbers, c.number, on) })} label={c.title} />
        ))}
        {errors('claimNumbers').map((m) => (
          <p key={m} className="text-sm text-danger" role="alert">
            {m}
          </p>
        ))}
      </fieldset>
      {variations.length ? (
        <fieldset className="flex flex-col gap-1.5" data-testid="dispute-variations">
          <legend className="text-sm font-medium">The variations in dispute</legend>
          {variations.map((v) => (
            <Checkbox
              key={v.id}
              checked={form.variationIds.includes(v.id)}
              onCheckedChange={(on) => set({ variationIds: toggleVariation(form.variationIds, v.id, on) })}
              label={`Variation for issue ${v.issueNumber}: ${v.title}`}
            />
          ))}
          {errors('variationIds').map((m) => (
            <p key={m} className="text-sm text-danger" role="alert">
              {m}
            </p>
          ))}
        </fieldset>
      ) : null}
      {notice.items.length ? (
        <ul className="rounded-lg border border-border text-sm" aria-label="Disputed items">
          {notice.items.map((item) => (
            <li key={`${item.kind}-${item.number}`} className="flex justify-between gap-3 border-b border-border px-3 py-2 last:border-b-0">
              <span>{item.label}</span>
              <span className="tabular-nums">{dollars(item.disputed)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Field label="(b) The nature and a brief description of the dispute" error={errors('dispute')}>
        <TextArea value={form.dispute} onChange={(e) => set({ dispute: e.target.value })} rows={3} />
      </Field>
      <Field label="(c) Where and when the dispute arose" error={errors('arose')}>
        <TextArea value={form.arose} onChange={(e) => set({ arose: e.target.value })} rows={2} />
      </Field>
      <Field label="(d) The relief or remedy sought" hint="Left empty, it is the disputed total 'or such other sum as the adjudicator may determine'." error={errors('relief')}>
        <TextArea value={form.relief} onChange={(e) => set({ relief: e.target.value })} rows={3} />
      </Field>
      <YesNo name={`charging-${notice.number}`} label="(e) Do you seek approval for a charging order (s 29)?" value={form.chargingOrder} onChange={(v) => set({ chargingOrder: v })} errors={errors('chargingOrder')} />
      <YesNo
        name={`owner-${notice.number}`}
        label="(f) Do you seek a determination of the owner's liability and a charging order against the owner (s 30)?"
        value={form.ownerLiability}
        onChange={(v) => set({ ownerLiability: v })}
        errors={errors('ownerLiability')}
      />
      <div data-testid="residential">
        <Checkbox
          checked={notice.residentialOccupier}
          disabled={!notice.viewerCanAct || settingResidential}
          onCheckedChange={(on) => void setResidential(on)}
          label="A party is a residential occupier of the premises (a residential construction contract, s 5)"
          description={notice.residentialOccupier ? 'No charging order may be sought on this contract: sections 29 and 30 do not apply to it (s 10(c)).' : 'A setting of the contract.'}
        />
      </div>
      {form.ownerLiability ? <OwnerFields name={form.ownerName} address={form.ownerAddress} errors={[...errors('owner'), ...errors('ownerName')]} addressErrors={errors('ownerAddress')} onChange={set} /> : null}
      {refused && !refused.field ? <Banner tone="danger" title={refused.message} /> : null}
      {errors('parties').length ? <Banner tone="danger" title={errors('parties').join(' ')} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" loading={saving && !serving} onClick={() => void save().then((left) => left && toast.success('Draft saved'))} disabled={!notice.viewerCanAct}>
          Save draft
        </Button>
        {notice.emailServiceAgreed ? (
          <Button type="submit" loading={serving} disabled={!notice.viewerCanAct} data-testid="adjudication-serve">
            Serve notice
          </Button>
        ) : null}
      </div>
    </form>
      {!notice.emailServiceAgreed && notice.viewerCanAct ? (
        <div className="flex flex-col gap-2" data-testid="hand-service">
          <p className="text-sm text-fg" data-testid="how-to-serve">
            {notice.howToServe}
          </p>
          {notice.draftPdfUrl ? (
            <p className="text-sm">
              <a className="font-medium text-primary underline" href={notice.draftPdfUrl} target="_blank" rel="noreferrer" data-testid="adjudication-draft-pdf">
                PDF to serve
              </a>{' '}
              (save the draft first: it prints as saved)
            </p>
          ) : null}
          <HandServiceForm
            contractId={contractId}
            number={notice.number}
            on="respondent"
            before={async () => {
              const left = await save(false);
              if (left === null) return false;
              setProblems(left);
              if (left.length) onDone(); // stopped: show the draft as saved
              return left.length === 0;
            }}
            onDone={onDone}
          />
        </div>
      ) : null}
    </div>
  );
}

function ServedNotice({ contractId, notice, onDone }: { contractId: string; notice: Notice; onDone: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm" data-testid="adjudication-served">
        {notice.servedWords ?? `Served on ${formatDate(notice.noticeDate)}`} on {notice.respondentName}: {notice.copies.length ? notice.copies.map((c) => c.email).join(', ') : notice.servedTo}
        {notice.sha256 ? <span className="block break-all text-xs text-fg-muted">SHA-256 of the PDF served: {notice.sha256}</span> : null}
        {notice.pdfViewUrl ? ' ' : null}
        {notice.pdfViewUrl ? (
          <a className="font-medium text-primary underline" href={notice.pdfViewUrl} target="_blank" rel="noreferrer" data-testid="adjudication-notice-pdf">
            The notice as served (PDF)
          </a>
        ) : null}
      </p>
      {notice.ownerLiability ? (
        notice.ownerServedWords ? (
          <p className="text-sm" data-testid="owner-served">
            {notice.ownerServedWords} on the owner, {notice.ownerName} (s 28(1)(b)).
          </p>
        ) : notice.viewerCanAct ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-fg">
              Serve the notice on the owner too, {notice.ownerName}, {notice.ownerAddress} (s 28(1)(b)), then record it.
            </p>
            <HandServiceForm contractId={contractId} number={notice.number} on="owner" onDone={onDone} />
          </div>
        ) : null
      ) : null}
      <table className="w-full text-sm" aria-label="Timetable">
        <thead>
          <tr className="text-left text-xs text-fg-muted">
            <th className="py-1 pr-3">Step</th>
            <th className="py-1 pr-3">Last day</th>
            <th className="py-1">How it was counted</th>
          </tr>
        </thead>
        <tbody>
          {notice.timetable.map((step) => (
            <tr key={step.key} className="border-t border-border align-top">
              <td className="py-1.5 pr-3">
                {step.label} <span className="text-xs text-fg-muted">({step.section})</span>
              </td>
              <td className="py-1.5 pr-3 whitespace-nowrap">
                {step.date ? formatDate(step.date) : '—'}
                {step.projected ? <span className="block text-xs text-fg-muted">at the latest</span> : null}
              </td>
              <td className="py-1.5 text-xs text-fg-muted">{step.explanation}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {notice.events.length ? (
        <ul className="text-sm" aria-label="Steps recorded">
          {notice.events.map((e, i) => (
            <li key={i}>
              {formatDate(e.on)}: {e.label}
              {e.adjudicator ? ` (${e.adjudicator})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <DeterminationPanel contractId={contractId} notice={notice} onDone={onDone} />
      <StepRecorder contractId={contractId} notice={notice} onDone={onDone} />
    </div>
  );
}

function BundleButton({ contractId, noticeNumber, claimNumber }: { contractId: string; noticeNumber: number | null; claimNumber: number | null }) {
  const environment = useRelayEnvironment();
  const [bundleId, setBundleId] = useState<number | null>(null);
  const [state, setState] = useState<{ status: string; progress: number; url: string | null; excluded: string[] }>({ status: '', progress: 0, url: null, excluded: [] });
  const [prepare, preparing] = useMutationPromise<AdjudicationTabBundleMutation>(bundleMutation);

  useEffect(() => {
    if (bundleId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      const answer = await fetchQuery<AdjudicationTabBundleQuery>(environment, bundleQuery, { contractId, id: bundleId }, { fetchPolicy: 'network-only' }).toPromise();
      const b = answer?.adjudicationBundle;
      if (stopped || !b) return;
      setState({ status: b.status, progress: b.progress, url: b.downloadUrl ?? null, excluded: b.excluded.map((e) => e.reason) });
      if (b.status !== 'Ready' && b.status !== 'Failed') timer = setTimeout(tick, 700);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [bundleId, contractId, environment]);

  const start = async () => {
    try {
      const answer = await prepare({ input: { contractId, noticeNumber, claimNumber: noticeNumber === null ? claimNumber : null } });
      const b = answer.adjudicationBundlePrepare?.bundle;
      if (!b) return;
      setState({ status: b.status, progress: b.progress, url: null, excluded: [] });
      setBundleId(b.bundleId);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button icon={<FileArchive />} size="sm" variant="secondary" onClick={start} loading={preparing}>
        Prepare adjudication bundle
      </Button>
      {bundleId !== null ? (
        <div className="flex items-center gap-2 text-sm" aria-live="polite">
          <div role="progressbar" aria-label="Adjudication bundle" aria-valuemin={0} aria-valuemax={100} aria-valuenow={state.progress} className="h-2 w-32 overflow-hidden rounded-full bg-hover">
            <div className="h-full bg-primary transition-all" style={{ width: `${state.progress}%` }} />
          </div>
          <span>{bundleProgressLabel(state.status, state.progress)}</span>
          {state.url ? (
            <a href={state.url} download className="font-medium text-primary underline">
              Download bundle
            </a>
          ) : null}
          {state.excluded.map((reason) => (
            <span key={reason} className="text-danger">
              {reason}
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export default AdjudicationTab;
