import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '../domain/email';
import { invitedAs, invitedTo } from './Invitations';
import { addressLine, contractLabel, contractLabelOf, ownerNote, roleLabel } from './labels';
import { contractPath } from './paths';

describe('project labels', () => {
  it("reads 'customer / site' for a supplier and 'site / supplier' for a customer", () => {
    const c = { siteName: 'Queen St', customerName: 'Client Co', supplierName: 'Acme' };
    expect(contractLabel({ ...c, viewerIsSupplier: true })).toBe('Client Co / Queen St');
    expect(contractLabel({ ...c, viewerIsSupplier: false })).toBe('Queen St / Acme');
  });

  it('names an invited party with no contact yet as the server does', () => {
    const c = { siteName: 'Queen St', customer: null, supplier: { name: 'Acme' }, counterpartyName: 'Invited customer' };
    expect(contractLabelOf({ ...c, viewerIsSupplier: true })).toBe('Invited customer / Queen St');
    expect(contractLabelOf({ siteName: 'Queen St', viewerIsSupplier: true })).toBe('No customer / Queen St');
  });

  it('says who invites the organisation, and as which side', () => {
    expect(invitedAs({ inviterName: 'Acme Builders Limited', relation: 'Customer' })).toBe(
      'Acme Builders Limited invites you as the customer.');
    expect(invitedAs({ inviterName: 'Acme', relation: 'Supplier' })).toBe('Acme invites you as the supplier.');
    expect(invitedTo({ inviterName: 'Acme Builders Limited', siteName: 'Queen St Apartments' })).toBe(
      'Invited by Acme Builders Limited to Queen St Apartments');
  });

  it('notes the owner only when it is another organisation', () => {
    expect(ownerNote({ name: 'Acme', isViewer: false })).toBe('(Owner: Acme)');
    expect(ownerNote({ name: 'Acme', isViewer: true })).toBe('');
  });

  it('builds contract paths under the organisation', () => {
    expect(contractPath('client', 'acme', 'queen-st', 'settings')).toBe('/client/projects/acme/queen-st/settings');
  });

  it('names presets and calls any other set Custom', () => {
    expect(roleLabel('READ_AND_COMMENT')).toBe('Read and comment');
    expect(roleLabel('Custom')).toBe('Custom');
  });

  it('joins the address parts that are present', () => {
    expect(addressLine({ line1: '1 Main Rd', line2: '', suburb: 'Te Aro', city: 'Wellington', state: '', postcode: '6011' }))
      .toBe('1 Main Rd, Te Aro, Wellington 6011');
  });

  it('accepts simple emails with no spaces', () => {
    expect(EMAIL_PATTERN.test('ann@example.co.nz')).toBe(true);
    expect(EMAIL_PATTERN.test('ann @example.com')).toBe(false);
    expect(EMAIL_PATTERN.test('ann@example')).toBe(false);
  });
});
