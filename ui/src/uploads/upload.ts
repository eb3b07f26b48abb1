/**
 * Uploading a file: `uploadCreate(contentType, purpose)` answers an uploadId and a putUrl; the
 * file is then PUT to putUrl with its content type, and only a 200 answer is success. Any other
 * answer fails with 'Failed to upload {file}: {status}' (the server's message follows when it
 * gives one, e.g. a file over the size limit). A logo (the default purpose) and an attachment
 * of a claim or a line accept different types and sizes (app/uploads/checks.py).
 *
 * With `onProgress` the PUT goes through XMLHttpRequest, the one browser API that reports
 * upload progress.
 */
import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { uploadCreateMutation } from '../__generated__/uploadCreateMutation.graphql';
import { mutate } from '../relay/mutate';

const createUpload = graphql`
  mutation uploadCreateMutation($contentType: String!) {
    uploadCreate(input: { contentType: $contentType }) {
      uploadId
      putUrl
      contentType
    }
  }
`;

const createAttachmentUpload = graphql`
  mutation uploadCreateAttachmentMutation($contentType: String!) {
    uploadCreate(input: { contentType: $contentType, purpose: Attachment }) {
      uploadId
      putUrl
      contentType
    }
  }
`;

/** png, jpg, jpeg, gif, svg (spec 1 section 9). */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.gif,.svg,image/png,image/jpeg,image/gif,image/svg+xml';
const LOGO_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};
export const LOGO_NOT_AN_IMAGE = 'The logo must be a PNG, JPEG, GIF or SVG image.';

/** The content type to upload a logo file as, or null when it is not an accepted image. */
export function logoContentType(file: Pick<File, 'name' | 'type'>): string | null {
  const declared = file.type.toLowerCase();
  if (Object.values(LOGO_TYPES).includes(declared)) return declared;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return declared === '' || declared === 'application/octet-stream' ? (LOGO_TYPES[extension] ?? null) : null;
}

/** What a claim or a line accepts (app/uploads/checks.py ATTACHMENT_TYPES), by extension. */
const ATTACHMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  heif: 'image/heif',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  txt: 'text/plain',
};
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');
/** ATTACHMENT_MAX_BYTES's default: the server refuses more, this only saves sending it. */
export const ATTACHMENT_MAX_MB = 25;
export const ATTACHMENT_HINT = `PDF, photos, drawings, Word, Excel, CSV or text, up to ${ATTACHMENT_MAX_MB} MB each`;
export const ATTACHMENT_NOT_ACCEPTED =
  'Files of this type cannot be uploaded. Attach a PDF; an image (PNG, JPEG, GIF, WebP, SVG, TIFF or HEIC); a Word, Excel or PowerPoint document (DOCX, XLSX or PPTX); or a CSV or text file.';

/**
 * The content type to upload an attachment as, or null when it is not accepted. The extension
 * decides: browsers disagree on the types of CSV (Windows says application/vnd.ms-excel), HEIC
 * (often '') and Office files.
 */
export function attachmentContentType(file: Pick<File, 'name' | 'type'>): string | null {
  const name = file.name.toLowerCase();
  const extension = name.includes('.') ? name.split('.').pop()! : '';
  const byExtension = ATTACHMENT_TYPES[extension];
  if (byExtension) return byExtension;
  const declared = file.type.toLowerCase();
  return Object.values(ATTACHMENT_TYPES).includes(declared) ? declared : null;
}

/** 'Failed to upload a.pdf: too large (30 MB)...' before sending what the server would refuse. */
export function attachmentProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!attachmentContentType(file)) return `${uploadFailedMessage(file.name, 'not accepted')}. ${ATTACHMENT_NOT_ACCEPTED}`;
  if (file.size === 0) return `${uploadFailedMessage(file.name, 'empty')}. The file is empty.`;
  if (file.size > ATTACHMENT_MAX_MB * 1024 * 1024) {
    return `${uploadFailedMessage(file.name, 'too large')}. The file is too large (${formatSize(file.size)}). The largest file allowed is ${ATTACHMENT_MAX_MB} MB.`;
  }
  return null;
}

/** '840 KB', '1.2 MB' (KB and MB of 1024, as the server's messages). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

export function uploadFailedMessage(fileName: string, status: string | number): string {
  return `Failed to upload ${fileName}: ${status}`;
}

async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

export interface UploadOptions {
  /** 'Logo' (the default) or 'Attachment' (a claim's or a line's file). */
  purpose?: 'Logo' | 'Attachment';
  /** Called with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
}

/** Uploads `file` and answers its uploadId. */
export async function uploadFile(
  environment: IEnvironment,
  file: File,
  contentType: string,
  options: UploadOptions = {},
): Promise<string> {
  const mutation = options.purpose === 'Attachment' ? createAttachmentUpload : createUpload;
  const { uploadCreate } = await mutate<uploadCreateMutation>(environment, mutation, { contentType });
  if (!uploadCreate) throw new Error(uploadFailedMessage(file.name, 'No data'));
  const put = options.onProgress ? putWithProgress : putWithFetch;
  const answer = await put(uploadCreate.putUrl, file, uploadCreate.contentType, options.onProgress);
  if (answer.status !== 200) {
    const status = `${answer.status}${answer.statusText ? ` ${answer.statusText}` : ''}`;
    throw new Error(`${uploadFailedMessage(file.name, status)}${answer.detail ? `. ${answer.detail}` : ''}`);
  }
  return uploadCreate.uploadId;
}

interface PutAnswer {
  status: number;
  statusText: string;
  detail: string | null;
}

async function putWithFetch(url: string, file: File, contentType: string): Promise<PutAnswer> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'PUT', body: file, headers: { 'Content-Type': contentType }, credentials: 'omit' });
  } catch {
    // As the progress path says it: never the browser's own 'Failed to fetch'.
    throw new Error(uploadFailedMessage(file.name, 'network error'));
  }
  const detail = response.status === 200 ? null : await serverMessage(response);
  return { status: response.status, statusText: response.statusText, detail };
}

function putWithProgress(
  url: string,
  file: File,
  contentType: string,
  onProgress?: (fraction: number) => void,
): Promise<PutAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let detail: string | null = null;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: unknown };
        detail = typeof body.message === 'string' ? body.message : null;
      } catch {
        detail = null;
      }
      if (xhr.status === 200) onProgress?.(1);
      resolve({ status: xhr.status, statusText: xhr.statusText, detail: xhr.status === 200 ? null : detail });
    };
    xhr.onerror = () => reject(new Error(uploadFailedMessage(file.name, 'network error')));
    xhr.onabort = () => reject(new Error(uploadFailedMessage(file.name, 'cancelled')));
    xhr.send(file);
  });
}
