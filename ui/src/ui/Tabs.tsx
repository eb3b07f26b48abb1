import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { NavLink } from 'react-router';
import { cn } from '../lib/cn';

const LIST = 'flex items-center gap-1 overflow-x-auto overflow-y-hidden border-b border-border';
const TRIGGER =
  'relative inline-flex h-10 shrink-0 items-center gap-2 rounded-t-md px-3 text-sm font-medium text-fg-muted ' +
  'transition-colors hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring ' +
  'after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full after:bg-transparent ' +
  'disabled:pointer-events-none disabled:opacity-50';
const ACTIVE_STATE = 'data-[state=active]:text-fg data-[state=active]:after:bg-primary';
const ACTIVE_ROUTE = 'aria-[current=page]:text-fg aria-[current=page]:after:bg-primary';

function Count({ value }: { value: ReactNode }) {
  return (
    <span className="min-w-5 rounded-full bg-muted px-1.5 py-px text-center text-xs font-medium tabular text-fg-muted">
      {value}
    </span>
  );
}

/** Tabs whose state lives in the component (Radix): arrow keys move between tabs. */
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...rest }: ComponentPropsWithoutRef<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn(LIST, className)} {...rest} />;
}

export interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {
  /** A count pill after the label (e.g. Comments 3). */
  count?: ReactNode;
}

export function TabsTrigger({ className, count, children, ...rest }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger className={cn(TRIGGER, ACTIVE_STATE, className)} {...rest}>
      {children}
      {count !== undefined ? <Count value={count} /> : null}
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({ className, ...rest }: ComponentPropsWithoutRef<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-4 focus-visible:outline-none', className)} {...rest} />;
}

export interface NavTabItem {
  to: string;
  label: ReactNode;
  count?: ReactNode;
  /** Match the path exactly (for an index tab). */
  end?: boolean;
}

/** Tabs that are links: the URL picks the tab (Inbox / Sent / Projects, contract tabs ...). */
export function NavTabs({ items, className, 'aria-label': ariaLabel }: { items: NavTabItem[]; className?: string; 'aria-label'?: string }) {
  return (
    <nav aria-label={ariaLabel} className={cn(LIST, className)}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className={cn(TRIGGER, ACTIVE_ROUTE)}>
          {item.label}
          {item.count !== undefined ? <Count value={item.count} /> : null}
        </NavLink>
      ))}
    </nav>
  );
}
