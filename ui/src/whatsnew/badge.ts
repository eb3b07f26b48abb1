/**
 * The what's-new badge's states (spec 1 §1): it shows the count of unseen entries, is
 * soft-hidden (kept in place but faded out, so it can come back without the header moving), or
 * is fully hidden when nothing is unseen. It stays soft-hidden for the badge delay after the page
 * opens and while the frame is open, and is re-shown REAPPEAR_MS after the frame closes; while
 * shown it plays the eye-catcher every EYE_CATCHER_MS.
 *
 * Only the newest KEEP entries count: the server keeps the last KEEP seen ids, so an older entry
 * would otherwise come back as unseen once its id dropped out.
 */
export const KEEP = 30;
export const EYE_CATCHER_MS = 5500;
export const REAPPEAR_MS = 1000;
export const FRAME_WIDTH = 340;
/** The frame's maximum height: anchored to its badge ('new' positioning) or placed alone ('classic'). */
export const FRAME_MAX_HEIGHT = { new: 600, classic: 500 } as const;

export type BadgeKind = 'count' | 'soft' | 'hidden';

export interface BadgeState {
  kind: BadgeKind;
  /** Unseen entries among the newest KEEP. */
  count: number;
  /** Goes up at each eye-catcher: a key that restarts the animation. */
  pulse: number;
}

export function unseenCount(entryIds: readonly string[], seenIds: readonly string[]): number {
  const seen = new Set(seenIds);
  return entryIds.slice(0, KEEP).filter((id) => !seen.has(id)).length;
}

/** The badge's state over time: call the setters as things happen, `subscribe` to redraw. */
export class BadgeController {
  private count = 0;
  private delayOver = false;
  private frameOpen = false;
  private held = false;
  private pulse = 0;
  private delayTimer: ReturnType<typeof setTimeout> | null = null;
  private reappearTimer: ReturnType<typeof setTimeout> | null = null;
  private eyeCatcher: ReturnType<typeof setInterval> | null = null;
  private listeners = new Set<() => void>();
  private snapshot: BadgeState = { kind: 'hidden', count: 0, pulse: 0 };

  /** Starts the badge delay (a setting the server sends). */
  start(badgeDelayMs: number): void {
    if (this.delayTimer !== null || this.delayOver) return;
    this.delayTimer = setTimeout(() => {
      this.delayTimer = null;
      this.delayOver = true;
      this.update();
    }, Math.max(0, badgeDelayMs));
  }

  setCount(count: number): void {
    this.count = count;
    this.update();
  }

  setFrameOpen(open: boolean): void {
    if (open === this.frameOpen) return;
    this.frameOpen = open;
    this.clearReappear();
    if (!open) {
      this.held = true;
      this.reappearTimer = setTimeout(() => {
        this.reappearTimer = null;
        this.held = false;
        this.update();
      }, REAPPEAR_MS);
    }
    this.update();
  }

  getState = (): BadgeState => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispose(): void {
    if (this.delayTimer !== null) clearTimeout(this.delayTimer);
    this.clearReappear();
    this.stopEyeCatcher();
    this.listeners.clear();
  }

  private kind(): BadgeKind {
    if (this.count === 0) return 'hidden';
    return this.delayOver && !this.frameOpen && !this.held ? 'count' : 'soft';
  }

  private update(): void {
    const kind = this.kind();
    if (kind === 'count' && this.eyeCatcher === null) {
      this.eyeCatcher = setInterval(() => {
        this.pulse += 1;
        this.publish(this.kind());
      }, EYE_CATCHER_MS);
    } else if (kind !== 'count') {
      this.stopEyeCatcher();
    }
    this.publish(kind);
  }

  private publish(kind: BadgeKind): void {
    const next = { kind, count: this.count, pulse: this.pulse };
    const now = this.snapshot;
    if (now.kind === next.kind && now.count === next.count && now.pulse === next.pulse) return;
    this.snapshot = next;
    this.listeners.forEach((listener) => listener());
  }

  private clearReappear(): void {
    if (this.reappearTimer !== null) clearTimeout(this.reappearTimer);
    this.reappearTimer = null;
  }

  private stopEyeCatcher(): void {
    if (this.eyeCatcher !== null) clearInterval(this.eyeCatcher);
    this.eyeCatcher = null;
  }
}
