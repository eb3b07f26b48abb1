/**
 * The comment box: text, files, 'Internal', and Send (Cmd+Enter on macOS, Ctrl+Enter elsewhere).
 * Files are dropped anywhere on the box ('Drop files here' shows while they are held over it) or
 * picked with Attach (a button: keyboard too). The text and files clear as the comment is sent
 * and come back if it fails; 'Internal' clears once it is sent. `focusKey` changing takes the
 * focus (focusCommentBox()). A comment about one line shows 'On line: name' above the text until
 * it is sent or the line is removed.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ListTree, Paperclip, Upload, X } from 'lucide-react';
import { ATTACHMENT_ACCEPT } from '../uploads/upload';
import { Button, IconButton } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { TextArea } from '../ui/Input';
import { useFileDrop } from '../ui/Dropzone';
import { Kbd } from '../ui/Kbd';
import type { CommentLine } from './types';
import type { Draft } from './useCommentSending';

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export function CommentForm({
  onSend,
  focusKey = 0,
  internalHint,
  line = null,
  onClearLine,
}: {
  onSend: (draft: Draft) => Promise<boolean>;
  focusKey?: number;
  internalHint: string;
  /** The line the comment is about, if any. */
  line?: CommentLine | null;
  onClearLine?: () => void;
}) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isInternal, setInternal] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const addFiles = (list: FileList | null) => {
    const chosen = Array.from(list ?? []); // now: the picker's list empties as it is reset
    setFiles((now) => [...now, ...chosen]);
  };
  const drop = useFileDrop(addFiles);

  useEffect(() => {
    if (focusKey) box.current?.focus();
  }, [focusKey]);

  const empty = !body.trim() && !files.length;
  const submit = async () => {
    const draft = { body, files, isInternal, line };
    if (!empty) {
      setBody('');
      setFiles([]);
      // Each comment is chosen internal on purpose, so 'Internal' clears as this one leaves, not when
      // the server answers: cleared then, it unticked the box of the next comment, written and marked
      // Internal while this one was still sending, and that one went to the other side (run X, 29 Nov 2026).
      setInternal(false);
    }
    if (await onSend(draft)) {
      onClearLine?.();
    } else if (!empty) {
      setBody((now) => now || draft.body);
      setFiles((now) => (now.length ? now : draft.files));
      setInternal((now) => now || draft.isInternal);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="relative flex flex-col gap-2"
      data-testid="comment-form"
      {...drop.props}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {line ? (
        <p className="inline-flex max-w-full items-center gap-1 self-start rounded-md border border-border bg-muted py-0.5 pl-2 pr-0.5 text-xs text-fg-muted" data-testid="comment-box-line">
          <ListTree aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">
            On line: <span className="font-medium text-fg">{line.name}</span>
          </span>
          <IconButton icon={<X />} size="sm" className="size-6" label="Remove line" onClick={onClearLine} />
        </p>
      ) : null}
      <TextArea
        ref={box}
        rows={3}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Write a comment..."
        aria-label="Comment"
        maxLength={10000}
        data-testid="comment-box"
      />
      {files.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Files to attach">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="inline-flex max-w-full items-center gap-1 rounded-md border border-border bg-muted py-0.5 pl-2 pr-0.5 text-xs text-fg-muted">
              <span className="truncate">{file.name}</span>
              <IconButton
                icon={<X />}
                size="sm"
                className="size-6"
                label={`Remove ${file.name}`}
                onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={ATTACHMENT_ACCEPT}
          data-testid="comment-files"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <Button type="button" variant="ghost" size="sm" icon={<Paperclip />} onClick={() => picker.current?.click()}>
          Attach
        </Button>
        <Checkbox checked={isInternal} onCheckedChange={setInternal} label="Internal" />
        <Button type="submit" size="sm" className="ml-auto" disabled={empty} title={`Send (${IS_MAC ? '⌘' : 'Ctrl'}+Enter)`}>
          Send
          <Kbd className="ml-1 hidden sm:inline-flex">{IS_MAC ? '⌘↵' : 'Ctrl↵'}</Kbd>
        </Button>
      </div>
      {isInternal ? <p className="text-xs text-fg-subtle">{internalHint}</p> : null}
      {drop.dragging ? (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 flex items-center justify-center gap-2 rounded-lg border border-dashed border-primary bg-primary-soft text-sm font-medium text-fg"
          data-testid="comment-drop"
        >
          <Upload className="size-4 text-primary" />
          Drop files here
        </div>
      ) : null}
    </form>
  );
}
