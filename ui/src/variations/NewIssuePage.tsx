/**
 * /{org}/issues/new — a new issue (request for a variation) to one or more of the organisation's
 * supplier contracts (spec 2 'New issue screen'). Query `c`: comma-separated owner/contract pairs
 * preselected as recipients. Fields: recipients, title (required), description, 'Deadline for price
 * estimates' (default 20 days from today). 'Submit new request' is disabled while the title and the
 * description are both empty. On success each variation's email is sent ('Sending...', 'Email sent':
 * the server sends each recipient one however often it is asked) and the issue page replaces this
 * one in the history; an answer without an issue says 'No data'.
 *
 * Query `to=customer` (issue 36): the supplier side's request for a variation to its customers' contracts
 * (SupplierDraft / SupplierSubmit): the same screen without the deadline (the supplier prices it
 * itself); each contract's customer recipients are emailed. When the organisation has contracts
 * on both sides, a choice at the top switches between the two.
 *
 * Files: 'Drop files here' (or Enter / Space / click on it to pick them) uploads each file at once
 * as an attachment (the claim attachments' checks and limits); they are listed, removable, and sent
 * with issueCreate, after which every recipient can download them from the issue page.
 */
import { Suspense, useMemo, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import { Mail, Send } from 'lucide-react';
import type { NewIssuePageQuery } from '../__generated__/NewIssuePageQuery.graphql';
import type { variationMutationsEmailSendMutation } from '../__generated__/variationMutationsEmailSendMutation.graphql';
import type { variationMutationsIssueCreateMutation } from '../__generated__/variationMutationsIssueCreateMutation.graphql';
import { useScreenAction } from '../commands/registry';
import { todayInAuckland } from '../domain/workingDays';
import { mutate, MutationError, errorMessage } from '../relay/mutate';
import { orgPath, useOrgSlug } from '../shell/org';
import { Banner } from '../ui/Banner';
import { Button, LinkButton } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { Field } from '../ui/Field';
import { Input, TextArea } from '../ui/Input';
import { PageHeader } from '../ui/PageHeader';
import { Loader } from '../ui/Spinner';
import { toast } from '../ui/Toaster';
import { AttachmentDropzone, useAttachmentUploads, type FileInput } from '../uploads/Attachments';
import { FileList } from '../uploads/FileList';
import { ContractPicker } from './ContractPicker';
import { canSubmit, defaultDeadline, preselected, type RecipientContract } from './recipients';
import { issueCreateMutation, issueEmailSendMutation } from './variationMutations';

export const TITLE = 'New request';
export const NO_DATA = 'No data';
export const TO_CUSTOMER_TITLE = 'Request a variation';
const CUSTOMER_PERMISSIONS = new Set(['CustomerDraft', 'CustomerSubmit']);
const SUPPLIER_PERMISSIONS = new Set(['SupplierDraft', 'SupplierSubmit']);

const query = graphql`
  query NewIssuePageQuery {
    projects {
      contracts(first: 5000) {
        edges {
          node {
            id
            slug
            siteName
            viewerIsSupplier
            viewerPermissions
            owner {
              slug
            }
            supplier {
              name
              entityName
            }
            customer {
              name
              entityName
            }
          }
        }
      }
    }
  }
`;

function NewIssueForm() {
  const org = useOrgSlug();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<NewIssuePageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const toCustomer = search.get('to') === 'customer';
  const [asCustomer, asSupplier] = useMemo(() => {
    const nodes = (data.projects?.contracts.edges ?? []).map((e) => e?.node).filter((n): n is NonNullable<typeof n> => Boolean(n));
    const side = (supplier: boolean): RecipientContract[] =>
      nodes
        .filter((n) => n.viewerIsSupplier === supplier && n.viewerPermissions.some((p) => (supplier ? SUPPLIER_PERMISSIONS : CUSTOMER_PERMISSIONS).has(p)))
        .map((n) => {
          // The other party names the contract: the supplier to a customer, the customer to a supplier.
          const party = supplier ? n.customer : n.supplier;
          return { id: n.id, slug: n.slug, siteName: n.siteName, ownerSlug: n.owner.slug, supplierName: party?.name ?? '', supplierEntityName: party?.entityName ?? '' };
        });
    return [side(false), side(true)];
  }, [data]);
  const contracts = toCustomer ? asSupplier : asCustomer;
  const [recipients, setRecipients] = useState<RecipientContract[]>(() => preselected(contracts, search.get('c')));
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [dueAt, setDueAt] = useState(() => defaultDeadline(todayInAuckland()));
  const [files, setFiles] = useState<FileInput[]>([]);
  const { progress, upload } = useAttachmentUploads();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [creating, setCreating] = useState(false);
  const back = () => navigate(-1);
  useScreenAction('escape', back);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!recipients.length) found.contractIds = 'No recipients';
    if (!title.trim()) found.title = 'Title is required';
    setErrors(found);
    if (Object.keys(found).length) return;
    setCreating(true);
    try {
      const answer = await mutate<variationMutationsIssueCreateMutation>(environment, issueCreateMutation, {
        input: { contractIds: recipients.map((r) => r.id), title, body, dueAt: toCustomer ? null : dueAt || null, files },
      });
      const issue = answer.issueCreate?.issue;
      if (!issue) {
        toast.error(NO_DATA);
        return;
      }
      for (const v of issue.variations) {
        const sending = mutate<variationMutationsEmailSendMutation>(environment, issueEmailSendMutation, {
          input: { issueId: issue.id, contractId: v.contractId },
        });
        toast.promise(sending, { loading: 'Sending...', success: 'Email sent', error: (e: unknown) => errorMessage(e) });
      }
      navigate(orgPath(org, 'issues', issue.number), { replace: true });
    } catch (e) {
      const field = e instanceof MutationError ? e.field : null;
      // A refused file names 'files.N.id': shown under the drop area.
      if (field) setErrors({ [field.startsWith('files.') ? 'files' : field]: errorMessage(e) });
      else toast.error(errorMessage(e));
    } finally {
      setCreating(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-6" data-testid="new-issue-form">
      {asCustomer.length && asSupplier.length ? (
        <div role="group" aria-label="Who the request is to" className="flex flex-wrap gap-2">
          <LinkButton to={orgPath(org, 'issues', 'new')} replace size="sm" variant={toCustomer ? 'secondary' : 'primary'} aria-current={!toCustomer || undefined}>
            Ask a subcontractor for a price
          </LinkButton>
          <LinkButton to={`${orgPath(org, 'issues', 'new')}?to=customer`} replace size="sm" variant={toCustomer ? 'primary' : 'secondary'} aria-current={toCustomer || undefined}>
            {TO_CUSTOMER_TITLE} from your customer
          </LinkButton>
        </div>
      ) : null}
      <Card>
        <CardHeader
          title="Request"
          description={toCustomer ? 'Describe the change you want your customer to approve.' : 'Describe the change you need priced.'}
        />
        <CardBody className="flex flex-col gap-5">
          <Field label="Recipient contracts" error={errors.contractIds} required>
            <ContractPicker contracts={contracts} value={recipients} onChange={setRecipients} invalid={Boolean(errors.contractIds)} />
          </Field>
          <Field label="Title" error={errors.title} required>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} data-testid="issue-title" />
          </Field>
          <Field label="Description" error={errors.body}>
            <TextArea value={body} onChange={(e) => setBody(e.target.value)} rows={6} data-testid="issue-body" />
          </Field>
          <Field label="Files" error={errors.files}>
            <div className="flex flex-col gap-2" data-testid="issue-files">
              <FileList files={files.map((f) => ({ ...f, isImage: false }))} onRemove={(f) => setFiles((all) => all.filter((x) => x.id !== f.id))} />
              <AttachmentDropzone
                onFiles={(chosen) => void upload(chosen).then((added) => setFiles((all) => [...all, ...added]))}
                progress={progress}
                disabled={creating}
              />
            </div>
          </Field>
          {toCustomer ? null : (
            <Field label="Deadline for price estimates" error={errors.dueAt} hint="Defaults to 20 days from today.">
              <Input type="date" value={dueAt} onChange={(e) => setDueAt(e.target.value)} className="max-w-48" data-testid="issue-due" />
            </Field>
          )}
        </CardBody>
      </Card>
      {toCustomer ? (
        <Banner tone="info" icon={<Mail />} title="Each customer is emailed about your request.">
          Then add your cost and time estimate on the request's page: once both sides approve it, it joins your next claim.
        </Banner>
      ) : (
        <Banner tone="info" icon={<Mail />} title="Each recipient is emailed to respond with cost and time estimates.">
          Suppliers see only their own contract's variation: no recipient learns who else was asked.
        </Banner>
      )}
      <div className="flex justify-end gap-2">
        <LinkButton to={orgPath(org)} variant="secondary">
          Cancel
        </LinkButton>
        <Button
          type="submit"
          icon={<Send />}
          loading={creating}
          disabled={!canSubmit(title, body) || progress !== null}
          data-testid="submit-issue"
        >
          Submit new request
        </Button>
      </div>
    </form>
  );
}

export function NewIssuePage() {
  const [search] = useSearchParams();
  const toCustomer = search.get('to') === 'customer';
  const title = toCustomer ? TO_CUSTOMER_TITLE : TITLE;
  return (
    <>
      <title>{`${title} · Claimdesk`}</title>
      <PageHeader
        title={title}
        description={
          toCustomer
            ? 'Ask your customer to approve a change to your contract, which you then price.'
            : 'Ask your subcontractors for a price and time to carry out a variation.'
        }
      />
      <Suspense fallback={<Loader message="Loading contracts..." />}>
        {/* A new form when the side changes: its recipients are of that side only. */}
        <NewIssueForm key={toCustomer ? 'to-customer' : 'to-supplier'} />
      </Suspense>
    </>
  );
}

export { NewIssuePage as Component };
