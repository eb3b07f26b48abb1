// @vitest-environment jsdom
/**
 * The customer side's card of a served notice of intention to suspend: served on {date}, the unpaid
 * amount, 'pay by the end of' and 'work may be suspended from' with the server's dates and their
 * weekdays, the PDF, what the payer can do and its 'Record a payment' (the payments' dialog); once
 * suspended, the server's sentence with the days counted; nothing for the supplier side or with no
 * served notice.
 */
import { Suspense } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { ServedNoticeCardTestQuery } from '../__generated__/ServedNoticeCardTestQuery.graphql';
import { formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { ServedNoticeCard } from './ServedNoticeCard';
import { servedNoticeFacts } from './servedNotice';

const query = graphql`
  query ServedNoticeCardTestQuery @relay_test_operation {
    contract(owner: "acme", slug: "harbour") {
      claim(number: 1) {
        ...ServedNoticeCard_claim
      }
    }
  }
`;

const TODO = 'To avoid a suspension, pay $19,118.75 by the end of Monday 9 March 2026 (within 5 working days after the date of the notice, s 24A(1)(c)), then record the payment on this claim.';
const NOTICE = {
  title: 'Notice of intention to suspend work',
  section: '23(2)(b)',
  noticeDate: '2026-03-02',
  servedOn: '2026-03-02',
  servedWords: 'Served by personal delivery on 2 March 2026',
  unpaid: 1911875,
  payBy: '2026-03-09',
  payByWords: 'Monday 9 March 2026',
  suspendFrom: '2026-03-10',
  suspendFromWords: 'Tuesday 10 March 2026',
  stillUnpaid: true,
  whatToDo: TODO,
  pdfUrl: '/v1/pdf?document=suspension&number=1',
  suspensions: [] as unknown[],
};

function renderCard(notice: Record<string, unknown>, side: 'Payer' | 'Payee' = 'Payer', canRecord = true) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Claim: () => ({ contractId: 'Q29udHJhY3Q6MQ==', number: 1, viewerPaymentSide: side, viewerCanRecordPayment: canRecord, viewerOutstanding: 1911875 }),
      ServedSuspensionNotice: () => notice,
    }),
  );
  environment.mock.queuePendingOperation(query, {});
  function Screen() {
    const data = useLazyLoadQuery<ServedNoticeCardTestQuery>(query, {});
    const claim = data.contract!.claim!;
    return <ServedNoticeCard claim={claim} />;
  }
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback="Loading">
        <Screen />
      </Suspense>
    </RelayEnvironmentProvider>,
  );
}

describe('the served notice card (customer side)', () => {
  it('prints the server words for its dates, weekdays included', () => {
    const facts = servedNoticeFacts(NOTICE, formatDate, dollars);
    expect(facts.heading).toBe('Notice of intention to suspend work served on 2 March 2026');
    expect(facts.rows.map((r) => r.value)).toEqual(['$19,118.75', 'Monday 9 March 2026', 'Tuesday 10 March 2026']);
  });

  it('shows the served notice, its dates, the PDF and what the payer can do', async () => {
    renderCard(NOTICE);
    const card = await screen.findByTestId('served-notice');
    expect(card.textContent).toContain('Notice of intention to suspend work served on 2 March 2026');
    expect(card.textContent).toContain('Served by personal delivery on 2 March 2026 (section 23(2)(b)');
    expect(screen.getByTestId('served-notice-unpaid').textContent).toBe('$19,118.75');
    expect(screen.getByTestId('served-notice-pay-by').textContent).toBe('Monday 9 March 2026');
    expect(screen.getByTestId('served-notice-suspend-from').textContent).toBe('Tuesday 10 March 2026');
    expect(screen.getByTestId('served-notice-pdf').getAttribute('href')).toBe('/v1/pdf?document=suspension&number=1');
    expect(screen.getByTestId('served-notice-todo').textContent).toBe(TODO);
    fireEvent.click(screen.getByTestId('served-notice-pay'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('says when work is suspended, with the days counted', async () => {
    const words = 'Work has been suspended since 10 March 2026: 3 calendar days (3 working days) suspended.';
    renderCard({ ...NOTICE, whatToDo: null, suspensions: [{ suspendedOn: '2026-03-10', resumedOn: null, words }] });
    expect((await screen.findByTestId('served-notice-suspension')).textContent).toBe(words);
    expect(screen.queryByTestId('served-notice-todo')).toBeNull();
    expect(screen.getByTestId('served-notice-pay')).toBeTruthy();
  });

  it('offers no payment once paid, nor to a payer who cannot record one', async () => {
    renderCard({ ...NOTICE, stillUnpaid: false, whatToDo: 'Paid.' });
    await screen.findByTestId('served-notice');
    expect(screen.queryByTestId('served-notice-pay')).toBeNull();
  });

  it('shows nothing to the supplier side', async () => {
    renderCard(NOTICE, 'Payee');
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.queryByTestId('served-notice')).toBeNull();
  });
});
