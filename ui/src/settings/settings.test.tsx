// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropzone } from '../ui/Dropzone';
import { ContactDialog, type ContactValues } from './ContactDialog';
import { GstNumberField, initialGst, type GstNumberState } from './GstNumberField';
import { logoContentType, uploadFile } from './upload';

function Gst({ allowNotRegistered = false, required = false, saved = null as string | null, hasSaved = false }) {
  const [state, setState] = useState<GstNumberState>(() => initialGst(saved, { hasSaved }));
  return <GstNumberField state={state} onChange={setState} allowNotRegistered={allowNotRegistered} required={required} />;
}

describe('GST Number field', () => {
  it('checks on each change and normalises on blur', () => {
    render(<Gst />);
    const input = screen.getByRole('textbox', { name: 'GST Number' }) as HTMLInputElement;
    expect(input.placeholder).toBe('000-000-000');
    for (const [typed, message] of [
      ['12a', 'GST number must only contain digits'],
      ['1234567', 'GST number must be 8 or 9 digits'],
      ['123456789', 'That GST number does not exist'],
    ]) {
      fireEvent.change(input, { target: { value: typed } });
      expect(screen.getByText(message)).toBeTruthy();
    }
    fireEvent.change(input, { target: { value: '49 091 850' } });
    expect(document.querySelector('[data-field-error]')).toBeNull();
    expect(input.value).toBe('49 091 850');
    fireEvent.blur(input);
    expect(input.value).toBe('049-091-850');
  });

  it("'Not registered' empties and disables it, with placeholder 'Not required'", () => {
    render(<Gst allowNotRegistered saved="049091850" hasSaved />);
    const input = screen.getByRole('textbox', { name: 'GST Number' }) as HTMLInputElement;
    expect(input.value).toBe('049-091-850');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Not registered' }));
    expect(input.value).toBe('');
    expect(input.disabled).toBe(true);
    expect(input.placeholder).toBe('Not required');
  });

  it('starts as not registered when saved details have no number', () => {
    render(<Gst allowNotRegistered saved={null} hasSaved />);
    expect((screen.getByRole('checkbox', { name: 'Not registered' }) as HTMLElement).getAttribute('data-state')).toBe('checked');
  });
});

describe('Dropzone', () => {
  it('takes only the first dropped file', () => {
    const onFiles = vi.fn();
    render(<Dropzone onFiles={onFiles} aria-label="Upload a logo" />);
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    fireEvent.drop(screen.getByRole('button', { name: 'Upload a logo' }), { dataTransfer: { files: [a, b] } });
    expect(onFiles).toHaveBeenCalledWith([a]);
  });

  it('ignores drops while disabled', () => {
    const onFiles = vi.fn();
    render(<Dropzone onFiles={onFiles} disabled aria-label="Upload a logo" />);
    fireEvent.drop(screen.getByRole('button', { name: 'Upload a logo' }), {
      dataTransfer: { files: [new File(['a'], 'a.png', { type: 'image/png' })] },
    });
    expect(onFiles).not.toHaveBeenCalled();
  });
});

describe('uploads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows the logo types by content type or extension', () => {
    expect(logoContentType({ name: 'x.PNG', type: 'image/png' })).toBe('image/png');
    expect(logoContentType({ name: 'logo.jpg', type: '' })).toBe('image/jpeg');
    expect(logoContentType({ name: 'logo.svg', type: 'image/svg+xml' })).toBe('image/svg+xml');
    expect(logoContentType({ name: 'notes.txt', type: 'text/plain' })).toBeNull();
    expect(logoContentType({ name: 'logo.webp', type: 'image/webp' })).toBeNull();
  });

  async function upload(status: number, body: unknown = null) {
    const environment = createMockEnvironment();
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(body ? JSON.stringify(body) : null, { status, statusText: status === 200 ? 'OK' : 'Payload Too Large' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    const result = uploadFile(environment, file, 'image/png');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ contentType: 'image/png' });
    act(() => {
      environment.mock.resolve(operation, {
        data: { uploadCreate: { uploadId: 'u-1', putUrl: 'http://localhost/files/put/t', contentType: 'image/png' } },
      });
    });
    return { result, fetchMock, file };
  }

  it('PUTs the file to the URL with its content type; 200 is success', async () => {
    const { result, fetchMock, file } = await upload(200);
    await expect(result).resolves.toBe('u-1');
    expect(fetchMock).toHaveBeenCalledWith('http://localhost/files/put/t', expect.objectContaining({
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': 'image/png' },
    }));
  });

  it("fails with 'Failed to upload {file}: {status}' on any other answer", async () => {
    const { result } = await upload(413, { message: 'The file is too large (6 MB). The largest file allowed is 5 MB.' });
    await expect(result).rejects.toThrow(
      'Failed to upload logo.png: 413 Payload Too Large. The file is too large (6 MB). The largest file allowed is 5 MB.',
    );
  });
});

describe('contact dialogs', () => {
  function open(props: { mode: 'edit' | 'new'; contact?: ContactValues | null; isSupplier?: boolean }) {
    const environment = createMockEnvironment();
    const onSaved = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <ContactDialog open onOpenChange={onOpenChange} onSaved={onSaved} {...props} />
      </RelayEnvironmentProvider>,
    );
    return { environment, onSaved, onOpenChange };
  }

  const own: ContactValues = { id: 'Q29udGFjdDoxOjE=', name: 'Acme', entityName: 'Acme', address: '1 Main St', gstNumber: null };

  it("'Edit Contact': the display name follows the business name while the box is ticked", async () => {
    const { environment, onSaved } = open({ mode: 'edit', contact: own });
    expect(screen.getByRole('dialog', { name: 'Edit Contact' })).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'Use business name as display name' });
    expect(box.getAttribute('data-state')).toBe('checked');
    expect(screen.queryByRole('textbox', { name: 'Display name' })).toBeNull();
    // No GST number shown: not a supplier contact and none exists.
    expect(screen.queryByRole('textbox', { name: /GST Number/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Business name/ }), { target: { value: 'Acme Ltd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ id: own.id, entityName: 'Acme Ltd', name: 'Acme Ltd', address: '1 Main St' });
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation)));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('starts unticked when the names differ, and then shows the display name', () => {
    open({ mode: 'edit', contact: { ...own, name: 'Acme' , entityName: 'Acme Holdings Ltd' } });
    expect(screen.getByRole('checkbox', { name: 'Use business name as display name' }).getAttribute('data-state')).toBe('unchecked');
    expect((screen.getByRole('textbox', { name: 'Display name' }) as HTMLInputElement).value).toBe('Acme');
  });

  it("'New Contact' for a supplier requires a valid GST number", async () => {
    const { environment } = open({ mode: 'new', contact: null, isSupplier: true });
    expect(screen.getByRole('dialog', { name: 'New Contact' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Business name/ }), { target: { value: 'Smith Plumbing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('GST number is required')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    const gst = screen.getByRole('textbox', { name: /GST Number/ });
    fireEvent.change(gst, { target: { value: '49091850' } });
    fireEvent.blur(gst);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      entityName: 'Smith Plumbing',
      name: 'Smith Plumbing',
      address: '',
      gstNumber: '049-091-850',
    });
  });

  it('shows the GST number when one exists, and requires the business name', async () => {
    open({ mode: 'edit', contact: { ...own, gstNumber: '049-091-850' } });
    expect((screen.getByRole('textbox', { name: /GST Number/ }) as HTMLInputElement).value).toBe('049-091-850');
    fireEvent.change(screen.getByRole('textbox', { name: /Business name/ }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business name is required')).toBeTruthy();
  });
});
