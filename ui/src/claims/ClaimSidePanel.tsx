/**
 * The claim's right panel (spec 2 'Claim document screen'): tabs Activity and Comments, opened
 * from the header. For a claim never submitted the Comments tab says 'Comments are available
 * after submitting the document.'. Comments and the claim's activity feed come with the
 * comments and activity work; until then both tabs show their empty states.
 */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { History, MessagesSquare, X } from 'lucide-react';
import { EmptyState } from '../ui/EmptyState';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/Tabs';

export const COMMENTS_AFTER_SUBMIT = 'Comments are available after submitting the document.';
export const NO_COMMENTS = 'No comments yet';
export const NO_ACTIVITY = 'No activity yet.';

export function ClaimSidePanel({
  open,
  onOpenChange,
  claimStatus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  claimStatus: string;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay animate-fade-in" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col border-l border-border bg-surface shadow-lg animate-fade-in focus:outline-none"
          data-testid="claim-panel"
        >
          <div className="flex h-14 items-center justify-between border-b border-border px-4">
            <DialogPrimitive.Title className="text-sm font-semibold text-fg">Activity and comments</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label="Close"
              className="inline-flex size-8 items-center justify-center rounded-md text-fg-subtle hover:bg-hover hover:text-fg"
            >
              <X aria-hidden className="size-4" />
            </DialogPrimitive.Close>
          </div>
          <Tabs defaultValue="activity" className="flex min-h-0 flex-1 flex-col">
            <TabsList className="px-4">
              <TabsTrigger value="activity">Activity</TabsTrigger>
              <TabsTrigger value="comments" count={0}>
                Comments
              </TabsTrigger>
            </TabsList>
            <TabsContent value="activity" className="flex-1 overflow-y-auto p-4">
              <EmptyState compact icon={<History />} title={NO_ACTIVITY} description="Views, edits and sends of this claim show here." />
            </TabsContent>
            <TabsContent value="comments" className="flex-1 overflow-y-auto p-4">
              {claimStatus === 'New' ? (
                <EmptyState compact icon={<MessagesSquare />} title={COMMENTS_AFTER_SUBMIT} />
              ) : (
                <EmptyState
                  compact
                  icon={<MessagesSquare />}
                  title={NO_COMMENTS}
                  description="Questions and answers about this claim between both sides show here."
                />
              )}
            </TabsContent>
          </Tabs>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
