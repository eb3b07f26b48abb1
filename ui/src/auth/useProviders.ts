import { useEffect, useState } from 'react';
import { fetchProviders, type ProviderInfo } from './client';

/** The identity providers this server is set up for (null while loading; [] if the call failed). */
export function useProviders(): ProviderInfo[] | null {
  const [providers, setProviders] = useState<ProviderInfo[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchProviders().then(
      (answer) => live && setProviders(answer),
      () => live && setProviders([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
