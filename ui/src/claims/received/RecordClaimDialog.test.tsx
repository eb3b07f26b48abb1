// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordClaimDialog } from './RecordClaimDialog';
import { fileRequired } from './receivedText';

afterEach(() => vi.unstubAllGlobals());

function shown() {
  const environment = createMockEnvironment();
  const onRecorded = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RecordClaimDialog contractId="Contract:1" open onOpenChange={() => undefined} onRecorded={onRecorded} />
    </RelayEnvironmentProvider>,
  );
  return { environment, onRecorded };
}

function fieldError(name: string): string | null {
  const control = document.querySelector(`[name=${name}]`);
  const id = control?.getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('Record a claim received', () => {
  it('asks for the PDF beside its field before anything is sent', async () => {
    const { environment } = shown();
    fireEvent.click(screen.getByRole('button', { name: 'Record claim' }));
    await waitFor(() => expect(screen.getByText(fileRequired('payment claim'))).toBeTruthy());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("uploads the PDF, records the claim, and shows the server's refusal beside its field", async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    const { environment, onRecorded } = shown();
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const file = new File(['%PDF-1.4'], 'Claim 7.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    const upload = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(upload.request.variables).toEqual({ contentType: 'application/pdf' });
    await act(async () =>
      environment.mock.resolve(upload, {
        data: { uploadCreate: { uploadId: 'u-1', putUrl: '/files/put/t', contentType: 'application/pdf' } },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('received-pdf-name').textContent).toContain('Claim 7.pdf'));
    fireEvent.change(document.querySelector('[name=claimed]')!, { target: { value: '11,500.00' } });
    fireEvent.change(document.querySelector('[name=dueDate]')!, { target: { value: '2030-01-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record claim' }));
    const record = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.operation.name).toBe('receivedMutationsClaimMutation');
      return operation;
    });
    expect(record.request.variables.input).toMatchObject({
      contractId: 'Contract:1',
      file: { id: 'u-1', filename: 'Claim 7.pdf' },
      manner: 'email',
      claimed: 1_150_000,
      dueDate: '2030-01-20',
    });
    await act(async () =>
      environment.mock.resolve(record, {
        data: { receivedClaimRecord: null },
        errors: [{ message: 'The date of service cannot be in the future', extensions: { field: 'servedOn' } }],
      } as never),
    );
    await waitFor(() => expect(fieldError('servedOn')).toBe('The date of service cannot be in the future'));
    expect(onRecorded).not.toHaveBeenCalled();
  });
});
