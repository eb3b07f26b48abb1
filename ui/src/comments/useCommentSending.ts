/**
 * Sending a comment optimistically: it shows at once, marked as sending, while its files upload
 * (uploads/upload.ts, as a claim's attachments) and commentAdd runs. Once sent it is kept here,
 * and the thread shows it whenever its own list lacks it: a poll that left before the comment
 * was added can answer after it and put back the older list until the next poll, and a sent
 * comment must not vanish meanwhile.
 * A failure is a toast and the comment leaves the list (the form gets its text back). The
 * commentId is made once per comment, so a retry of the same request never posts it twice.
 */
import { useState } from 'react';
import { useAttachmentUploads } from '../uploads/Attachments';
import { toast } from '../ui/Toaster';
import { EMPTY_COMMENT, type CommentInput, type CommentLine, type ThreadComment } from './types';
import { errorMessage } from '../relay/mutate';

function newCommentId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export interface Draft {
  body: string;
  files: File[];
  isInternal: boolean;
  line: CommentLine | null;
}

export function useCommentSending(add: (input: CommentInput) => Promise<void>) {
  const [pending, setPending] = useState<ThreadComment[]>([]);
  const { upload } = useAttachmentUploads();

  const send = async (draft: Draft): Promise<boolean> => {
    const body = draft.body.trim();
    if (!body && !draft.files.length) {
      toast.error(EMPTY_COMMENT);
      return false;
    }
    const commentId = newCommentId();
    const shown: ThreadComment = {
      commentId,
      body,
      itemName: draft.line?.name,
      isInternal: draft.isInternal,
      isEmail: false,
      isMine: true,
      at: new Date().toISOString(),
      user: { name: 'You' },
      files: draft.files.map((file, i) => ({ id: `pending-${i}`, filename: file.name, isImage: false })),
      isSending: true,
    };
    setPending((list) => [...list, shown]);
    const drop = () => setPending((list) => list.filter((c) => c.commentId !== commentId));
    try {
      const files = draft.files.length ? await upload(draft.files) : [];
      if (!body && !files.length) {
        drop();
        return false; // each failed upload already said why
      }
      await add({ commentId, body, files, isInternal: draft.isInternal, itemId: draft.line?.itemId ?? null });
      setPending((list) => list.map((c) => (c.commentId === commentId ? { ...c, isSending: false } : c)));
      return true;
    } catch (e) {
      drop();
      toast.error(errorMessage(e));
      return false;
    }
  };

  return { pending, send };
}
