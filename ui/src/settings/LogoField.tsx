/**
 * The logo of the business details (spec 1 sections 2 and 4): an image drop zone (png, jpg,
 * jpeg, gif, svg) that takes only the first dropped file, uploads it at once and shows it; the
 * logo is then unchanged, replaced (an uploadId) or removed (null) when the details are saved.
 */
import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { ImageIcon, Trash2 } from 'lucide-react';
import { Button } from '../ui/Button';
import { Dropzone } from '../ui/Dropzone';
import { Field } from '../ui/Field';
import { Spinner } from '../ui/Spinner';
import { toast } from '../ui/Toaster';
import { LOGO_ACCEPT, LOGO_NOT_AN_IMAGE, logoContentType, uploadFile } from '../uploads/upload';
import { errorMessage } from '../relay/mutate';

export type LogoChange =
  | { kind: 'unchanged' }
  | { kind: 'replaced'; uploadId: string; previewUrl: string; fileName: string }
  | { kind: 'removed' };

export const UNCHANGED: LogoChange = { kind: 'unchanged' };

/** The logoUploadId input: absent (unchanged), an id (replaced) or null (removed). */
export function logoInput(change: LogoChange): { logoUploadId?: string | null } {
  if (change.kind === 'replaced') return { logoUploadId: change.uploadId };
  if (change.kind === 'removed') return { logoUploadId: null };
  return {};
}

export interface LogoFieldProps {
  /** The saved logo. */
  logoUrl: string | null;
  change: LogoChange;
  onChange: (change: LogoChange) => void;
  disabled?: boolean;
}

export function LogoField({ logoUrl, change, onChange, disabled }: LogoFieldProps) {
  const environment = useRelayEnvironment();
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Previews are object URLs: let each go when it is no longer shown.
  const previewUrl = change.kind === 'replaced' ? change.previewUrl : null;
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const shown = change.kind === 'replaced' ? change.previewUrl : change.kind === 'removed' ? null : logoUrl;

  const take = async ([file]: File[]) => {
    if (!file) return;
    setError(null);
    const contentType = logoContentType(file);
    if (!contentType) {
      setError(LOGO_NOT_AN_IMAGE);
      return;
    }
    setUploading(file.name);
    try {
      const uploadId = await uploadFile(environment, file, contentType);
      onChange({ kind: 'replaced', uploadId, previewUrl: URL.createObjectURL(file), fileName: file.name });
    } catch (failure) {
      const message = errorMessage(failure);
      setError(message);
      toast.error(message);
    } finally {
      setUploading(null);
    }
  };

  return (
    <Field label="Logo" hint="PNG, JPG, GIF or SVG, up to 5 MB. Shown on your invoices." error={error}>
      <div className="flex flex-wrap items-start gap-4">
        <Dropzone
          accept={LOGO_ACCEPT}
          onFiles={take}
          disabled={disabled || uploading !== null}
          aria-label={shown ? 'Replace the logo' : 'Upload a logo'}
          className="h-32 w-full max-w-xs"
        >
          {uploading ? (
            <span className="flex items-center gap-2 text-fg-muted" role="status">
              <Spinner size="sm" /> Uploading {uploading}…
            </span>
          ) : shown ? (
            <img src={shown} alt="Logo" className="max-h-24 max-w-full object-contain" data-testid="logo-preview" />
          ) : (
            <>
              <ImageIcon aria-hidden className="size-5 text-fg-subtle" />
              <span className="font-medium text-fg">Drop your logo here</span>
              <span className="text-[13px] text-fg-subtle">or click to choose a file</span>
            </>
          )}
        </Dropzone>
        {shown && !uploading ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Trash2 aria-hidden />}
            disabled={disabled}
            onClick={() => onChange(logoUrl ? { kind: 'removed' } : UNCHANGED)}
          >
            Remove logo
          </Button>
        ) : null}
      </div>
    </Field>
  );
}
