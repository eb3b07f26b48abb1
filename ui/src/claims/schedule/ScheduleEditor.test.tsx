// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../ui/confirm';
import { EMPTY_EDITOR, EMPTY_READER, ScheduleEditor } from './ScheduleEditor';
import type { SovLine } from './sov';

const LOCKED = 'Claim 1 has an amount on this line, so its quantity, rate and value are fixed and it cannot be deleted';
const line = (itemId: string, extra: Partial<SovLine> = {}): SovLine => ({
  itemId, type: 'BaseContract', name: `Line ${itemId}`, group: [], unit: '', isLumpSum: true, qtyMilli: null,
  unitPrice: 100_000, totalPrice: 100_000, lockedReason: null, viewerCanEditPrices: true, ...extra,
});

function type(label: string, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

// Rendering takes seconds on a busy 2-core machine: room beyond vitest's 5 s default.
describe('the schedule of values on the Contract tab', { timeout: 30_000 }, () => {
  it('adds a quantity line, showing its sum as it is typed, and sends it', async () => {
    const onChange = vi.fn().mockResolvedValue(undefined);
    render(<ScheduleEditor lines={[]} canEdit onChange={onChange} />);
    expect(screen.getByText(EMPTY_EDITOR)).toBeTruthy();
    const add = screen.getByTestId('sov-add');
    type('Description', 'Civil >> Kerb and channel', add);
    type('Quantity', '420', add);
    type('Unit', 'm', add);
    type('Rate', '62.50', add);
    expect(screen.getByTestId('sov-sum').textContent).toBe('420 m @ 62.50 = 26,250.00');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add line' })));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0]).toEqual({
      create: [expect.objectContaining({ name: 'Kerb and channel', group: ['Civil'], qtyMilli: 420_000, unitPrice: 6_250, isLumpSum: false, unit: 'm' })],
    });
    // The form is empty again for the next line.
    expect((within(screen.getByTestId('sov-add')).getByLabelText('Description') as HTMLInputElement).value).toBe('');
  });

  it('says what is missing instead of sending, and shows the server’s refusal on the line', async () => {
    const onChange = vi.fn().mockRejectedValue(new Error('A line with itemId x already exists'));
    render(<ScheduleEditor lines={[]} canEdit onChange={onChange} />);
    const add = screen.getByTestId('sov-add');
    fireEvent.keyDown(within(add).getByLabelText('Description'), { key: 'Enter' });
    expect(within(add).getAllByText('Required')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
    type('Description', 'Prelims', add);
    type('Contract value', '15000', add);
    await act(async () => fireEvent.keyDown(within(add).getByLabelText('Description'), { key: 'Enter' }));
    expect(screen.getByRole('alert').textContent).toBe('A line with itemId x already exists');
  });

  it('a claimed line says why it is locked: no Delete, and its prices cannot be edited', async () => {
    const onChange = vi.fn().mockResolvedValue(undefined);
    render(<ScheduleEditor lines={[line('a', { lockedReason: LOCKED, viewerCanEditPrices: false }), line('b')]} canEdit onChange={onChange} />);
    expect(screen.getByTestId('sov-locked').textContent).toBe(LOCKED);
    expect((screen.getByRole('button', { name: LOCKED }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Line a' }));
    const edit = screen.getByTestId('sov-edit');
    expect((within(edit).getByLabelText('Contract value') as HTMLInputElement).disabled).toBe(true);
    type('Description', 'Renamed', edit);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save line' })));
    expect(onChange).toHaveBeenCalledWith({ update: [{ itemId: 'a', name: 'Renamed', group: [], type: 'BaseContract', unit: '' }] });
  });

  it('reorders with the arrows and deletes after asking', async () => {
    const onChange = vi.fn().mockResolvedValue(undefined);
    render(
      <>
        <ScheduleEditor lines={[line('a'), line('b')]} canEdit onChange={onChange} />
        <ConfirmHost />
      </>,
    );
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: 'Move down' })[0]));
    expect(onChange).toHaveBeenLastCalledWith({ order: ['b', 'a'] });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete Line b' })));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 10_000 }); // the dialog loads on demand
    expect(dialog.textContent).toContain('“Line b” leaves the schedule.');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(onChange).toHaveBeenLastCalledWith({ deleteIds: ['b'] });
  });

  it('the customer reads it: no form, no actions', () => {
    render(<ScheduleEditor lines={[]} canEdit={false} onChange={vi.fn()} />);
    expect(screen.getByText(EMPTY_READER)).toBeTruthy();
    expect(screen.queryByTestId('sov-add')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
