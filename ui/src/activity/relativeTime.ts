/**
 * Relative times of activity (spec 2 §8): 'just now' under 60 s, refreshed every 10 s.
 */
import { useEffect, useState } from 'react';
import { timeAgo } from '../lib/dates';

export const RELATIVE_TIME_REFRESH_MS = 10_000;
const JUST_NOW_SECONDS = 60;

/** '3 minutes ago'; 'just now' under a minute, and for a time slightly ahead of this clock. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  return (now.getTime() - at) / 1000 < JUST_NOW_SECONDS ? 'just now' : timeAgo(iso, now);
}

/** The current time, renewed every `everyMs` so relative times move on by themselves. */
export function useNow(everyMs: number = RELATIVE_TIME_REFRESH_MS): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
