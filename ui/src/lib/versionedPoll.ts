/**
 * The logic of a versioned poll (issue 14): each tick asks a tiny version field and refetches the
 * big query only when the version differs from the one the shown data was loaded with. The
 * version the data was loaded with is tracked here, from the initial data and then from each
 * refetch's own answer, never from the store: the version query writes the new version into the
 * store before the refetch, so reading it back from there would skip the refetch.
 */
export interface VersionedPoll {
  /** One poll: true when it refetched. A tick while another is running does nothing. */
  tick(): Promise<boolean>;
  /** The version the shown data was loaded with. */
  loaded(): string | null;
}

export function versionedPoll(
  initial: string | null | undefined,
  readVersion: () => Promise<string | null | undefined>,
  refetch: () => Promise<string | null | undefined>,
): VersionedPoll {
  let loaded = initial ?? null;
  let running = false;
  return {
    loaded: () => loaded,
    async tick() {
      if (running) return false;
      running = true;
      try {
        const version = (await readVersion()) ?? null;
        if (version !== null && version === loaded) return false;
        loaded = (await refetch()) ?? version;
        return true;
      } finally {
        running = false;
      }
    },
  };
}
