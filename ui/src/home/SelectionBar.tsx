/** The bar over a claim list while rows are selected: how many, their actions, and clear. */
import { X } from 'lucide-react';
import type { Command } from '../commands/registry';
import { Button, IconButton } from '../ui/Button';

export function SelectionBar({ count, commands, onClear }: { count: number; commands: Command[]; onClear: () => void }) {
  return (
    <div
      role="toolbar"
      aria-label="Selected claims"
      data-testid="selection-bar"
      className="mb-2 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-muted px-3 py-1.5 text-sm"
    >
      <span className="mr-1 font-medium text-fg" aria-live="polite">
        {count} selected
      </span>
      {commands.map((c) => (
        <Button key={c.id} size="sm" variant="secondary" disabled={c.disabled} onClick={c.run} data-testid={c.id}>
          {c.label}
        </Button>
      ))}
      <IconButton className="ml-auto" size="sm" variant="ghost" icon={<X />} label="Clear selection" onClick={onClear} />
    </div>
  );
}
