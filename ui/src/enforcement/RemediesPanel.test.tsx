// @vitest-environment jsdom
/**
 * 'What you can do now': the remedies as the server lists them, each with its date and action;
 * preparing a notice asks the server for the claim; without email service the notice is recorded
 * as served by a person (the dialog's refusals beside their fields); a suspension before its day
 * cannot be recorded and says why; the reasons there is no ground; nothing for the customer side.
 */
import { Suspense } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { graphql, RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { describe, expect, it } from 'vitest';
import type { RemediesPanelTestQuery } from '../__generated__/RemediesPanelTestQuery.graphql';
import { Toaster } from '../ui/Toaster';
import { RemediesPanel } from './RemediesPanel';
import { MANNER_REQUIRED, NOTHING_NOW, SERVED_TO_REQUIRED } from './texts';

const query = graphql`
  query RemediesPanelTestQuery @relay_test_operation {
    contract(owner: "acme", slug: "harbour") {
      claim(number: 3) {
        ...RemediesPanel_claim
      }
    }
  }
`;

const NOT_YET = 'Work may be suspended only after Monday 9 March 2026: the 5 working days after your notice have not passed.';
const SENTENCE =
  'If the amount is not paid within 5 working days after the date of this notice, that is by the end of Monday 9 March 2026, work may be suspended from Tuesday 10 March 2026.';

const NOTICE = {
  section: '23(2)(b)',
  noticeDate: '2026-03-02',
  payBy: '2026-03-09',
  suspendFrom: '2026-03-10',
  sentence: SENTENCE,
  servedManner: null,
  servedWords: null,
  servedOn: null,
  pdfUrl: '/v1/pdf?document=suspension',
};

function resolvers(enforcement: Record<string, unknown> | null): MockResolvers {
  return {
    Claim: () => ({ id: 'Q2xhaW06Mw==', contractId: 'Q29udHJhY3Q6MQ==', number: 3, suspensionGround: null }),
    ClaimEnforcement: () => ({
      ground: 'NO_SCHEDULE_UNPAID',
      groundWords: 'No payment schedule was given by the deadline and the claimed amount is unpaid',
      reasons: [],
      notice: null,
      suspensions: [],
      remedies: [],
      debtStatementUrl: '/v1/pdf?document=debt',
      terms: { emailServiceAgreed: false, basis: '', clause: '', viewerCanEdit: true },
      howToServe: 'Serve it by hand or post (s 80).',
      rulesNote: 'Rules as at 28 November 2026. This is not legal advice.',
      ...enforcement,
    }),
  };
}

function renderPanel(enforcement: Record<string, unknown> | null, none = false) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => {
    const payload = MockPayloadGenerator.generate(operation, resolvers(enforcement));
    if (none) (payload.data as { contract: { claim: { enforcement: unknown } } }).contract.claim.enforcement = null;
    return payload;
  });
  environment.mock.queuePendingOperation(query, {});
  function Screen() {
    const data = useLazyLoadQuery<RemediesPanelTestQuery>(query, {});
    return (
      <RemediesPanel
        claim={data.contract!.claim!}
        extra={<p data-testid="extra">Notice of adjudication</p>}
        adjudicationPath="/acme/projects/acme/harbour/adjudication?claim=3"
      />
    );
  }
  render(
    <MemoryRouter>
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <Screen />
        </Suspense>
        <Toaster />
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
  return environment;
}

const remedy = (kind: string) => screen.getAllByTestId('remedy').find((r) => r.dataset.kind === kind)!;

function mutations(environment: ReturnType<typeof createMockEnvironment>) {
  return environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'mutation');
}

describe('What you can do now', () => {
  it('lists the remedies with their dates, the debt statement linked, and the slot for more', () => {
    renderPanel({
      remedies: [
        { kind: 'debt_statement', title: 'Debt statement', detail: 'Recover $19,118.75 as a debt due', date: '2026-02-21', available: true, reason: null },
        { kind: 'suspension_notice', title: 'Notice of intention to suspend work', detail: 'Serve it today', date: '2026-03-02', available: true, reason: null },
      ],
    });
    expect(screen.getByText('What you can do now')).toBeTruthy();
    expect(remedy('debt_statement').textContent).toContain('21 Feb 2026');
    expect(within(remedy('debt_statement')).getByTestId('debt-statement-link').getAttribute('href')).toBe('/v1/pdf?document=debt');
    expect(within(remedy('suspension_notice')).getByTestId('notice-prepare')).toBeTruthy();
    expect(screen.getByTestId('extra').textContent).toBe('Notice of adjudication');
    expect(screen.getByText('Rules as at 28 November 2026. This is not legal advice.')).toBeTruthy();
  });

  it("lists adjudication and a determination's ground with the server's dates, linking to the Adjudication tab", () => {
    renderPanel({
      ground: 'DETERMINATION_UNPAID',
      groundWords: "The adjudicator's determination has not been paid by its date",
      remedies: [
        { kind: 'debt_statement', title: 'Debt statement', detail: 'Recover $12,000.00 as a debt due since 10 March 2026 (s 59)', date: '2026-03-10', available: true, reason: null },
        {
          kind: 'suspension_notice',
          title: 'Notice of intention to suspend work',
          detail: "The adjudicator's determination has not been paid by its date ($12,000.00; the determination of 2 March 2026 required $12,000.00 by Monday 9 March 2026, unpaid since 10 March 2026).",
          date: '2026-03-10',
          available: true,
          reason: null,
        },
        { kind: 'adjudication', title: 'Adjudication 1', detail: 'Notice of adjudication 1 was served on 23 February 2026', date: '2026-02-23', available: true, reason: null },
      ],
    });
    expect(screen.getByText("The adjudicator's determination has not been paid by its date")).toBeTruthy();
    expect(remedy('suspension_notice').textContent).toContain('required $12,000.00 by Monday 9 March 2026, unpaid since 10 March 2026');
    expect(remedy('suspension_notice').textContent).toContain('10 Mar 2026');
    expect(remedy('adjudication').textContent).toContain('23 Feb 2026');
    const link = within(remedy('adjudication')).getByTestId('remedy-adjudication-link');
    expect(link.getAttribute('href')).toBe('/acme/projects/acme/harbour/adjudication?claim=3');
    expect(link.textContent).toBe('Open Adjudication');
  });

  it('offers to prepare a notice of adjudication while no notice disputes the claim', () => {
    renderPanel({
      remedies: [
        { kind: 'adjudication_notice', title: 'Prepare a notice of adjudication', detail: 'Refer the dispute about the $19,118.75 unpaid', date: '2026-03-02', available: true, reason: null },
      ],
    });
    const link = within(remedy('adjudication_notice')).getByTestId('remedy-adjudication-link');
    expect(link.textContent).toBe('Go to Adjudication');
    expect(link.getAttribute('href')).toBe('/acme/projects/acme/harbour/adjudication?claim=3');
    expect(remedy('adjudication_notice').textContent).toContain('2 Mar 2026');
  });

  it('prepares the notice by asking the server for this claim', async () => {
    const environment = renderPanel({
      remedies: [{ kind: 'suspension_notice', title: 'Notice', detail: '', date: '2026-03-02', available: true, reason: null }],
    });
    fireEvent.click(screen.getByTestId('notice-prepare'));
    await waitFor(() => expect(mutations(environment)).toHaveLength(1));
    expect(mutations(environment)[0]!.request.variables).toEqual({ input: { contractId: 'Q29udHJhY3Q6MQ==', number: 3 } });
  });

  it('without email service, records service by a person, refusing an empty form beside its fields', async () => {
    const environment = renderPanel({
      notice: NOTICE,
      remedies: [{ kind: 'suspension_notice', title: 'Serve the notice', detail: '', date: '2026-03-02', available: true, reason: null }],
    });
    expect(screen.getByTestId('notice-sentence').textContent).toBe(SENTENCE);
    expect(screen.queryByTestId('notice-email')).toBeNull();
    expect(screen.getByTestId('notice').textContent).toContain('Serve it by hand or post (s 80).');
    fireEvent.click(screen.getByTestId('notice-record-service'));
    const dialog = await screen.findByTestId('service-dialog');
    await act(async () => {
      fireEvent.click(screen.getByTestId('service-dialog-save'));
    });
    expect(dialog.textContent).toContain(MANNER_REQUIRED);
    expect(dialog.textContent).toContain(SERVED_TO_REQUIRED);
    expect(mutations(environment)).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText('Delivered to the person'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /On whom/ }), { target: { value: 'Site manager' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('service-dialog-save'));
    });
    await waitFor(() => expect(mutations(environment)).toHaveLength(1));
    const input = (mutations(environment)[0]!.request.variables as { input: Record<string, unknown> }).input;
    expect([input.manner, input.servedTo]).toEqual(['PERSONAL', 'Site manager']);
  });

  it('offers email service where it is agreed', () => {
    renderPanel({
      notice: NOTICE,
      terms: { emailServiceAgreed: true, basis: 'clause', clause: 'Clause 14.2', viewerCanEdit: true },
      remedies: [{ kind: 'suspension_notice', title: 'Serve the notice', detail: '', date: '2026-03-02', available: true, reason: null }],
    });
    expect(screen.getByTestId('notice-email')).toBeTruthy();
    expect(screen.getByTestId('notice').textContent).toContain('(Clause 14.2)');
  });

  it('says why a suspension cannot be recorded yet', () => {
    renderPanel({
      notice: { ...NOTICE, servedManner: 'PERSONAL', servedWords: 'Served by personal delivery on 2 March 2026', servedOn: '2026-03-02' },
      remedies: [{ kind: 'record_suspension', title: 'Record the suspension of work', detail: '', date: '2026-03-10', available: false, reason: NOT_YET }],
    });
    expect((within(remedy('record_suspension')).getByTestId('suspension-record') as HTMLButtonElement).disabled).toBe(true);
    expect(within(remedy('record_suspension')).getByTestId('remedy-reason').textContent).toBe(NOT_YET);
  });

  it("on a residential construction contract, says the notice to suspend does not apply and offers no notice (s 10(b))", () => {
    const RESIDENTIAL = "This is a residential construction contract: the Act's notice to suspend work does not apply to it (s 10(b)). The debt and adjudication remain open to you.";
    renderPanel({
      notice: null,
      remedies: [
        { kind: 'suspension_notice', title: 'Notice of intention to suspend work', detail: "A party is a residential occupier of the premises (the contract's setting).", date: null, available: false, reason: RESIDENTIAL },
      ],
    });
    expect((within(remedy('suspension_notice')).getByTestId('notice-prepare') as HTMLButtonElement).disabled).toBe(true);
    expect(within(remedy('suspension_notice')).getByTestId('remedy-reason').textContent).toBe(RESIDENTIAL);
  });

  it('gives the reasons there is no ground', () => {
    renderPanel({ ground: null, groundWords: null, debtStatementUrl: null, reasons: ['The due date for payment (20 February 2026) has not passed.'] });
    expect(screen.getByTestId('remedies-none').textContent).toBe(NOTHING_NOW);
    expect(screen.getByTestId('remedy-reasons').textContent).toBe('The due date for payment (20 February 2026) has not passed.');
  });

  it('shows nothing to the customer side', () => {
    renderPanel(null, true);
    expect(screen.queryByTestId('remedies')).toBeNull();
  });
});
