/**
 * /{org}/retention/certificate — the quarterly compliance certificate for directors (issue 38;
 * app/retention/certificate.py): a quarter's five checks of the retention trust records, each passed
 * or failed with its evidence (hashes, dates, amounts); a failed check is explained or fixed before a
 * director (an owner) signs; the signed PDF with its SHA-256. One query, a fixed number of SQL
 * statements whatever the number of ledgers.
 */
import { Suspense, useState, type FormEvent } from 'react';
import { ArrowLeft, FileDown } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CertificatePageExplainMutation } from '../__generated__/CertificatePageExplainMutation.graphql';
import type { CertificatePagePrepareMutation } from '../__generated__/CertificatePagePrepareMutation.graphql';
import type { CertificatePageQuery, CertificatePageQuery$data } from '../__generated__/CertificatePageQuery.graphql';
import type { CertificatePageSignMutation } from '../__generated__/CertificatePageSignMutation.graphql';
import { formatDate, formatInstant } from '../lib/dates';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { orgPath, useOrgSlug } from '../shell/org';
import { Badge } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { Button, LinkButton } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { Field } from '../ui/Field';
import { NativeSelect, TextArea } from '../ui/Input';
import { PageHeader } from '../ui/PageHeader';
import { Loader } from '../ui/Spinner';
import { toast } from '../ui/Toaster';
import { NOT_LEGAL_ADVICE } from './texts';

export const CERTIFICATE_TITLE = 'Compliance certificate';
export const CERTIFICATE_DESCRIPTION =
  'Each quarter, the retention trust records checked as of its last day (or today, while it runs), each check with its evidence, signed by a director. A failed check is fixed, or explained, before signing.';
export const OWNERS_ONLY = 'Only the organisation’s owners (its directors) prepare and sign the compliance certificate.';
export const NO_CERTIFICATE = 'No certificate yet';

const query = graphql`
  query CertificatePageQuery {
    retentionCertificates {
      currentQuarterEnd
      lastQuarterEnd
      certificates {
        id
        quarterStart
        quarterEnd
        asOf
        signable
        preparedBy
        preparedAt
        signedBy
        signedAt
        sha256
        pdfUrl
        checks {
          number
          title
          passed
          result
          refusal
          explanation
          explainedBy
          evidence {
            label
            value
          }
        }
      }
    }
  }
`;

const prepareMutation = graphql`
  mutation CertificatePagePrepareMutation($input: RetentionCertificatePrepareInput!) {
    retentionCertificatePrepare(input: $input) {
      certificate {
        id
      }
    }
  }
`;

const explainMutation = graphql`
  mutation CertificatePageExplainMutation($input: RetentionCertificateExplainInput!) {
    retentionCertificateExplain(input: $input) {
      certificate {
        id
      }
    }
  }
`;

const signMutation = graphql`
  mutation CertificatePageSignMutation($input: RetentionCertificateSignInput!) {
    retentionCertificateSign(input: $input) {
      certificate {
        id
        signedAt
      }
    }
  }
`;

type Certificates = NonNullable<CertificatePageQuery$data['retentionCertificates']>;
type Certificate = Certificates['certificates'][number];
type CheckRow = Certificate['checks'][number];

function Certificates() {
  // Bumped after each change: the page asks again (a certificate is no node).
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<CertificatePageQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const slug = useOrgSlug();
  const back = (
    <LinkButton to={orgPath(slug, 'retention')} variant="secondary" icon={<ArrowLeft className="size-4" aria-hidden />}>
      Retention
    </LinkButton>
  );
  const found = data.retentionCertificates;
  if (!found) return <Banner tone="warning" title={OWNERS_ONLY} action={back} />;
  const reload = () => setFetchKey((k) => k + 1);
  return (
    <>
      <PrepareCard found={found} onPrepared={reload} />
      {found.certificates.length === 0 ? (
        <EmptyState bordered title={NO_CERTIFICATE} description="Choose a quarter above and run the checks." action={back} />
      ) : (
        found.certificates.map((c) => <CertificateCard key={c.id} certificate={c} onChanged={reload} />)
      )}
    </>
  );
}

function PrepareCard({ found, onPrepared }: { found: Certificates; onPrepared: () => void }) {
  const [send, sending] = useMutationPromise<CertificatePagePrepareMutation>(prepareMutation);
  const [quarter, setQuarter] = useState<string>(found.lastQuarterEnd);
  const [error, setError] = useState<string | null>(null);
  const options = [found.lastQuarterEnd, found.currentQuarterEnd].map((day) => ({
    value: day,
    label: `Quarter ending ${formatDate(day)}${day === found.currentQuarterEnd ? ' (running: checked as of today)' : ''}`,
  }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await send({ input: { quarterEnd: quarter } });
      setError(null);
      toast.success('Checks run');
      onPrepared();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Card>
      <CardHeader title="Run the checks" description="Running them again replaces the results of an unsigned certificate; its explanations stay." />
      <CardBody>
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" data-testid="certificate-prepare-form">
          <Field label="Quarter" required error={error} className="min-w-72">
            <NativeSelect name="quarterEnd" value={quarter} options={options}
              onChange={(e) => { setQuarter(e.target.value); setError(null); }} />
          </Field>
          <Button type="submit" loading={sending}>
            Run the checks
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

function CertificateCard({ certificate: c, onChanged }: { certificate: Certificate; onChanged: () => void }) {
  const [sign, signing] = useMutationPromise<CertificatePageSignMutation>(signMutation);
  const [signError, setSignError] = useState<string | null>(null);
  const failed = c.checks.filter((k) => !k.passed).length;
  const status = c.signedAt ? (
    <Badge tone="success" data-testid="certificate-status">Signed</Badge>
  ) : c.signable ? (
    <Badge tone="info" data-testid="certificate-status">Ready to sign</Badge>
  ) : (
    <Badge tone="danger" data-testid="certificate-status">Cannot be signed yet</Badge>
  );
  const doSign = async () => {
    try {
      await sign({ input: { certificateId: c.id } });
      setSignError(null);
      toast.success('Certificate signed');
      onChanged();
    } catch (failure) {
      setSignError(errorMessage(failure));
      onChanged();
    }
  };
  return (
    <Card data-testid="certificate">
      <CardHeader
        title={`Quarter ${formatDate(c.quarterStart)} to ${formatDate(c.quarterEnd)}`}
        description={`Checked as of ${formatDate(c.asOf)} · run by ${c.preparedBy}, ${formatInstant(c.preparedAt)} · ${failed ? `${failed} check${failed === 1 ? '' : 's'} failed` : 'every check passed'}`}
        actions={status}
      />
      <CardBody className="flex flex-col gap-4">
        <ol className="flex flex-col gap-4" aria-label="The checks">
          {c.checks.map((check) => (
            <CheckItem key={check.number} certificateId={c.id} check={check} signed={!!c.signedAt} onChanged={onChanged} />
          ))}
        </ol>
        {c.signedAt ? (
          <div className="flex flex-col gap-2 border-t border-border pt-3 text-sm" data-testid="certificate-signed">
            <p>
              Signed by <strong>{c.signedBy}</strong>, director, {formatInstant(c.signedAt)}.
            </p>
            <p className="break-all text-xs text-fg-muted">SHA-256 of the signed PDF: {c.sha256}</p>
            {c.pdfUrl ? (
              <a className="link inline-flex items-center gap-1" href={c.pdfUrl} target="_blank" rel="noreferrer">
                <FileDown className="size-4" aria-hidden /> The signed certificate (PDF)
              </a>
            ) : null}
          </div>
        ) : (
          <div className="flex flex-col gap-2 border-t border-border pt-3">
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={doSign} loading={signing} aria-describedby={signError ? `${c.id}-sign-error` : undefined}>
                Sign as a director
              </Button>
              <span className="text-sm text-fg-muted">
                {c.signable ? 'The checks run again as you sign; the PDF and its SHA-256 are kept.' : 'Fix or explain each failed check first.'}
              </span>
            </div>
            {signError ? (
              <p id={`${c.id}-sign-error`} role="alert" className="text-sm text-danger" data-testid="certificate-sign-error">
                {signError}
              </p>
            ) : null}
          </div>
        )}
      </CardBody>
    </Card>
  );
}

function CheckItem({ certificateId, check, signed, onChanged }: { certificateId: string; check: CheckRow; signed: boolean; onChanged: () => void }) {
  const [explain, saving] = useMutationPromise<CertificatePageExplainMutation>(explainMutation);
  const [text, setText] = useState(check.explanation ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await explain({ input: { certificateId, check: check.number, explanation: text } });
      setError(null);
      toast.success('Explanation recorded');
      onChanged();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <li className="flex flex-col gap-2" data-testid="certificate-check">
      <div className="flex items-start gap-2">
        <Badge tone={check.passed ? 'success' : 'danger'} data-testid="certificate-check-result">
          {check.passed ? 'Passed' : 'Failed'}
        </Badge>
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">
            {check.number}. {check.title}
          </p>
          <p className="text-sm" data-testid="certificate-check-text">{check.result}</p>
          {check.refusal ? (
            <p className="text-sm text-danger" data-testid="certificate-check-refusal">
              {check.refusal}
            </p>
          ) : null}
        </div>
      </div>
      {check.evidence.length ? (
        <details className="ml-2 text-sm">
          <summary className="cursor-pointer text-fg-muted">Evidence ({check.evidence.length})</summary>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,16rem)_1fr]">
            {check.evidence.map((e, i) => (
              <div key={i} className="contents">
                <dt className="text-fg-muted">{e.label}</dt>
                <dd className="break-all">{e.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {!check.passed && signed && check.explanation ? (
        <p className="ml-2 text-sm" data-testid="certificate-check-explanation">
          Explained by {check.explainedBy}: {check.explanation}
        </p>
      ) : null}
      {!check.passed && !signed ? (
        <form onSubmit={save} noValidate className="ml-2 flex flex-col gap-2" data-testid="certificate-explain-form">
          <Field label={`Why check ${check.number} failed`} error={error}
            hint={check.explanation ? `Recorded by ${check.explainedBy}: printed on the certificate.` : 'Printed on the certificate if you sign with it.'}>
            <TextArea name={`explanation${check.number}`} rows={2} value={text}
              onChange={(e) => { setText(e.target.value); setError(null); }} />
          </Field>
          <div>
            <Button type="submit" size="sm" variant="secondary" loading={saving}>
              Record the explanation
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

export function CertificatePage() {
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <title>Compliance certificate · Claimdesk</title>
      <PageHeader title={CERTIFICATE_TITLE} description={`${CERTIFICATE_DESCRIPTION} ${NOT_LEGAL_ADVICE}`} />
      <Suspense fallback={<Loader message="Loading the certificates…" />}>
        <Certificates />
      </Suspense>
    </div>
  );
}

export { CertificatePage as Component };
