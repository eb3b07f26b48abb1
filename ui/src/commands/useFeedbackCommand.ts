/**
 * How the feedback dialog joins the palette's Help group (spec 1 §2 'send feedback'): the
 * component that owns the dialog calls `useFeedbackCommand(() => setOpen(true))` while mounted.
 */
import { useMemo, useRef } from 'react';
import { HELP_GROUP } from './groups';
import { useRegisterCommands } from './registry';

export const SEND_FEEDBACK = 'Send feedback';

export function useFeedbackCommand(open: (() => void) | null): void {
  const latest = useRef(open);
  latest.current = open;
  const offered = open !== null;
  const group = useMemo(
    () => (offered ? { key: HELP_GROUP, title: 'Help', commands: [{ id: 'feedback', label: SEND_FEEDBACK, run: () => latest.current?.() }] } : null),
    [offered],
  );
  useRegisterCommands(group);
}
