/**
 * Copy current URL (spec 1 §2), from the palette's General group and a claim's menu: the page's
 * address goes to the clipboard, with the toast 'Copied to clipboard!' or the error's message.
 */
import { toast } from '../ui/Toaster';
import { errorMessage } from '../relay/mutate';

const COPIED = 'Copied to clipboard!';

export async function copyCurrentUrl(): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    toast.success(COPIED);
  } catch (error) {
    toast.error(errorMessage(error));
  }
}
