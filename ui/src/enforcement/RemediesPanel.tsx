/**
 * 'What you can do now' on the claim page (the supplier side): the remedies the claim's facts
 * allow today, each with its date (the server's `Claim.enforcement.remedies`), and their actions:
 * open the debt statement; prepare the notice of intention to suspend, then serve it (by email
 * where email service is agreed, else served by a person and recorded here, with how to serve it);
 * record the suspension once the five working days have passed, and lift it. The notice's dates
 * and sentence, the suspensions with the days suspended, the reasons there is no ground yet, and the
 * rules' date with 'This is not legal advice' are the server's words.
 *
 * Adjudication's entries (the server lists them too: prepare or serve a notice of adjudication, or
 * the adjudication under way) link to the contract's Adjudication tab with the claim chosen
 * (`adjudicationPath`). An unpaid determination's ground (s 59) comes with its dates in the notice's
 * entry, in the server's words.
 *
 * `extra`: more content another part shows with these.
 */
import { useState, type ReactNode } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Gavel } from 'lucide-react';
import type { RemediesPanel_claim$key } from '../__generated__/RemediesPanel_claim.graphql';
import { formatDate } from '../lib/dates';
import { errorMessage, mutate } from '../relay/mutate';
import { Button, LinkButton } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { toast } from '../ui/Toaster';
import {
  generateNoticeMutation,
  recordServiceMutation,
  resumeMutation,
  serveByEmailMutation,
  suspendMutation,
  termsMutation,
} from './enforcementMutations';
import { ServiceDialog, SuspendDialog, TermsDialog } from './RemediesDialogs';
import { NOTHING_NOW, NOTICE_PREPARED, NOTICE_SERVED, REMEDIES_TITLE } from './texts';

const fragment = graphql`
  fragment RemediesPanel_claim on Claim {
    id
    contractId
    number
    suspensionGround
    enforcement {
      ground
      groundWords
      reasons
      notice {
        section
        noticeDate
        payBy
        suspendFrom
        sentence
        servedManner
        servedWords
        servedOn
        pdfUrl
      }
      suspensions {
        suspendedOn
        resumedOn
        scope
        daysWords
      }
      remedies {
        kind
        title
        detail
        date
        available
        reason
      }
      debtStatementUrl
      terms {
        emailServiceAgreed
        basis
        clause
        viewerCanEdit
      }
      howToServe
      rulesNote
    }
  }
`;

type Dialog = 'service' | 'suspend' | 'resume' | 'terms' | null;

export function RemediesPanel({
  claim: claimRef,
  extra,
  adjudicationPath,
}: {
  claim: RemediesPanel_claim$key;
  extra?: ReactNode;
  /** The contract's Adjudication tab with this claim chosen (adjudication's entries link to it). */
  adjudicationPath?: string;
}) {
  const claim = useFragment(fragment, claimRef);
  const environment = useRelayEnvironment();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const e = claim.enforcement;
  if (!e) return null;
  const ref = { contractId: claim.contractId, number: claim.number };
  const notice = e.notice;

  const act = async (kind: string, node: Parameters<typeof mutate>[1], done: string) => {
    if (busy) return;
    setBusy(kind);
    try {
      await mutate(environment, node, { input: ref } as never);
      toast.success(done);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const action = (kind: string, available: boolean): ReactNode => {
    switch (kind) {
      case 'debt_statement':
        return e.debtStatementUrl ? (
          <a className="text-sm font-medium text-primary underline" href={e.debtStatementUrl} target="_blank" rel="noreferrer" data-testid="debt-statement-link">
            Open debt statement (PDF)
          </a>
        ) : null;
      case 'suspension_notice':
        if (!notice) {
          return (
            <Button
              size="sm"
              disabled={!available}
              loading={busy === kind}
              onClick={() => void act(kind, generateNoticeMutation, NOTICE_PREPARED)}
              data-testid="notice-prepare"
            >
              Prepare notice
            </Button>
          );
        }
        return (
          <div className="flex flex-wrap gap-2">
            {e.terms.emailServiceAgreed ? (
              <Button size="sm" loading={busy === 'email'} onClick={() => void act('email', serveByEmailMutation, NOTICE_SERVED)} data-testid="notice-email">
                Serve by email
              </Button>
            ) : null}
            <Button size="sm" variant={e.terms.emailServiceAgreed ? 'secondary' : 'primary'} onClick={() => setDialog('service')} data-testid="notice-record-service">
              Record how it was served
            </Button>
          </div>
        );
      case 'record_suspension':
        return (
          <Button size="sm" disabled={!available} onClick={() => setDialog('suspend')} data-testid="suspension-record">
            Record suspension
          </Button>
        );
      case 'adjudication_notice':
      case 'adjudication':
        return adjudicationPath ? (
          <LinkButton size="sm" variant={kind === 'adjudication' ? 'secondary' : 'primary'} to={adjudicationPath} data-testid="remedy-adjudication-link">
            {kind === 'adjudication' ? 'Open Adjudication' : 'Go to Adjudication'}
          </LinkButton>
        ) : null;
      case 'lift_suspension':
        return (
          <Button size="sm" variant="secondary" onClick={() => setDialog('resume')} data-testid="suspension-lift">
            Lift suspension
          </Button>
        );
      default:
        return null;
    }
  };

  const noticeBlock = notice ? (
    <div className="rounded-lg border border-border bg-muted px-3 py-2 text-sm" data-testid="notice">
      <p className="font-medium text-fg">
        Notice of intention to suspend, dated {formatDate(notice.noticeDate)} (section {notice.section}){' '}
        <a className="font-normal text-primary underline" href={notice.pdfUrl} target="_blank" rel="noreferrer" data-testid="notice-pdf">
          PDF
        </a>
      </p>
      <p className="mt-1 text-fg-muted" data-testid="notice-sentence">
        {notice.sentence}
      </p>
      <p className="mt-1 text-fg-muted" data-testid="notice-served">
        {notice.servedWords ?? 'Not served yet.'}
      </p>
      {!notice.servedOn ? (
        <p className="mt-1 text-fg-muted">
          {e.terms.emailServiceAgreed ? 'Email service is agreed' : 'Email service is not agreed: '}
          {e.terms.emailServiceAgreed ? (e.terms.basis === 'clause' ? ` (${e.terms.clause}).` : ' (the parties routinely use email).') : e.howToServe}{' '}
          {e.terms.viewerCanEdit ? (
            <button type="button" className="text-primary underline" onClick={() => setDialog('terms')} data-testid="terms-open">
              Change
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  ) : null;

  return (
    <Card data-testid="remedies" aria-labelledby="remedies-title">
      <CardHeader title={<span id="remedies-title" className="inline-flex items-center gap-2"><Gavel className="size-4" aria-hidden />{REMEDIES_TITLE}</span>} description={e.groundWords ?? undefined} />
      <CardBody className="flex flex-col gap-3">
        {e.remedies.length ? (
          <ul className="flex flex-col divide-y divide-border" data-testid="remedy-list">
            {e.remedies.map((r) => (
              <li key={r.kind} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between" data-testid="remedy" data-kind={r.kind}>
                <div className="min-w-0">
                  <p className="text-sm font-medium text-fg">
                    {r.title}
                    {r.date ? <span className="ml-2 font-normal text-fg-muted">{formatDate(r.date)}</span> : null}
                  </p>
                  <p className="text-sm text-fg-muted">{r.detail}</p>
                  {r.reason ? (
                    <p className="text-sm text-warning-soft-fg" data-testid="remedy-reason">
                      {r.reason}
                    </p>
                  ) : null}
                </div>
                <div className="shrink-0">{action(r.kind, r.available)}</div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted" data-testid="remedies-none">
            {NOTHING_NOW}
          </p>
        )}
        {extra}
        {!e.ground && e.reasons.length ? (
          <ul className="list-disc pl-5 text-sm text-fg-muted" data-testid="remedy-reasons">
            {e.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        ) : null}
        {noticeBlock}
        {e.suspensions.length ? (
          <ul className="flex flex-col gap-1 text-sm" data-testid="suspensions">
            {e.suspensions.map((s) => (
              <li key={s.suspendedOn} data-testid="suspension">
                Work suspended from {formatDate(s.suspendedOn)}
                {s.resumedOn ? `, resumed ${formatDate(s.resumedOn)}` : ''}: {s.daysWords}
                {s.scope ? ` (${s.scope})` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-fg-muted">{e.rulesNote}</p>
      </CardBody>
      <ServiceDialog claim={ref} node={recordServiceMutation} howToServe={e.howToServe} open={dialog === 'service'} onOpenChange={(o) => setDialog(o ? 'service' : null)} />
      <SuspendDialog
        claim={ref}
        node={suspendMutation}
        mode="suspend"
        from={notice ? formatDate(notice.suspendFrom) : undefined}
        open={dialog === 'suspend'}
        onOpenChange={(o) => setDialog(o ? 'suspend' : null)}
      />
      <SuspendDialog claim={ref} node={resumeMutation} mode="resume" open={dialog === 'resume'} onOpenChange={(o) => setDialog(o ? 'resume' : null)} />
      <TermsDialog
        contractId={claim.contractId}
        node={termsMutation}
        current={{ agreed: e.terms.emailServiceAgreed, basis: (e.terms.basis as 'clause' | 'routine' | '') || '', clause: e.terms.clause }}
        open={dialog === 'terms'}
        onOpenChange={(o) => setDialog(o ? 'terms' : null)}
      />
    </Card>
  );
}
