/**
 * Mutations as promises, for screens that show their own errors (a toast, a field message, the
 * claim's save banner) instead of the 'Error' modal. A GraphQL error rejects with a
 * MutationError carrying its message and, from its extensions, its `code` (LEDGER_CONFLICT,
 * STALE_REVISION, ...) and the `field` it names.
 */
import { useCallback, useState } from 'react';
import { commitMutation, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import type { IEnvironment, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { OfflineError } from '../lib/http';

export class MutationError extends Error {
  readonly field: string | null;
  readonly code: string | null;

  constructor(message: string, field: string | null = null, code: string | null = null) {
    super(message);
    this.name = 'MutationError';
    this.field = field;
    this.code = code;
  }
}

interface ErrorLike {
  message?: unknown;
  extensions?: Record<string, unknown> | null;
}

function toMutationError(errors: ReadonlyArray<ErrorLike>): MutationError {
  const first = errors[0] ?? {};
  const ext = first.extensions ?? {};
  return new MutationError(
    typeof first.message === 'string' ? first.message : 'Something went wrong',
    typeof ext.field === 'string' ? ext.field : null,
    typeof ext.code === 'string' ? ext.code : null,
  );
}

/**
 * What a screen shows for a failure it caught (a mutation's MutationError, an upload's, any thrown
 * value): the error's message, else the value as text.
 */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e);
}

/**
 * A caught failure as a form's errors: its message beside the field the server names
 * (extensions.field) when the form has that field, else at the form's own place (`fallback`: 'form',
 * or what the form calls it: 'whole', 'file'). One rule for every form that shows refusals in place.
 */
export function refusalErrors<F extends string, B extends string = 'form'>(
  failure: unknown,
  fields: readonly F[],
  fallback: B = 'form' as B,
): Partial<Record<F | B, string>> {
  const field = failure instanceof MutationError ? failure.field : null;
  const place = field !== null && (fields as readonly string[]).includes(field) ? (field as F) : fallback;
  return { [place]: errorMessage(failure) } as Partial<Record<F | B, string>>;
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
        if (errors?.length) reject(toMutationError(errors as ReadonlyArray<ErrorLike>));
        else resolve(response);
      },
      // An answer with errors and no data arrives here, its errors on the thrown GraphQLResponseError.
      onError: (error) => {
        const items = (error as { errors?: ErrorLike[] }).errors;
        if (items?.length) reject(toMutationError(items));
        else if (error instanceof OfflineError) reject(new MutationError(error.message, null, error.code));
        else reject(new MutationError(error instanceof Error && error.message ? error.message : 'Network error'));
      },
    });
  });
}

/** `mutate` bound to the screen's environment, with whether one is under way (for a Save button's spinner). */
export function useMutationPromise<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (variables: T['variables'], updater?: SelectorStoreUpdater<T['response']>) => {
      setBusy(true);
      try {
        return await mutate<T>(environment, mutation, variables, updater);
      } finally {
        setBusy(false);
      }
    },
    [environment, mutation],
  );
  return [run, busy] as const;
}
