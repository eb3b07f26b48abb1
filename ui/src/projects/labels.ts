/**
 * How the project screens name things: the project label, the owner note, contract roles and the
 * site address on one line.
 */

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

/**
 * The project label of a contract as the queries read it (its parties by name); an invited party
 * with no contact yet goes by `counterpartyName` ('Invited customer') when the query reads it.
 */
export function contractLabelOf(c: {
  viewerIsSupplier: boolean;
  siteName: string;
  customer?: { name: string } | null;
  supplier?: { name: string } | null;
  counterpartyName?: string | null;
}): string {
  return contractLabel({
    viewerIsSupplier: c.viewerIsSupplier,
    siteName: c.siteName,
    customerName: c.customer?.name ?? (c.viewerIsSupplier ? c.counterpartyName : null),
    supplierName: c.supplier?.name ?? (c.viewerIsSupplier ? null : c.counterpartyName),
  });
}

/** The badges of a contract whose other party has not accepted its invitation (issue 18). */
export const AWAITING = 'Awaiting acceptance';
export const DECLINED = 'Declined';
/** The badge of a contract whose other party its owner removed (issue 17). */
export const REMOVED = 'Removed';

/** '(Owner: name)' for a contract owned by another organisation, else ''. */
export function ownerNote(owner: { name: string; isViewer: boolean }): string {
  return owner.isViewer ? '' : `(Owner: ${owner.name})`;
}

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

/** A site address as the contract screens read and edit it. */
export interface Address {
  line1: string;
  line2: string;
  suburb: string;
  city: string;
  state: string;
  postcode: string;
}

/** One line of an address from its parts, skipping the empty ones. */
export function addressLine(site: Address): string {
  return [site.line1, site.line2, site.suburb, [site.city, site.postcode].filter(Boolean).join(' '), site.state]
    .filter((part) => part && part.trim())
    .join(', ');
}
