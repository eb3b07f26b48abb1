// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PERIOD_REQUIRED, PeriodDialog } from './ClaimDialogs';

describe('the period dialog', () => {
  it('says a missing period once, beside its field, and saves nothing', async () => {
    const patch = vi.fn();
    render(<PeriodDialog open onOpenChange={() => {}} patch={patch} periodFrom={null} periodTo={null} />);
    await act(async () => {
      fireEvent.submit(screen.getByTestId('period-dialog'));
    });
    expect(screen.getAllByText(PERIOD_REQUIRED)).toHaveLength(1);
    expect(patch).not.toHaveBeenCalled();
  });
});
