/**
 * The claim's right panel (spec 2 'Claim document screen'), opened from the header: tabs
 * Activity (the claim's own entries) and Comments with their count (ClaimComments), refetched
 * when the claim page's poll (ClaimPoll.ts) sees the claim's activityVersion change, and below
 * them the Latest Activity sidebar of the organisation. For a claim never submitted the Comments
 * tab says 'Comments are available after submitting the document.'
 *
 * focusCommentBox() (comments/focus.ts: the shortcut 'c', a line's 'Comment on' button) opens the
 * panel on Comments and puts the focus in the comment box, about the line it names.
 *
 * Radix unmounts a closed panel and an inactive tab, so each list is refetched only while it is
 * shown; the page's poll runs with the panel closed too.
 */
import { Suspense, useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { History, MessagesSquare, X } from 'lucide-react';
import type { ClaimSidePanelActivityQuery } from '../../__generated__/ClaimSidePanelActivityQuery.graphql';
import { ActivityEntries, NO_ACTIVITY } from '../../activity/ActivityEntries';
import { NO_COMMENTS } from '../../comments/CommentThread';
import { focusCommentBox, useCommentBoxRequests } from '../../comments/focus';
import type { CommentLine } from '../../comments/types';
import { useScreenAction } from '../../commands/registry';
import { LatestActivity } from '../../activity/LatestActivity';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { useReturnFocus } from '../../ui/focusReturn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { ClaimComments, ClaimCommentsCount } from './ClaimComments';
import { useClaimPanelPoll } from './ClaimPoll';

export const COMMENTS_AFTER_SUBMIT = 'Comments are available after submitting the document.';
export { NO_ACTIVITY, NO_COMMENTS };

const activityQuery = graphql`
  query ClaimSidePanelActivityQuery($id: ID!) {
    node(id: $id) {
      ... on Claim {
        activityVersion
        activity {
          ...ActivityEntries_entry
        }
      }
    }
  }
`;

/** `refreshedElsewhere`: the Comments count's refetch brings this list too (a submitted claim). */
function ClaimActivity({ claimId, org, refreshedElsewhere }: { claimId: string; org: string; refreshedElsewhere: boolean }) {
  const data = useLazyLoadQuery<ClaimSidePanelActivityQuery>(activityQuery, { id: claimId }, { fetchPolicy: 'store-and-network' });
  useClaimPanelPoll<ClaimSidePanelActivityQuery>(activityQuery, claimId, data.node?.activityVersion, !refreshedElsewhere);
  const entries = data.node?.activity ?? [];
  if (!entries.length) {
    return <EmptyState compact icon={<History />} title={NO_ACTIVITY} description="Views, edits and sends of this claim show here." />;
  }
  return <ActivityEntries entries={entries} org={org} where="claim" />;
}

export function ClaimSidePanel({
  open,
  onOpenChange,
  claimStatus,
  claimId,
  contractId,
  number,
  org,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  claimStatus: string;
  claimId: string;
  contractId: string;
  number: number;
  org: string;
}) {
  const [tab, setTab] = useState('activity');
  const [focusKey, setFocusKey] = useState(0);
  const [line, setLine] = useState<CommentLine | null>(null);
  const submitted = claimStatus !== 'New';
  useCommentBoxRequests((requested) => {
    onOpenChange(true);
    setTab('comments');
    setFocusKey((key) => key + 1);
    // 'c' keeps the line already chosen; a line's button chooses its own.
    if (requested) setLine(requested);
  });
  // 'c' on a claim writes a comment (spec 1 §2), once comments are open to it.
  useScreenAction('create', submitted ? () => focusCommentBox() : null);
  const returnFocus = useReturnFocus(open);
  const loading = (
    <div className="flex justify-center py-8">
      <Spinner />
    </div>
  );
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col border-l border-border bg-surface shadow-lg animate-fade-in focus:outline-none"
          data-testid="claim-panel"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-border px-4">
            <DialogPrimitive.Title className="text-sm font-semibold text-fg">Activity and comments</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close"
              className="inline-flex size-8 items-center justify-center rounded-md text-fg-subtle hover:bg-hover hover:text-fg"
            >
              <X aria-hidden className="size-4" />
            </DialogPrimitive.Close>
          </div>
          <Tabs value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
            <TabsList className="shrink-0 px-4">
              <TabsTrigger value="activity">Activity</TabsTrigger>
              <TabsTrigger
                value="comments"
                count={
                  submitted ? (
                    <Suspense fallback="0">
                      <ClaimCommentsCount claimId={claimId} />
                    </Suspense>
                  ) : (
                    0
                  )
                }
                data-testid="comments-tab"
              >
                Comments
              </TabsTrigger>
            </TabsList>
            <TabsContent value="activity" className="min-h-0 flex-1 overflow-y-auto px-4 pb-2 pt-2" data-testid="claim-activity">
              <Suspense fallback={loading}>
                <ClaimActivity claimId={claimId} org={org} refreshedElsewhere={submitted} />
              </Suspense>
            </TabsContent>
            <TabsContent value="comments" className="min-h-0 flex-1 overflow-y-auto px-4 pt-4" data-testid="claim-comments">
              {submitted ? (
                <Suspense fallback={loading}>
                  <ClaimComments
                    claimId={claimId}
                    contractId={contractId}
                    number={number}
                    focusKey={focusKey}
                    line={line}
                    onClearLine={() => setLine(null)}
                  />
                </Suspense>
              ) : (
                <EmptyState compact icon={<MessagesSquare />} title={COMMENTS_AFTER_SUBMIT} />
              )}
            </TabsContent>
          </Tabs>
          <LatestActivity org={org} className="max-h-[42%] shrink-0 overflow-y-auto border-t border-border bg-bg/40 px-4 py-3" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
