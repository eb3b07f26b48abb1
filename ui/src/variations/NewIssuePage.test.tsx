// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../ui/Toaster';
import { NewIssuePage } from './NewIssuePage';

const CONTRACT = 'Q29udHJhY3Q6MQ==';

class FakeXhr {
  static sent: Array<{ url: string; body: unknown }> = [];
  status = 0;
  statusText = '';
  responseText = '';
  upload = { onprogress: null as null | ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = true;
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    FakeXhr.sent.push({ url: this.url, body });
    this.status = 200;
    this.onload?.();
  }
}

async function renderPage() {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/acme/issues/new?c=acme/tower']}>
        <Routes>
          <Route path="/:org/issues/new" element={<NewIssuePage />} />
          <Route path="/:org/issues/:issue" element={<p>issue page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </RelayEnvironmentProvider>,
  );
  await act(async () => {
    environment.mock.resolveMostRecentOperation({
      data: {
        projects: {
          contracts: {
            edges: [
              {
                node: {
                  id: CONTRACT,
                  slug: 'tower',
                  siteName: 'Tower A',
                  viewerIsSupplier: false,
                  viewerPermissions: ['CustomerDraft'],
                  owner: { slug: 'acme' },
                  supplier: { name: 'Sub A', entityName: 'Sub A Limited' },
                },
              },
            ],
          },
        },
      },
    });
  });
  await screen.findByRole('button', { name: /^Attach files/ }, { timeout: 5_000 });
  return environment;
}

async function answerUpload(environment: ReturnType<typeof createMockEnvironment>, uploadId: string) {
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0), { timeout: 5_000 });
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.operation.name).toBe('uploadCreateAttachmentMutation');
  act(() => {
    environment.mock.resolve(operation, {
      data: { uploadCreate: { uploadId, putUrl: `http://localhost/files/put/${uploadId}`, contentType: 'application/pdf' } },
    });
  });
}

describe('the new issue screen’s files', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uploads dropped files as attachments, lists them, and sends them with issueCreate', async () => {
    const environment = await renderPage();
    const zone = screen.getByRole('button', { name: /^Attach files/ });
    expect(zone.textContent).toContain('Drop files here');
    const drawing = new File(['%PDF-1.4'], 'Stair drawing.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [drawing] } });
    await answerUpload(environment, 'u-1');
    await screen.findByRole('button', { name: 'Remove Stair drawing.pdf' }, { timeout: 5_000 });
    expect(FakeXhr.sent).toEqual([{ url: 'http://localhost/files/put/u-1', body: drawing }]);

    // A second file, then the first removed before sending.
    const photo = new File(['%PDF-1.4'], 'Photo.pdf', { type: 'application/pdf' });
    fireEvent.drop(zone, { dataTransfer: { files: [photo] } });
    await answerUpload(environment, 'u-2');
    await screen.findByRole('button', { name: 'Remove Photo.pdf' }, { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Stair drawing.pdf' }));
    expect(screen.queryByText('Stair drawing.pdf')).toBeNull();

    fireEvent.change(screen.getByTestId('issue-title'), { target: { value: 'Move the stair' } });
    fireEvent.click(screen.getByTestId('submit-issue'));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('variationMutationsIssueCreateMutation'),
    );
    const input = environment.mock.getMostRecentOperation().request.variables.input;
    expect(input.files).toEqual([{ id: 'u-2', filename: 'Photo.pdf' }]);
    expect(input.contractIds).toEqual([CONTRACT]);
  }, 30_000);

  it('refuses a file type before uploading it, naming it', async () => {
    const environment = await renderPage();
    const zone = screen.getByRole('button', { name: /^Attach files/ });
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] } });
    await screen.findByText(/Failed to upload setup\.exe: not accepted/);
    expect(environment.mock.getAllOperations()).toEqual([]);
    expect(FakeXhr.sent).toEqual([]);
  }, 30_000);

  it('opens the file picker from the keyboard', async () => {
    await renderPage();
    const zone = screen.getByRole('button', { name: /^Attach files/ });
    const input = screen.getByLabelText('Attach files', { selector: 'input[type=file]' }) as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    zone.focus();
    expect(document.activeElement).toBe(zone);
    fireEvent.keyDown(zone, { key: 'Enter' });
    fireEvent.keyDown(zone, { key: ' ' });
    expect(click).toHaveBeenCalledTimes(2);
    expect(input.multiple).toBe(true);
  }, 30_000);
});

describe('a supplier’s request for a variation to its customer (issue 36)', () => {
  it('lists its customers’ contracts by the customer, has no deadline, and sends none', async () => {
    const environment = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/acme/issues/new?to=customer&c=head/tower']}>
          <Routes>
            <Route path="/:org/issues/new" element={<NewIssuePage />} />
            <Route path="/:org/issues/:issue" element={<p>issue page</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </RelayEnvironmentProvider>,
    );
    const node = (id: string, slug: string, viewerIsSupplier: boolean, permissions: string[]) => ({
      node: {
        id,
        slug,
        siteName: slug === 'tower' ? 'Tower A' : 'Fit-out',
        viewerIsSupplier,
        viewerPermissions: permissions,
        owner: { slug: 'head' },
        supplier: { name: 'Acme', entityName: 'Acme Limited' },
        customer: { name: 'Head Co', entityName: 'Head Co Limited' },
      },
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          projects: {
            contracts: {
              edges: [
                node(CONTRACT, 'tower', true, ['SupplierDraft']),
                node('Q29udHJhY3Q6Mg==', 'fitout', false, ['CustomerDraft']),
              ],
            },
          },
        },
      });
    });
    await screen.findByRole('heading', { name: 'Request a variation' }, { timeout: 5_000 });
    // Preselected, and named by the customer; the subcontract (the other side) is not offered.
    expect(screen.getAllByTestId('contract-chip').map((c) => c.textContent)).toEqual(['Tower A / Head Co']);
    expect(screen.queryByTestId('issue-due')).toBeNull();
    expect(screen.getByText('Each customer is emailed about your request.')).toBeTruthy();
    // Both sides exist: the choice between them is offered, this one current.
    const group = screen.getByRole('group', { name: 'Who the request is to' });
    expect(group.querySelector('[aria-current="true"]')?.textContent).toBe('Request a variation from your customer');
    fireEvent.change(screen.getByTestId('issue-title'), { target: { value: 'Extra fire stopping' } });
    fireEvent.click(screen.getByTestId('submit-issue'));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('variationMutationsIssueCreateMutation'),
    );
    const input = environment.mock.getMostRecentOperation().request.variables.input;
    expect(input.contractIds).toEqual([CONTRACT]);
    expect(input.dueAt).toBeNull();
  }, 30_000);
});
