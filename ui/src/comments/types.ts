/** A comment as a thread shows it: sent (from the server) or still on its way (`isSending`). */
import type { AttachedFile } from '../uploads/FileList';

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

/** A line of the document a comment is about (commentAdd's itemId), and its name as shown. */
export interface CommentLine {
  readonly itemId: string;
  readonly name: string;
}

/** What commentAdd takes, but for the thing commented on. */
export interface CommentInput {
  commentId: string;
  body: string;
  files: { id: string; filename: string }[];
  isInternal: boolean;
  itemId: string | null;
}

export const EMPTY_COMMENT = 'Comment cannot be empty without files';
