/**
 * Mutations as promises for the settings screens, which show their own errors (a toast or a
 * field message) instead of the 'Error' modal. A GraphQL error rejects with its message (and
 * the field named in its extensions, when there is one).
 */
import { commitMutation, type GraphQLTaggedNode } from 'react-relay';
import type { IEnvironment, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';

export class MutationError extends Error {
  readonly field: string | null;

  constructor(message: string, field: string | null = null) {
    super(message);
    this.name = 'MutationError';
    this.field = field;
  }
}

export function mutate<T extends MutationParameters>(
  environment: IEnvironment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
  updater?: SelectorStoreUpdater<T['response']>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      updater,
      cacheConfig: { metadata: { errorDialog: false } },
      onCompleted: (response, errors) => {
        const first = errors?.[0];
        if (first) {
          const field = (first as { extensions?: { field?: unknown } }).extensions?.field;
          reject(new MutationError(first.message, typeof field === 'string' ? field : null));
        } else resolve(response);
      },
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}
