/**
 * Invitations (issue 18): a contract another organisation has named this one a party to waits
 * for its answer. Until someone who can create projects accepts, the organisation sees only this:
 * who invites it, the site, and its side. The Projects page lists them above the projects
 * (InvitationList: 'Invited by {org} to {site}'); where the contract's emails link to, its page
 * shows the one invitation (InvitationCard). Accept opens the contract; Decline, after a
 * confirmation, removes it.
 *
 * An invitation addressed to the person by email (issue 36, `byEmail`) waits in each of their
 * workspaces: the one they accept it in takes it, with its own business details.
 */
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { Check, MailOpen, X } from 'lucide-react';
import type { Invitations_invitation$data, Invitations_invitation$key } from '../__generated__/Invitations_invitation.graphql';
import type { InvitationsAcceptMutation } from '../__generated__/InvitationsAcceptMutation.graphql';
import type { InvitationsDeclineMutation } from '../__generated__/InvitationsDeclineMutation.graphql';
import { useMutationPromise } from '../relay/mutate';
import { orgPath, useOrgSlug } from '../shell/org';
import { Button } from '../ui/Button';
import { Card, CardBody, CardFooter } from '../ui/Card';
import { PageHeader } from '../ui/PageHeader';
import { confirmDialog } from '../ui/confirm';
import { toast } from '../ui/Toaster';
import { ProjectBreadcrumbs } from './ContractHeader';
import { contractPath } from './paths';

export const INVITATIONS = 'Invitations';
export const INVITATION_DECLINED = 'Invitation declined';
export const NO_ANSWER = 'Someone in your organisation who can create projects can accept it.';

// What an invitation's row and card read; the Projects page's and the contract page's queries spread it.
const fragment = graphql`
  fragment Invitations_invitation on ContractInvitation {
    contractId
    siteName
    slug
    ownerSlug
    inviterName
    relation
    viewerCanAnswer
    byEmail
  }
`;

export type InvitationData = Omit<Invitations_invitation$data, ' $fragmentType'>;

const acceptMutation = graphql`
  mutation InvitationsAcceptMutation($id: ID!) {
    contractInvitationAccept(input: { contractId: $id }) {
      contract {
        id
      }
    }
  }
`;

const declineMutation = graphql`
  mutation InvitationsDeclineMutation($id: ID!) {
    contractInvitationDecline(input: { contractId: $id }) {
      contractId
    }
  }
`;

/** 'Invited by Acme Builders Limited to Queen St Apartments' */
export function invitedTo(invitation: Pick<InvitationData, 'inviterName' | 'siteName'>): string {
  return `Invited by ${invitation.inviterName} to ${invitation.siteName}`;
}

/** What an invitation addressed to the person (not the workspace) means here. */
export const BY_EMAIL_NOTE =
  'Sent to your email address, it waits in each of your workspaces: the one you accept it in takes the project, with its business details.';

/** 'Acme Builders Limited invites you as the customer.' */
export function invitedAs(invitation: Pick<InvitationData, 'inviterName' | 'relation'>): string {
  return `${invitation.inviterName} invites you as the ${invitation.relation === 'Supplier' ? 'supplier' : 'customer'}.`;
}

/**
 * Accept and Decline for one invitation. `onAccepted` defaults to opening the contract;
 * `onDeclined` runs after the server has removed it.
 */
function useAnswer(invitation: InvitationData, onDeclined: () => void, onAccepted?: () => void) {
  const org = useOrgSlug();
  const navigate = useNavigate();
  const [accept, accepting] = useMutationPromise<InvitationsAcceptMutation>(acceptMutation);
  const [decline, declining] = useMutationPromise<InvitationsDeclineMutation>(declineMutation);
  const doAccept = async () => {
    try {
      await accept({ id: invitation.contractId });
      toast.success('Invitation accepted');
      if (onAccepted) onAccepted();
      else navigate(contractPath(org, invitation.ownerSlug, invitation.slug));
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  const doDecline = async () => {
    const sure = await confirmDialog({
      title: 'Decline invitation?',
      description: `${invitation.inviterName} will see that you declined ${invitation.siteName}. You cannot accept it afterwards.`,
      actionLabel: 'Decline',
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await decline({ id: invitation.contractId });
      toast.success(INVITATION_DECLINED);
      onDeclined();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  return { doAccept, doDecline, accepting, declining };
}

function Answers({ invitation, describedBy, onDeclined, onAccepted }: {
  invitation: InvitationData;
  describedBy: string;
  onDeclined: () => void;
  onAccepted?: () => void;
}) {
  const { doAccept, doDecline, accepting, declining } = useAnswer(invitation, onDeclined, onAccepted);
  if (!invitation.viewerCanAnswer) return <span className="text-[13px] text-fg-subtle">{NO_ANSWER}</span>;
  return (
    <span className="flex shrink-0 items-center gap-2">
      <Button size="sm" variant="secondary" icon={<X />} loading={declining} disabled={accepting} onClick={doDecline}
        aria-describedby={describedBy}>
        Decline
      </Button>
      <Button size="sm" icon={<Check />} loading={accepting} disabled={declining} onClick={doAccept}
        aria-describedby={describedBy}>
        Accept
      </Button>
    </span>
  );
}

function InvitationRow({ invitation: ref, onDeclined }: { invitation: Invitations_invitation$key; onDeclined: () => void }) {
  const invitation = useFragment(fragment, ref);
  const id = useId();
  return (
    <li data-testid="invitation" className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
      <MailOpen aria-hidden className="size-4 shrink-0 text-fg-subtle" />
      <div id={id} className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium text-fg">{invitedTo(invitation)}</span>
        <span className="truncate text-fg-muted">{invitedAs(invitation)}</span>
        {invitation.byEmail ? <span className="text-[13px] text-fg-subtle">{BY_EMAIL_NOTE}</span> : null}
      </div>
      <Answers invitation={invitation} describedBy={id} onDeclined={onDeclined} />
    </li>
  );
}

/** The Projects page's invitations, newest first; nothing when there are none. */
export function InvitationList({ invitations, onDeclined }: {
  /** Each with its contractId beside the fragment, as its key. */
  invitations: ReadonlyArray<Invitations_invitation$key & { readonly contractId: string }>;
  onDeclined: () => void;
}) {
  const headingId = useId();
  if (!invitations.length) return null;
  return (
    <section aria-labelledby={headingId} className="mb-6">
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-fg">
        {INVITATIONS}
      </h2>
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface shadow-xs">
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.contractId} invitation={invitation} onDeclined={onDeclined} />
        ))}
      </ul>
    </section>
  );
}

/** One invitation, where its contract's page would be. */
export function InvitationCard({ invitation: ref, onAccepted }: { invitation: Invitations_invitation$key; onAccepted: () => void }) {
  const invitation = useFragment(fragment, ref);
  const org = useOrgSlug();
  const navigate = useNavigate();
  const id = useId();
  return (
    <>
      <PageHeader title={`Invitation: ${invitation.siteName}`} breadcrumbs={<ProjectBreadcrumbs org={org} />} />
      <Card data-testid="invitation" className="max-w-2xl">
        <CardBody>
          <p id={id} className="text-sm text-fg-muted">
            {invitedTo(invitation)}. {invitedAs(invitation)}
          </p>
          {invitation.byEmail ? <p className="mt-2 text-[13px] text-fg-subtle">{BY_EMAIL_NOTE}</p> : null}
        </CardBody>
        <CardFooter note="You see the project once you accept it.">
          <Answers
            invitation={invitation}
            describedBy={id}
            onAccepted={onAccepted}
            onDeclined={() => navigate(orgPath(org, 'projects'), { replace: true })}
          />
        </CardFooter>
      </Card>
    </>
  );
}
