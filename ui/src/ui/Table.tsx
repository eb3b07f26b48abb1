import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export interface TableProps extends HTMLAttributes<HTMLTableElement> {
  /** Compact rows (32 px) for data-dense grids. */
  dense?: boolean;
  /** Keep the header visible while the container scrolls vertically. */
  stickyHeader?: boolean;
  /** No outer border / rounded frame (e.g. inside a Card). */
  bare?: boolean;
  /** Classes of the scrolling wrapper. */
  containerClassName?: string;
}

/**
 * A data table. Compose with THead/TBody/TFoot/Tr/Th/Td; `numeric` cells right-align with
 * tabular figures (money, quantities).
 */
export function Table({ dense, stickyHeader, bare, className, containerClassName, children, ...rest }: TableProps) {
  return (
    <div
      className={cn(
        'relative w-full overflow-auto',
        !bare && 'rounded-xl border border-border bg-surface shadow-xs',
        containerClassName,
      )}
      data-dense={dense || undefined}
      data-sticky={stickyHeader || undefined}
    >
      <table
        className={cn(
          'w-full border-separate border-spacing-0 text-sm',
          '[&_th]:h-10 [&_td]:h-11',
          dense && '[&_th]:h-8 [&_td]:h-8 [&_td]:py-1 text-[13px]',
          stickyHeader && '[&_thead_th]:sticky [&_thead_th]:top-0 [&_thead_th]:z-10',
          className,
        )}
        {...rest}
      >
        {children}
      </table>
    </div>
  );
}

export function THead({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('[&_th]:bg-muted', className)} {...rest} />;
}

export function TBody({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('[&_tr:last-child_td]:border-b-0', className)} {...rest} />;
}

export function TFoot({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tfoot className={cn('font-medium [&_td]:border-t [&_td]:border-border-strong [&_td]:bg-muted/60', className)} {...rest} />;
}

export interface TrProps extends HTMLAttributes<HTMLTableRowElement> {
  /** Hover highlight and pointer cursor for clickable rows. */
  interactive?: boolean;
  selected?: boolean;
}

export function Tr({ interactive, selected, className, ...rest }: TrProps) {
  return (
    <tr
      aria-selected={selected || undefined}
      className={cn(
        interactive && 'cursor-pointer hover:[&_td]:bg-muted/70',
        selected && '[&_td]:bg-primary-soft/70',
        className,
      )}
      {...rest}
    />
  );
}

export interface ThProps extends ThHTMLAttributes<HTMLTableCellElement> {
  numeric?: boolean;
}

export function Th({ numeric, className, scope = 'col', ...rest }: ThProps) {
  return (
    <th
      scope={scope}
      className={cn(
        'border-b border-border px-3 text-left align-middle text-xs font-medium uppercase tracking-wide text-fg-subtle whitespace-nowrap first:pl-4 last:pr-4',
        numeric && 'text-right',
        className,
      )}
      {...rest}
    />
  );
}

export interface TdProps extends TdHTMLAttributes<HTMLTableCellElement> {
  numeric?: boolean;
  /** Muted secondary text. */
  muted?: boolean;
}

export function Td({ numeric, muted, className, ...rest }: TdProps) {
  return (
    <td
      className={cn(
        'border-b border-border px-3 py-2 align-middle first:pl-4 last:pr-4',
        numeric && 'text-right tabular whitespace-nowrap',
        muted && 'text-fg-muted',
        className,
      )}
      {...rest}
    />
  );
}

/** A row spanning the table that says there is nothing to show. */
export function TableEmpty({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-sm text-fg-subtle">
        {children}
      </td>
    </tr>
  );
}
