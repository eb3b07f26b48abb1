import { describe, expect, it, vi } from 'vitest';
import { versionedPoll } from './versionedPoll';

describe('versionedPoll', () => {
  it('refetches only when the version changed, then remembers the refetched one', async () => {
    let server = 'v1';
    const readVersion = vi.fn(async () => server);
    const refetch = vi.fn(async () => server);
    const poll = versionedPoll('v1', readVersion, refetch);
    expect(await poll.tick()).toBe(false);
    expect(await poll.tick()).toBe(false);
    expect(refetch).not.toHaveBeenCalled();
    server = 'v2';
    expect(await poll.tick()).toBe(true);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(poll.loaded()).toBe('v2');
    expect(await poll.tick()).toBe(false);
    expect(readVersion).toHaveBeenCalledTimes(4);
  });

  it('keeps the version the refetch answered, when it moved on meanwhile', async () => {
    const poll = versionedPoll('v1', async () => 'v2', async () => 'v3');
    expect(await poll.tick()).toBe(true);
    expect(poll.loaded()).toBe('v3');
  });

  it('refetches when the data was loaded without a version', async () => {
    const refetch = vi.fn(async () => 'v1');
    const poll = versionedPoll(undefined, async () => 'v1', refetch);
    expect(await poll.tick()).toBe(true);
    expect(await poll.tick()).toBe(false);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('refetches when the version cannot be read (null), as a plain poll would', async () => {
    const refetch = vi.fn(async () => null);
    const poll = versionedPoll('v1', async () => null, refetch);
    expect(await poll.tick()).toBe(true);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('a failed read refetches nothing and the next tick tries again', async () => {
    const refetch = vi.fn(async () => 'v2');
    let fail = true;
    const poll = versionedPoll('v1', async () => (fail ? Promise.reject(new Error('offline')) : 'v2'), refetch);
    await expect(poll.tick()).rejects.toThrow('offline');
    expect(refetch).not.toHaveBeenCalled();
    fail = false;
    expect(await poll.tick()).toBe(true);
  });

  it('never runs two ticks at once', async () => {
    let release: (v: string) => void = () => undefined;
    const poll = versionedPoll('v1', () => new Promise<string>((resolve) => (release = resolve)), async () => 'v2');
    const first = poll.tick();
    expect(await poll.tick()).toBe(false);
    release('v2');
    expect(await first).toBe(true);
  });
});
