import { describe, expect, it } from 'vitest';
import { claimBadges, type ClaimBadgeSource } from './format';

const sent = (fields: Partial<ClaimBadgeSource> = {}): ClaimBadgeSource => ({
  status: 'Sent',
  label: null,
  isPaid: false,
  isPaying: false,
  latest: { type: 'Invoice', dueDate: '2027-03-20' },
  schedule: null,
  ...fields,
});

const schedule = (fields: Partial<NonNullable<ClaimBadgeSource['schedule']>> = {}) => ({
  status: 'Sent',
  dueDate: '2027-04-02',
  scheduleExcl: 100000,
  scheduleTax: 15000,
  claimedExcl: 100000,
  claimedTax: 15000,
  ...fields,
});

const texts = (claim: ClaimBadgeSource) => claimBadges(claim).map((b) => b.text);

describe('claim badges (spec 2 Organisation home)', () => {
  it("'Due {date}' for a sent invoice, 'Schedule Due {date}' for an NZ CCA claim", () => {
    expect(texts(sent())).toEqual(['Due 20 Mar 2027']);
    expect(texts(sent({ latest: { type: 'NzCcaClaim', dueDate: '2027-03-20' } }))).toEqual(['Schedule Due 20 Mar 2027']);
    expect(texts(sent({ latest: { type: 'NzCcaClaimCombined', dueDate: '2027-03-20' } }))).toEqual(['Schedule Due 20 Mar 2027']);
  });

  it('a due date that has passed in Auckland turns the badge to danger, its words unchanged', () => {
    const cca = sent({ latest: { type: 'NzCcaClaim', dueDate: '2027-03-20' } });
    expect(claimBadges(cca, '2027-03-20')).toEqual([{ text: 'Schedule Due 20 Mar 2027', tone: 'primary' }]);
    expect(claimBadges(cca, '2027-03-21')).toEqual([{ text: 'Schedule Due 20 Mar 2027', tone: 'danger' }]);
    expect(claimBadges(sent(), '2027-04-01')[0].tone).toBe('danger');
  });

  it("'Due date not set' when the claim has no due date", () => {
    expect(texts(sent({ latest: { type: 'NzCcaClaim', dueDate: null } }))).toEqual(['Due date not set']);
    expect(texts(sent({ latest: null }))).toEqual(['Due date not set']);
  });

  it("'Scheduled for {date}', with 'Payment in progress' when paying", () => {
    expect(texts(sent({ status: 'Scheduled', schedule: schedule() }))).toEqual(['Scheduled for 2 Apr 2027']);
    expect(texts(sent({ status: 'Scheduled', isPaying: true, schedule: schedule() }))).toEqual([
      'Scheduled for 2 Apr 2027',
      'Payment in progress',
    ]);
  });

  it('a draft schedule changes nothing (the claim is still due)', () => {
    expect(texts(sent({ schedule: schedule({ status: 'Draft' }) }))).toEqual(['Due 20 Mar 2027']);
  });

  it("'Paid'; 'Schedule Paid' with the scheduled amount when it differs from the claim", () => {
    expect(texts(sent({ isPaid: true }))).toEqual(['Paid']);
    expect(texts(sent({ status: 'Scheduled', isPaid: true, schedule: schedule() }))).toEqual(['Paid']);
    expect(texts(sent({ status: 'Scheduled', isPaid: true, schedule: schedule({ scheduleExcl: 80000, scheduleTax: 12000 }) }))).toEqual([
      'Schedule Paid',
      '$920.00',
    ]);
  });

  it('drafts, voided and deleted claims', () => {
    expect(texts(sent({ status: 'New' }))).toEqual(['Draft']);
    expect(texts(sent({ status: 'Sent', label: 'Editing' }))).toEqual(['Editing']);
    expect(texts(sent({ status: 'Voided' }))).toEqual(['Voided']);
    expect(texts(sent({ status: 'Deleted' }))).toEqual(['Deleted']);
  });
});
