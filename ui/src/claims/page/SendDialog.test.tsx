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
});
