import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Upload } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * Files dragged onto an element: spread the answer on it. `dragging` (also `data-dragging` on the
 * element, for styling) is true while files are held over it; dropping hands them to `onFiles`.
 */
export function useFileDrop(onFiles: (files: FileList) => void, disabled = false) {
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    if (!disabled) {
      event.dataTransfer.dropEffect = 'copy';
      setOver(true);
    }
  };
  return {
    dragging: over,
    props: {
      'data-dragging': over || undefined,
      onDragOver,
      onDragEnter: onDragOver,
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles(event.dataTransfer.files);
      },
    },
  };
}

export interface DropzoneProps {
  /** Called with the dropped or chosen files (only the first when `multiple` is false). */
  onFiles: (files: File[]) => void;
  /** The file input's accept list, e.g. '.png,.jpg,image/png'. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Main line (default 'Drop files here'). */
  title?: ReactNode;
  /** Muted line under it (e.g. the accepted types). */
  hint?: ReactNode;
  /** Replaces the default icon and text (e.g. a preview). */
  children?: ReactNode;
  invalid?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/**
 * A file drop area that is also a button: click, Enter or Space opens the file picker; files
 * dragged over it highlight it. Without `multiple`, only the first dropped file is used.
 *
 * Accessibility (WCAG 2.2 AA, issue 36): the button's name is its `aria-label` followed by the
 * text it shows, hint included (label in name, SC 2.5.3), and the file input is a labelled sibling of the button,
 * never inside it (a control nested in a control is announced wrongly).
 */
export function Dropzone({
  onFiles,
  accept,
  multiple = false,
  disabled = false,
  title = 'Drop files here',
  hint,
  children,
  invalid,
  className,
  ...aria
}: DropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [labelId, shownId, hintId] = [`${id}-label`, `${id}-shown`, `${id}-hint`];

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (!files.length || disabled) return;
    onFiles(multiple ? files : files.slice(0, 1));
  };
  const drop = useFileDrop(take, disabled);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      input.current?.click();
    }
  };
  const label = aria['aria-label'];
  // Named by its label and then every word it shows, the hint too (axe counts it as visible text).
  const labelledBy = [label ? labelId : null, shownId, !children && hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        aria-invalid={invalid || undefined}
        aria-labelledby={labelledBy}
        aria-describedby={aria['aria-describedby']}
        {...drop.props}
        onClick={() => !disabled && input.current?.click()}
        onKeyDown={onKeyDown}
        className={cn(
          'flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border border-dashed border-border-strong',
          'bg-muted/40 px-4 py-5 text-center text-sm transition-colors duration-150',
          'hover:border-fg-subtle hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'data-[dragging]:border-primary data-[dragging]:bg-primary-soft',
          'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-[invalid=true]:border-danger',
          className,
        )}
      >
        {label ? (
          <span id={labelId} className="sr-only">
            {label}{' '}
          </span>
        ) : null}
        {children ? (
          <span id={shownId} className="contents">
            {children}
          </span>
        ) : (
          <>
            <Upload aria-hidden className="size-5 text-fg-subtle" />
            <span id={shownId} className="font-medium text-fg">
              {title}
            </span>
            {/* A space between the lines, so the words read as words (not 'herePDF'). */}{' '}
            {hint ? (
              <span id={hintId} className="text-[13px] text-fg-subtle">
                {hint}
              </span>
            ) : null}
          </>
        )}
      </div>
      <input
        ref={input}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-label={label ?? (typeof title === 'string' ? title : 'Choose files')}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
        data-dropzone-input
      />
    </>
  );
}
