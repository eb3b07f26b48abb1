/**
 * The signed-in shell's keyboard: mod+K toggles the palette anywhere; outside text inputs and
 * while no dialog or menu is open, the chords go to their pages, 'c' runs the screen's create
 * action and Escape the screen's escape action, else returns to the parent list. With single-key
 * shortcuts turned off (singleKeys.ts, WCAG 2.1.4) only mod+K and Escape run.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOrgSlug } from '../shell/org';
import { destinationPath, NAVIGATION_SHORTCUTS, type Destination } from './groups';
import { createChordMatcher, isPaletteKey, isTypingTarget, parentPath, type KeyHandler } from './keys';
import { useRunScreenAction } from './registry';
import { isCharacterKey, singleKeyShortcutsOn } from './singleKeys';

/** An open modal, menu or popover owns the keyboard: its own Escape closes it. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [data-radix-popper-content-wrapper]';

function overlayOpen(): boolean {
  return document.querySelector(OVERLAY) !== null;
}

export function useShortcuts(togglePalette: () => void): void {
  const navigate = useNavigate();
  const org = useOrgSlug();
  const { pathname } = useLocation();
  const runScreenAction = useRunScreenAction();
  // The listener is added once; it reads the latest route and callbacks through this ref.
  const latest = useRef({ navigate, org, pathname, runScreenAction, togglePalette });
  latest.current = { navigate, org, pathname, runScreenAction, togglePalette };

  useEffect(() => {
    const go = (destination: Destination): KeyHandler => (event) => {
      event.preventDefault();
      latest.current.navigate(destinationPath(latest.current.org, destination));
    };
    const bindings: Record<string, KeyHandler> = {
      c: (event) => {
        if (latest.current.runScreenAction('create')) event.preventDefault();
      },
      Escape: () => {
        if (latest.current.runScreenAction('escape')) return;
        const parent = parentPath(latest.current.pathname);
        if (parent) latest.current.navigate(parent);
      },
    };
    for (const [destination, combo] of Object.entries(NAVIGATION_SHORTCUTS)) {
      bindings[combo] = go(destination as Destination);
    }
    const matcher = createChordMatcher(bindings);
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        latest.current.togglePalette();
        return;
      }
      // A key typed into a field is the field's: no look for an overlay over the whole page (a
      // 500-line claim grid) on every keystroke.
      if (event.defaultPrevented || (!isTypingTarget(event.target) && overlayOpen())) return;
      if (isCharacterKey(event.key) && !singleKeyShortcutsOn()) return;
      matcher.press(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
