/** A shortcut beside a palette command: 'g i' shows as G then I. */
import { Kbd } from '../ui/Kbd';

const NAMES: Record<string, string> = { Escape: 'Esc' };

export function shortcutKeys(keys: string): string[] {
  return keys.split(' ').map((key) => NAMES[key] ?? key.toUpperCase());
}

export function Shortcut({ keys }: { keys: string }) {
  const parts = shortcutKeys(keys);
  return (
    <span className="ml-auto flex shrink-0 items-center gap-1" aria-label={`Shortcut ${parts.join(' then ')}`}>
      {parts.map((key, i) => (
        <Kbd key={i} aria-hidden>
          {key}
        </Kbd>
      ))}
    </span>
  );
}
