// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { applyStaged, EMPTY, stageChange, type LineChange } from '../ledger/edits';
import type { Line } from '../lines';
import { testLine } from '../testLine';
import { LineGrid } from './LineGrid';
import { testGridProps } from './testGrid';

/** The grid with its edits applied as the page applies them (staged, then shown). */
function EditedGrid({ initial, editable = true }: { initial: Line[]; editable?: boolean }) {
  const [lines, setLines] = useState(initial);
  const onChange = (line: Line, change: LineChange) => setLines((all) => applyStaged(all, stageChange(EMPTY, line, change)));
  return <LineGrid {...testGridProps(lines, { onChange, editable })} />;
}

// A line worth $10,000.00.
const foundations = testLine('f', { name: 'Foundations', totalPrice: 1_000_000, unitPrice: 1_000_000 });
const rowOf = (name: string) => screen.getByLabelText(`Description of ${name}`).closest('tr')!;
const warningOf = (name: string) => within(rowOf(name)).getByTestId('line-past-value');

function typeAmount(name: string, text: string) {
  const cell = screen.getByLabelText(`This claim of ${name}`) as HTMLInputElement;
  act(() => cell.focus());
  fireEvent.change(cell, { target: { value: text } });
  act(() => cell.blur());
}

describe('a claim line taken past 100 % of its value by its amount', () => {
  it('says so on the line, read out as it comes, at 100.01 % and not at 100 %; it is not refused', () => {
    render(<EditedGrid initial={[foundations, testLine('r', { name: 'Roof', position: 2000 })]} />);
    const warning = warningOf('Foundations');
    // The live region is there before the warning, so that the warning is announced.
    expect(warning.getAttribute('role')).toBe('status');
    expect(warning.textContent).toBe('');

    typeAmount('Foundations', '10,000');
    expect(warningOf('Foundations').textContent).toBe('');

    typeAmount('Foundations', '10,001');
    expect(warningOf('Foundations').textContent).toBe('This takes the line to 100.01\u00a0% of its value');
    expect((screen.getByLabelText('This claim of Foundations') as HTMLInputElement).value).toBe('10,001.00');
    expect(screen.getByLabelText('This claim of Foundations').getAttribute('aria-invalid')).toBeNull();

    typeAmount('Foundations', '100,002,000');
    expect(warningOf('Foundations').textContent).toBe('This takes the line to 1,000,020\u00a0% of its value');
    // The other line says nothing.
    expect(warningOf('Roof').textContent).toBe('');

    typeAmount('Foundations', '5,000');
    expect(warningOf('Foundations').textContent).toBe('');
  });

  it("is said on a variation's line too, whose description is not an input", () => {
    const variation = testLine('v', {
      type: 'Variation',
      name: 'Extra bracing',
      totalPrice: 50_000,
      unitPrice: 50_000,
      amount: 60_000,
      variation: { issueNumber: 3, contractId: 'Q29udHJhY3Q6MQ==', isApproved: true, label: 'Approved' },
    });
    render(
      <MemoryRouter initialEntries={['/acme/projects']}>
        <Routes>
          <Route path="/:org/*" element={<LineGrid {...testGridProps([variation], { sectionKey: 'Variations', title: 'Variations' })} />} />
        </Routes>
      </MemoryRouter>,
    );
    const row = screen.getAllByTestId('claim-line')[0]!;
    expect(within(row).getByTestId('line-past-value').textContent).toBe('This takes the line to 120\u00a0% of its value');
  });

  it('is not said on a claim that is not being edited', () => {
    render(<LineGrid {...testGridProps([{ ...foundations, amount: 2_000_000 }], { editable: false })} />);
    expect(screen.queryByTestId('line-past-value')).toBeNull();
  });
});
