/**
 * Focus goes back where it came from when a dialog closes (WCAG 2.2 SC 2.4.3, focus order).
 *
 * Radix's modal dialog returns focus to its own Trigger only; a dialog opened by state (a pencil,
 * a menu item, a shortcut: most of ours) has none, so Radix dropped focus on the page body, and a
 * second Escape then reached the app-wide shortcut and left the screen. `useReturnFocus(open)`
 * remembers the element that had focus when `open` became true and hands back the handler for the
 * dialog's `onCloseAutoFocus`, which puts focus there again.
 */
import { useRef } from 'react';

/**
 * The element focus should return to, read as a dialog opens: the focused element, or, when that
 * is an item of an open menu (which closes and goes as the dialog opens), the button that opened
 * the menu. Null when nothing but the page has focus.
 */
export function focusOrigin(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role=menu]');
  const menuTriggerId = menu?.getAttribute('aria-labelledby');
  const menuTrigger = menuTriggerId ? document.getElementById(menuTriggerId) : null;
  return menuTrigger ?? active;
}

/**
 * Put focus back on `origin` (when still on the page): `onCloseAutoFocus` of a dialog. Radix's
 * own return (to a Trigger, or nowhere) is prevented only when there is somewhere to go.
 */
export function returnFocus(event: Event, origin: HTMLElement | null): void {
  if (!origin || !origin.isConnected) return;
  event.preventDefault();
  origin.focus({ preventScroll: true });
}

/** The `onCloseAutoFocus` handler of a dialog open while `open` is true (see the module comment). */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const origin = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read while rendering the opening: the dialog's focus trap moves focus in its effects, after.
  if (open && !wasOpen.current) origin.current = focusOrigin();
  wasOpen.current = open;
  return (event: Event) => returnFocus(event, origin.current);
}
