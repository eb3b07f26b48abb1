// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_NOTE, ScheduleDetails } from './ScheduleDetails';
import type { ScheduleDraft } from './draft';

const draft = { dueDate: '2026-12-20', isTaxInvoice: false, reference: '', adjustExcl: 0, adjustTax: 0, notes: [] } as unknown as ScheduleDraft;

describe('a reason for paying less', () => {
  it('stops at the server\'s 2,000 characters and says so beside the field', () => {
    render(<ScheduleDetails draft={draft} onChange={() => {}} />);
    const input = screen.getByLabelText('New reason') as HTMLInputElement;
    expect(input.maxLength).toBe(MAX_NOTE);
    expect(screen.queryByText('A reason is at most 2,000 characters')).toBeNull();
    fireEvent.change(input, { target: { value: 'x'.repeat(MAX_NOTE) } });
    expect(screen.getByText('A reason is at most 2,000 characters')).toBeTruthy();
  });
});
