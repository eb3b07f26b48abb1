import { lazy, Suspense, useSyncExternalStore } from 'react';
import { dismissGraphQLErrors, getGraphQLErrorReports, subscribeGraphQLErrors } from './errors';

const GraphQLErrorDialog = lazy(() => import('./GraphQLErrorDialog').then((m) => ({ default: m.GraphQLErrorDialog })));

const EMPTY: never[] = [];

/** Mounted once at the root: shows reported GraphQL errors, oldest report first. */
export function GraphQLErrorHost() {
  const reports = useSyncExternalStore(subscribeGraphQLErrors, getGraphQLErrorReports, () => EMPTY);
  const report = reports[0];
  if (!report) return null;
  return (
    <Suspense fallback={null}>
      <GraphQLErrorDialog
        key={report.id}
        open
        onOpenChange={(open) => {
          if (!open) dismissGraphQLErrors(report.id);
        }}
        errors={report.errors}
        operationName={report.operationName}
      />
    </Suspense>
  );
}
