import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BadgeController, EYE_CATCHER_MS, KEEP, REAPPEAR_MS, unseenCount } from './badge';

describe('unseenCount', () => {
  it('counts the entries not seen', () => {
    expect(unseenCount(['c', 'b', 'a'], [])).toBe(3);
    expect(unseenCount(['c', 'b', 'a'], ['a', 'c', 'gone'])).toBe(1);
    expect(unseenCount(['c', 'b', 'a'], ['a', 'b', 'c'])).toBe(0);
  });

  it('counts only the newest 30, the ids the server keeps', () => {
    const ids = Array.from({ length: KEEP + 5 }, (_, n) => `e${n}`);
    expect(unseenCount(ids, [])).toBe(KEEP);
    expect(unseenCount(ids, ids.slice(0, KEEP))).toBe(0);
  });
});

describe('BadgeController', () => {
  let badge: BadgeController;

  beforeEach(() => {
    vi.useFakeTimers();
    badge = new BadgeController();
  });

  afterEach(() => {
    badge.dispose();
    vi.useRealTimers();
  });

  it('is soft-hidden until the badge delay is over, then shows the count', () => {
    badge.setCount(3);
    badge.start(2000);
    expect(badge.getState()).toMatchObject({ kind: 'soft', count: 3 });
    vi.advanceTimersByTime(1999);
    expect(badge.getState().kind).toBe('soft');
    vi.advanceTimersByTime(1);
    expect(badge.getState()).toMatchObject({ kind: 'count', count: 3 });
  });

  it('is fully hidden at zero, whatever else', () => {
    badge.start(0);
    vi.advanceTimersByTime(0);
    expect(badge.getState().kind).toBe('hidden');
    badge.setCount(2);
    expect(badge.getState().kind).toBe('count');
    badge.setCount(0);
    expect(badge.getState().kind).toBe('hidden');
  });

  it('is soft-hidden while the frame is open and re-shown 1 s after it closes', () => {
    badge.setCount(4);
    badge.start(0);
    vi.advanceTimersByTime(0);
    badge.setFrameOpen(true);
    expect(badge.getState().kind).toBe('soft');
    badge.setCount(1); // entries seen in the frame
    badge.setFrameOpen(false);
    expect(badge.getState()).toMatchObject({ kind: 'soft', count: 1 });
    vi.advanceTimersByTime(REAPPEAR_MS - 1);
    expect(badge.getState().kind).toBe('soft');
    vi.advanceTimersByTime(1);
    expect(badge.getState()).toMatchObject({ kind: 'count', count: 1 });
  });

  it('stays hidden after the frame closes when everything was seen', () => {
    badge.setCount(2);
    badge.start(0);
    vi.advanceTimersByTime(0);
    badge.setFrameOpen(true);
    badge.setCount(0);
    badge.setFrameOpen(false);
    vi.advanceTimersByTime(REAPPEAR_MS);
    expect(badge.getState().kind).toBe('hidden');
  });

  it('reopening within the second keeps it soft-hidden, and closing again waits a full second', () => {
    badge.setCount(2);
    badge.start(0);
    vi.advanceTimersByTime(0);
    badge.setFrameOpen(true);
    badge.setFrameOpen(false);
    vi.advanceTimersByTime(600);
    badge.setFrameOpen(true);
    vi.advanceTimersByTime(600);
    expect(badge.getState().kind).toBe('soft');
    badge.setFrameOpen(false);
    vi.advanceTimersByTime(REAPPEAR_MS - 1);
    expect(badge.getState().kind).toBe('soft');
    vi.advanceTimersByTime(1);
    expect(badge.getState().kind).toBe('count');
  });

  it('plays the eye-catcher every 5500 ms while the count shows, and not otherwise', () => {
    const redraws = vi.fn();
    badge.subscribe(redraws);
    badge.setCount(1);
    badge.start(0);
    vi.advanceTimersByTime(0);
    expect(badge.getState().pulse).toBe(0);
    vi.advanceTimersByTime(EYE_CATCHER_MS - 1);
    expect(badge.getState().pulse).toBe(0);
    vi.advanceTimersByTime(1);
    expect(badge.getState().pulse).toBe(1);
    vi.advanceTimersByTime(EYE_CATCHER_MS * 2);
    expect(badge.getState().pulse).toBe(3);
    badge.setFrameOpen(true);
    vi.advanceTimersByTime(EYE_CATCHER_MS * 3);
    expect(badge.getState().pulse).toBe(3);
    badge.setFrameOpen(false);
    badge.setCount(0);
    vi.advanceTimersByTime(EYE_CATCHER_MS * 3);
    expect(badge.getState()).toMatchObject({ kind: 'hidden', pulse: 3 });
    expect(redraws).toHaveBeenCalled();
  });

  it('tells its listeners only when something changes', () => {
    const redraws = vi.fn();
    badge.subscribe(redraws);
    badge.setCount(0);
    expect(redraws).not.toHaveBeenCalled();
    badge.setCount(2);
    expect(redraws).toHaveBeenCalledTimes(1);
  });
});
