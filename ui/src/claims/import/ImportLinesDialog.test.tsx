// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { ImportLinesDialog, PREVIEW_ROWS } from './ImportLinesDialog';

const CONTRACT = 'Q29udHJhY3Q6MQ==';
const HAS_PROBLEMS = 'Nothing was imported: fix the rows listed and import the file again';

function rows(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    row: i + 2,
    name: `Line ${i + 1}`,
    group: i === 0 ? ['Stage 1'] : [],
    type: 'BaseContract',
    qtyMilli: 2000,
    unitPrice: 1250,
    totalPrice: 2500,
    reference: '',
  }));
}

function setup() {
  const environment = createMockEnvironment();
  const onImported = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <ImportLinesDialog contractId={CONTRACT} number={3} onImported={onImported} />
    </RelayEnvironmentProvider>,
  );
  fireEvent.click(screen.getByTestId('import-lines'));
  const asked = () => environment.mock.getAllOperations().map((o) => o.request.node.params.name);
  return { environment, onImported, asked };
}

function paste(text: string) {
  fireEvent.paste(screen.getByTestId('import-paste'), { clipboardData: { getData: () => text } });
}

describe('Import lines', () => {
  it('previews a paste at once, then imports every row on confirm', async () => {
    const { environment, onImported, asked } = setup();
    const pasted = 'name\tqty\tunitPrice\n' + 'Line\t2\t12.50\n'.repeat(205);
    paste(pasted);
    expect(asked()).toEqual(['ImportLinesDialogPreviewQuery']);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      contractId: CONTRACT, number: 3, csv: pasted, file: null,
    });
    const confirm = () => screen.getByTestId('import-confirm') as HTMLButtonElement;
    expect(confirm().disabled).toBe(true);
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { claimLinesImportPreview: { lines: rows(205), problems: [], message: null, totalPrice: 512_500 } },
      }),
    );
    expect(screen.getByTestId('import-summary').textContent).toContain('205 lines to add');
    expect(screen.getByTestId('import-total').textContent).toBe('$5,125.00');
    expect(document.querySelectorAll('[data-testid=import-preview-table] tbody tr')).toHaveLength(PREVIEW_ROWS);
    expect(screen.getByText('and 5 more lines')).toBeTruthy();
    expect(screen.getByText('Stage 1 ›', { exact: false })).toBeTruthy();
    expect(confirm().textContent).toBe('Import 205 lines');

    fireEvent.click(confirm());
    expect(asked()).toEqual(['ImportLinesDialogImportMutation']);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { contractId: CONTRACT, number: 3, csv: pasted, file: undefined },
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          claimLinesImport: {
            ledgerRev: '12',
            result: { lines: rows(205), problems: [], message: null, totalPrice: 512_500 },
          },
        },
      }),
    );
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('import-paste')).toBeNull(); // closed
  }, 60_000);

  it('lists every problem by row and column and cannot import; Cancel writes nothing', async () => {
    const { environment, onImported, asked } = setup();
    paste('name,qty\n,1\nBeam,x\n');
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          claimLinesImportPreview: {
            lines: [],
            problems: [
              { row: 2, column: 'name', reason: 'Required' },
              { row: 3, column: 'qty', reason: 'Enter a quantity such as 1,234.5' },
            ],
            message: HAS_PROBLEMS,
            totalPrice: 0,
          },
        },
      }),
    );
    expect(screen.getByText(HAS_PROBLEMS)).toBeTruthy();
    expect(screen.getByTestId('import-problems').textContent).toContain('Row 2, name: Required');
    expect(screen.getByTestId('import-problems').textContent).toContain('Row 3, qty: Enter a quantity such as 1,234.5');
    expect((screen.getByTestId('import-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('import-cancel'));
    expect(asked()).toEqual([]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('an edited paste must be previewed again before it can be imported', async () => {
    const { environment } = setup();
    paste('name\nA\n');
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { claimLinesImportPreview: { lines: rows(1), problems: [], message: null, totalPrice: 2500 } },
      }),
    );
    expect((screen.getByTestId('import-confirm') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(screen.getByTestId('import-paste'), { target: { value: 'name\nA\nB\n' } });
    expect((screen.getByTestId('import-confirm') as HTMLButtonElement).disabled).toBe(true);
  });
});
