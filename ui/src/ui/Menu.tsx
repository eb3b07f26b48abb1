import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';
import { Kbd } from './Kbd';

/** A dropdown menu (Radix): the user menu, row actions. Arrow keys, typeahead, Escape. */
export const Menu = MenuPrimitive.Root;
/** Wraps one button: <MenuTrigger asChild><Button .../></MenuTrigger>. */
export const MenuTrigger = MenuPrimitive.Trigger;
export const MenuGroup = MenuPrimitive.Group;
export const MenuRadioGroup = MenuPrimitive.RadioGroup;

export function MenuContent({
  className,
  align = 'end',
  sideOffset = 6,
  ...rest
}: ComponentPropsWithoutRef<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={cn(
          'z-50 min-w-[12rem] overflow-hidden rounded-lg border border-border bg-surface p-1 text-sm text-fg shadow-lg animate-slide-up',
          className,
        )}
        {...rest}
      />
    </MenuPrimitive.Portal>
  );
}

const ITEM =
  'relative flex cursor-default select-none items-center gap-2.5 rounded-md px-2.5 py-1.5 outline-none ' +
  'data-[highlighted]:bg-hover data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:text-fg-subtle';

export interface MenuItemProps extends ComponentPropsWithoutRef<typeof MenuPrimitive.Item> {
  icon?: ReactNode;
  /** A keyboard shortcut shown on the right, e.g. 'G S'. */
  shortcut?: string;
  danger?: boolean;
}

export function MenuItem({ icon, shortcut, danger, className, children, ...rest }: MenuItemProps) {
  return (
    <MenuPrimitive.Item className={cn(ITEM, danger && 'text-danger-soft-fg [&_svg]:!text-danger', className)} {...rest}>
      {icon}
      <span className="flex-1 truncate">{children}</span>
      {shortcut ? <Kbd>{shortcut}</Kbd> : null}
    </MenuPrimitive.Item>
  );
}

export interface MenuRadioItemProps extends ComponentPropsWithoutRef<typeof MenuPrimitive.RadioItem> {
  icon?: ReactNode;
}

/** An item of a MenuRadioGroup: a tick marks the chosen one (theme, current workspace). */
export function MenuRadioItem({ icon, className, children, ...rest }: MenuRadioItemProps) {
  return (
    <MenuPrimitive.RadioItem className={cn(ITEM, 'pr-8', className)} {...rest}>
      {icon}
      <span className="flex-1 truncate">{children}</span>
      <MenuPrimitive.ItemIndicator className="absolute right-2.5 inline-flex">
        <Check aria-hidden className="!text-primary" />
      </MenuPrimitive.ItemIndicator>
    </MenuPrimitive.RadioItem>
  );
}

export interface MenuCheckboxItemProps extends ComponentPropsWithoutRef<typeof MenuPrimitive.CheckboxItem> {
  icon?: ReactNode;
}

/** An item that is on or off (a preference): a tick shows it on; read out as a checked item. */
export function MenuCheckboxItem({ icon, className, children, ...rest }: MenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem className={cn(ITEM, 'pr-8', className)} {...rest}>
      {icon}
      <span className="flex-1 truncate">{children}</span>
      <MenuPrimitive.ItemIndicator className="absolute right-2.5 inline-flex">
        <Check aria-hidden className="!text-primary" />
      </MenuPrimitive.ItemIndicator>
    </MenuPrimitive.CheckboxItem>
  );
}

export function MenuLabel({ className, ...rest }: ComponentPropsWithoutRef<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-2.5 pb-1 pt-2 text-xs font-medium text-fg-subtle', className)} {...rest} />;
}

export function MenuSeparator({ className, ...rest }: ComponentPropsWithoutRef<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...rest} />;
}
