// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentContentType, attachmentProblem, formatSize, uploadFile } from '../../uploads/upload';
import { FileList, type AttachedFile } from '../../uploads/FileList';
import { LineFilesChip } from '../grid/LineFiles';
import type { Line } from '../lines';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('attachment types', () => {
  it('goes by the extension, whatever the browser declared', () => {
    expect(attachmentContentType({ name: 'Site report.PDF', type: 'application/pdf' })).toBe('application/pdf');
    expect(attachmentContentType({ name: 'quantities.csv', type: 'application/vnd.ms-excel' })).toBe('text/csv');
    expect(attachmentContentType({ name: 'IMG_0001.HEIC', type: '' })).toBe('image/heic');
    expect(attachmentContentType({ name: 'spec.docx', type: '' })).toBe(DOCX);
    expect(attachmentContentType({ name: 'scan', type: 'image/tiff' })).toBe('image/tiff');
    expect(attachmentContentType({ name: 'setup.exe', type: 'application/x-msdownload' })).toBeNull();
    expect(attachmentContentType({ name: 'old.doc', type: 'application/msword' })).toBeNull();
  });

  it('names what would be refused before sending it', () => {
    expect(attachmentProblem({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(attachmentProblem({ name: 'big.pdf', type: 'application/pdf', size: 30 * 1024 * 1024 })).toBe(
      'Failed to upload big.pdf: too large. The file is too large (30 MB). The largest file allowed is 25 MB.',
    );
    expect(attachmentProblem({ name: 'x.exe', type: '', size: 10 })).toMatch(
      /^Failed to upload x\.exe: not accepted\. Files of this type cannot be uploaded\. Attach a PDF;/,
    );
    expect(attachmentProblem({ name: 'e.txt', type: 'text/plain', size: 0 })).toBe('Failed to upload e.txt: empty. The file is empty.');
  });

  it('formats sizes', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(84_000)).toBe('82 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});

describe('uploading an attachment', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates it as an Attachment and reports the PUT progress', async () => {
    const sent: Array<{ url: string; body: unknown; type: string | null }> = [];
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
        onprogress: null,
      };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      withCredentials = true;
      private url = '';
      private type: string | null = null;
      open(_method: string, url: string) {
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        if (name === 'Content-Type') this.type = value;
      }
      send(body: unknown) {
        sent.push({ url: this.url, body, type: this.type });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = 200;
        this.statusText = 'OK';
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const environment = createMockEnvironment();
    const file = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const result = uploadFile(environment, file, 'application/pdf', {
      purpose: 'Attachment',
      onProgress: (f) => progress.push(f),
    });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('uploadCreateAttachmentMutation');
    expect(operation.request.variables).toEqual({ contentType: 'application/pdf' });
    act(() => {
      environment.mock.resolve(operation, {
        data: { uploadCreate: { uploadId: 'u-9', putUrl: 'http://localhost/files/put/t', contentType: 'application/pdf' } },
      });
    });
    await expect(result).resolves.toBe('u-9');
    expect(sent).toEqual([{ url: 'http://localhost/files/put/t', body: file, type: 'application/pdf' }]);
    expect(progress).toEqual([0.5, 1]);
  });
});

const FILES: AttachedFile[] = [
  { id: 'a', filename: 'Site report.pdf', contentType: 'application/pdf', size: 2048, isImage: false, url: '/files/a/t1/Site%20report.pdf' },
  { id: 'b', filename: 'Slab.png', contentType: 'image/png', size: 3 * 1024 * 1024, isImage: true, url: '/files/a/t2/Slab.png' },
];

describe('the list of files', () => {
  it('links each file for download, previews images and shows sizes', () => {
    render(<FileList files={FILES} />);
    const link = screen.getByRole('link', { name: 'Site report.pdf' });
    expect(link.getAttribute('href')).toBe('/files/a/t1/Site%20report.pdf');
    expect(link.getAttribute('download')).toBe('Site report.pdf');
    expect(screen.getByText('2 KB')).toBeTruthy();
    expect(screen.getByText('3 MB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull(); // read-only without onRemove
    fireEvent.click(screen.getByRole('button', { name: 'Preview Slab.png' }));
    expect(screen.getByRole('dialog', { name: 'Slab.png' })).toBeTruthy();
    expect(document.querySelector('[data-testid="attachment-preview"]')?.getAttribute('src')).toBe('/files/a/t2/Slab.png');
  });

  it('offers remove on a draft', () => {
    const onRemove = vi.fn();
    render(<FileList files={FILES} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Slab.png' }));
    expect(onRemove).toHaveBeenCalledWith(FILES[1]);
  });
});

describe('the paperclip of a line', () => {
  const line = { itemId: 'x', name: 'Earthworks', files: FILES } as unknown as Line;

  it('counts the files and opens them', () => {
    const onOpen = vi.fn();
    render(<LineFilesChip line={line} onOpen={onOpen} />);
    fireEvent.click(screen.getByRole('button', { name: '2 files attached to Earthworks' }));
    expect(onOpen).toHaveBeenCalledWith(line);
  });

  it('is not shown without files', () => {
    const { container } = render(<LineFilesChip line={{ ...line, files: [] } as unknown as Line} />);
    expect(container.innerHTML).toBe('');
  });
});
