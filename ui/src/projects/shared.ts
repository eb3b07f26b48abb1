/**
 * Helpers shared by the project screens: paths, labels and a promise-returning mutation hook.
 */
import { useCallback, useState } from 'react';
import { commitMutation, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { orgPath } from '../app/org';

/** /{org}/projects/{owner}/{contract}[/...rest] */
export function contractPath(org: string, owner: string, slug: string, ...rest: Array<string | number>): string {
  return orgPath(org, 'projects', owner, slug, ...rest);
}

/** The spec's project label: 'customer / site' for a supplier viewer, 'site / supplier' for a customer viewer. */
export function contractLabel(c: {
  viewerIsSupplier: boolean;
  siteName: string;
  customerName?: string | null;
  supplierName?: string | null;
}): string {
  return c.viewerIsSupplier
    ? `${c.customerName || 'No customer'} / ${c.siteName}`
    : `${c.siteName} / ${c.supplierName || 'No supplier'}`;
}

/** '(Owner: name)' for a contract owned by another organisation, else ''. */
export function ownerNote(owner: { name: string; isViewer: boolean }): string {
  return owner.isViewer ? '' : `(Owner: ${owner.name})`;
}

/** The error a failed mutation gives the form: the first GraphQL message (with its field), or the network error. */
export class MutationError extends Error {
  readonly field: string | null;

  constructor(message: string, field: string | null = null) {
    super(message);
    this.name = 'MutationError';
    this.field = field;
  }
}

interface ErrorLike {
  message: string;
  extensions?: Record<string, unknown> | null;
}

function toMutationError(errors: ReadonlyArray<ErrorLike>): MutationError {
  const first = errors[0];
  const field = first?.extensions && typeof first.extensions.field === 'string' ? first.extensions.field : null;
  return new MutationError(first?.message ?? 'Something went wrong', field);
}

/**
 * commitMutation as a promise: resolves with the response, rejects with a MutationError carrying
 * the server's message (shown by the screen, so the global Error modal is not used).
 */
export function useMutationPromise<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    (variables: T['variables'], updater?: SelectorStoreUpdater<T['response']>) =>
      new Promise<T['response']>((resolve, reject) => {
        setBusy(true);
        commitMutation<T>(environment, {
          mutation,
          variables,
          updater,
          cacheConfig: { metadata: { errorDialog: false } },
          onCompleted: (response, errors) => {
            setBusy(false);
            if (errors?.length) reject(toMutationError(errors as ReadonlyArray<ErrorLike>));
            else resolve(response);
          },
          onError: (error) => {
            setBusy(false);
            const items = (error as { errors?: ErrorLike[] }).errors;
            reject(items?.length ? toMutationError(items) : new MutationError(error.message));
          },
        });
      }),
    [environment, mutation],
  );
  return [run, busy] as const;
}

export const PERMISSION_LABELS: Record<string, string> = {
  View: 'View',
  Comment: 'Comment',
  CustomerDraft: 'Draft schedules',
  CustomerSubmit: 'Send schedules',
  SupplierDraft: 'Draft claims',
  SupplierSubmit: 'Send claims',
  Edit: 'Edit',
};

/** The contract roles (presets) in the members screen, and 'Custom' for any other set. */
export const ROLE_OPTIONS = [
  { value: 'OWNER', label: 'Owner', description: 'All permissions' },
  { value: 'CUSTOMER', label: 'Customer', description: 'View, comment, draft and send schedules' },
  { value: 'SUPPLIER', label: 'Supplier', description: 'View, comment, draft and send claims' },
  { value: 'READ_AND_COMMENT', label: 'Read and comment', description: 'View and comment' },
  { value: 'READONLY', label: 'Read only', description: 'View only' },
] as const;

export function roleLabel(role: string): string {
  return ROLE_OPTIONS.find((o) => o.value === role)?.label ?? 'Custom';
}

/** One line of an address from its parts, skipping the empty ones. */
export function addressLine(site: {
  line1: string;
  line2: string;
  suburb: string;
  city: string;
  state: string;
  postcode: string;
}): string {
  return [site.line1, site.line2, site.suburb, [site.city, site.postcode].filter(Boolean).join(' '), site.state]
    .filter((part) => part && part.trim())
    .join(', ');
}

/** 'text@text.text' with no spaces (spec 1 section 5). */
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
