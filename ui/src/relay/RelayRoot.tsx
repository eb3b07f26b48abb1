import { useSyncExternalStore, type ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { getEnvironment, subscribeEnvironment } from './environment';

/**
 * Provides the Relay environment to the screens below it. The signed-in shell (AppLayout) and
 * public link views use it; marketing pages do not, so relay stays out of the first bundle.
 */
export function RelayRoot({ children }: { children: ReactNode }) {
  const environment = useSyncExternalStore(subscribeEnvironment, getEnvironment, getEnvironment);
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}
