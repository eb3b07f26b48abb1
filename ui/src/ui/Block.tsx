/**
 * A labelled block of the claim document (To, Date, Payment details, ...), with the pencil that
 * opens its dialog on a draft, and the link that stands in for a value not set yet.
 */
import type { ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { cn } from '../lib/cn';
import { IconButton } from './Button';

function Label({ children }: { children: ReactNode }) {
  return <div className="mb-1 text-[11px] font-semibold uppercase tracking-wider text-fg-subtle">{children}</div>;
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      label={label}
      icon={<Pencil />}
      size="sm"
      onClick={onClick}
      className="-my-1 size-6 text-fg-subtle opacity-60 hover:opacity-100 focus-visible:opacity-100 focus-visible:text-fg [&_svg]:size-3.5"
    />
  );
}

export function Block({
  label,
  children,
  edit,
  testId,
  className,
}: {
  label: string;
  children: ReactNode;
  edit?: () => void;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)} data-testid={testId}>
      <div className="flex items-center gap-1">
        <Label>{label}</Label>
        {edit ? (
          <span className="mb-1">
            <EditButton label={`Edit ${label.toLowerCase()}`} onClick={edit} />
          </span>
        ) : null}
      </div>
      <div className="text-sm leading-relaxed text-fg">{children}</div>
    </div>
  );
}

/** A value not set: a link that opens its dialog on a draft, plain text otherwise. */
export function NotSet({ children, onClick }: { children: ReactNode; onClick?: () => void }) {
  if (!onClick) return <span className="text-fg-subtle">{children}</span>;
  return (
    <button type="button" onClick={onClick} className="text-sm font-medium text-primary hover:underline">
      {children}
    </button>
  );
}
