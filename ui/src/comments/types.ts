/** A comment as a thread shows it: sent (from the server) or still on its way (`isSending`). */
import type { AttachedFile } from '../claims/document/FileList';

export interface ThreadComment {
  readonly commentId: string;
  readonly body: string;
  readonly itemName?: string | null;
  readonly isInternal: boolean;
  readonly isEmail: boolean;
  readonly isMine: boolean;
  readonly at: string;
  readonly user: { readonly name: string };
  readonly files: ReadonlyArray<AttachedFile>;
  readonly isSending?: boolean;
}

/** What commentAdd takes, but for the thing commented on. */
export interface CommentInput {
  commentId: string;
  body: string;
  files: { id: string; filename: string }[];
  isInternal: boolean;
}

export const EMPTY_COMMENT = 'Comment cannot be empty without files';
