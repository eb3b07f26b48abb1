// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropzone } from '../ui/Dropzone';
import { GstNumberField, initialGst, type GstNumberState } from './GstNumberField';
import { logoContentType, uploadFile } from '../uploads/upload';

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

  it('starts from the saved GST status when there is one (issue 34)', () => {
    expect(initialGst(null, { hasSaved: true, registered: true }).notRegistered).toBe(false);
    expect(initialGst(null, { hasSaved: true, registered: false }).notRegistered).toBe(true);
    expect(initialGst('049091850', { hasSaved: true, registered: true })).toEqual({
      value: '049-091-850',
      notRegistered: false,
      touched: false,
    });
  });
});

describe('Dropzone', () => {
  it('takes only the first dropped file', () => {
    const onFiles = vi.fn();
    render(<Dropzone onFiles={onFiles} aria-label="Upload a logo" />);
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    fireEvent.drop(screen.getByRole('button', { name: /^Upload a logo/ }), { dataTransfer: { files: [a, b] } });
    expect(onFiles).toHaveBeenCalledWith([a]);
  });

  it('ignores drops while disabled', () => {
    const onFiles = vi.fn();
    render(<Dropzone onFiles={onFiles} disabled aria-label="Upload a logo" />);
    fireEvent.drop(screen.getByRole('button', { name: /^Upload a logo/ }), {
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
