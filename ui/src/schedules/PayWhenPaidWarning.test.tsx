// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DraftLine, ScheduleDraft } from './draft';
import { lineWarning, noteWarning, type ServerWarning } from './PayWhenPaidWarning';
import { ScheduleDetails } from './ScheduleDetails';
import { ScheduleLines } from './ScheduleLines';

const S13 = 'This reason makes payment depend on another contract. Under CCA s 13 that has no effect and cannot justify paying less.';
const warnings: ServerWarning[] = [
  { itemId: 'b', note: null, words: 'Not yet paid by the client', message: S13 },
  { itemId: null, note: 1, words: 'when we are paid', message: S13 },
];
const framing: DraftLine = { itemId: 'b', name: 'Framing', claimed: 500000, scheduled: 250000, reason: 'Not yet paid by the client', removable: false, removed: false };
const roofing: DraftLine = { itemId: 'c', name: 'Roofing', claimed: 250000, scheduled: 200000, reason: 'Gutters not installed', removable: false, removed: false };

describe('the s 13 warning: the server’s, while the reason still says it', () => {
  it('holds for the line and the note the server named', () => {
    expect(lineWarning(warnings, 'b', 'Not yet paid by the client')).toBe(S13);
    expect(lineWarning(warnings, 'b', 'not yet paid by the CLIENT, as agreed')).toBe(S13);
    expect(noteWarning(warnings, 1, 'We pay when we are paid')).toBe(S13);
  });

  it('goes at once when the words are edited away, and never lands on another line or note', () => {
    expect(lineWarning(warnings, 'b', 'Defective work')).toBeNull();
    expect(lineWarning(warnings, 'c', 'Not yet paid by the client')).toBeNull(); // the next save answers for c
    expect(noteWarning(warnings, 0, 'when we are paid')).toBeNull();
    expect(noteWarning(warnings, 1, 'Roofing incomplete')).toBeNull();
  });

  it('shows beside the reason in the lines, as a note, and nowhere else', () => {
    render(
      <ScheduleLines
        lines={[framing, roofing]}
        claimedRetention={0}
        retention={0}
        editable
        onChange={vi.fn()}
        warningFor={(line) => lineWarning(warnings, line.itemId, line.reason)}
      />,
    );
    const [first, second] = screen.getAllByTestId('schedule-line');
    const warning = within(first!).getByTestId('pay-when-paid-warning');
    expect(warning.textContent).toBe(S13);
    expect(warning.getAttribute('role')).toBe('note');
    expect(within(second!).queryByTestId('pay-when-paid-warning')).toBeNull();
  });

  it('shows beside the note that says it', () => {
    const draft: ScheduleDraft = {
      dueDate: '2026-05-20', isTaxInvoice: false, reference: '', adjustExcl: 0, adjustTax: 0, lines: [],
      notes: ['Roofing incomplete', 'The balance when we are paid'],
    };
    render(<ScheduleDetails draft={draft} onChange={vi.fn()} warningFor={(i, text) => noteWarning(warnings, i, text)} />);
    const notes = within(screen.getByTestId('schedule-notes')).getAllByRole('listitem');
    expect(within(notes[0]!).queryByTestId('pay-when-paid-warning')).toBeNull();
    expect(within(notes[1]!).getByTestId('pay-when-paid-warning').textContent).toBe(S13);
  });
});
