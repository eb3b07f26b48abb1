/**
 * Uploading a file: `uploadCreate(contentType)` answers an uploadId and a putUrl; the file is
 * then PUT to putUrl with its content type, and only a 200 answer is success. Any other
 * answer fails with 'Failed to upload {file}: {status}' (the server's message follows when it
 * gives one, e.g. a file over the size limit).
 */
import { graphql } from 'react-relay';
import type { IEnvironment } from 'relay-runtime';
import type { uploadCreateMutation } from '../__generated__/uploadCreateMutation.graphql';
import { mutate } from './mutate';

const createUpload = graphql`
  mutation uploadCreateMutation($contentType: String!) {
    uploadCreate(input: { contentType: $contentType }) {
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

/** Uploads `file` and answers its uploadId. */
export async function uploadFile(environment: IEnvironment, file: File, contentType: string): Promise<string> {
  const { uploadCreate } = await mutate<uploadCreateMutation>(environment, createUpload, { contentType });
  if (!uploadCreate) throw new Error(uploadFailedMessage(file.name, 'No data'));
  let response: Response;
  try {
    response = await fetch(uploadCreate.putUrl, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': uploadCreate.contentType },
      credentials: 'omit',
    });
  } catch (error) {
    throw new Error(uploadFailedMessage(file.name, error instanceof Error ? error.message : 'network error'));
  }
  if (response.status !== 200) {
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    const detail = await serverMessage(response);
    throw new Error(`${uploadFailedMessage(file.name, status)}${detail ? `. ${detail}` : ''}`);
  }
  return uploadCreate.uploadId;
}
