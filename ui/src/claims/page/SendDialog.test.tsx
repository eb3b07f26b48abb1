// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SendDialog } from './SendDialog';

describe('the claim send dialog (spec 1 §8: a failed send is an error toast)', () => {
  it('goes back to idle (the confirmation) and shows no error of its own when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('Please fix the errors before submitting: Due Date is required'));
    render(
      <SendDialog
        open
        onOpenChange={() => undefined}
        title="Claim 1"
        customerName="Client Co"
        recipients={[]}
        amount={115000}
        date="2027-03-01"
        dueDate="2027-03-20"
        problems={[]}
        onSend={onSend}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ date: '2027-03-01', dueDate: '2027-03-20' }));
    await waitFor(() => expect(screen.getByTestId('send-dialog').dataset.step).toBe('confirm'));
    expect(screen.queryByText(/Please fix the errors/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the lines past 100 % of their value before the user confirms, and sends all the same', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(
      <SendDialog
        open
        onOpenChange={() => undefined}
        title="Claim 1"
        customerName="Client Co"
        recipients={[]}
        amount={115000}
        date="2027-03-01"
        dueDate="2027-03-20"
        problems={[]}
        pastValue={[
          { itemId: 'a', name: 'Foundations', basisPoints: 100_002_000 },
          { itemId: 'b', name: 'Framing', basisPoints: 10_001 },
        ]}
        onSend={onSend}
      />,
    );
    const listed = screen.getByTestId('past-value-lines');
    expect([...listed.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Claim line Foundations is at 1,000,020\u00a0% of its value',
      'Claim line Framing is at 100.01\u00a0% of its value',
    ]);
    // A warning, not a refusal: nothing 'Before it can be sent', and Send claim works.
    expect(screen.queryByTestId('submit-problems')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send claim' }));
    await waitFor(() => expect(screen.getByTestId('send-dialog').dataset.step).toBe('sent'));
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('lists nothing when every line is within its value', () => {
    render(
      <SendDialog
        open
        onOpenChange={() => undefined}
        title="Claim 1"
        customerName="Client Co"
        recipients={[]}
        amount={115000}
        date="2027-03-01"
        dueDate="2027-03-20"
        problems={[]}
        pastValue={[]}
        onSend={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('past-value-lines')).toBeNull();
  });
});
