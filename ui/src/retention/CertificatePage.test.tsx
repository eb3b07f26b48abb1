// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { CertificatePage, NO_CERTIFICATE, OWNERS_ONLY } from './CertificatePage';

const REFUSAL = 'Check 3 failed: the trust account is $50.00 out. Fix it or record why before signing.';

function check(number: number, passed: boolean, extra: Record<string, unknown> = {}) {
  return {
    number,
    title: `Check title ${number}`,
    passed,
    result: passed ? `Result ${number}` : 'The trust account holds $10,050.00 but the ledgers say $10,000.00.',
    refusal: passed ? null : REFUSAL,
    explanation: null,
    explainedBy: null,
    evidence: passed ? [] : [{ label: 'Difference', value: '$50.00' }],
    ...extra,
  };
}

function certificate(extra: Record<string, unknown> = {}) {
  return {
    id: 'UmV0ZW50aW9uQ2VydGlmaWNhdGU6MQ==',
    quarterStart: '2026-04-01',
    quarterEnd: '2026-06-30',
    asOf: '2026-06-30',
    signable: false,
    preparedBy: 'Cleo Customer',
    preparedAt: '2026-07-01T00:00:00+00:00',
    signedBy: null,
    signedAt: null,
    sha256: null,
    pdfUrl: null,
    checks: [check(1, true), check(2, true), check(3, false), check(4, true), check(5, true)],
    ...extra,
  };
}

async function renderPage(found: Record<string, unknown> | null) {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/client/retention/certificate']}>
        <Routes>
          <Route path="/:org/retention/certificate" element={<CertificatePage />} />
        </Routes>
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  expect(screen.getByText('Loading the certificates…')).toBeTruthy();
  await act(async () =>
    environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Query: () => ({
          retentionCertificates: found && { currentQuarterEnd: '2026-09-30', lastQuarterEnd: '2026-06-30', ...found },
        }),
      }),
    ),
  );
  return environment;
}

describe('the compliance certificate page', () => {
  it('tells a viewer who is not an owner that only directors certify', async () => {
    await renderPage(null);
    expect(screen.getByText(OWNERS_ONLY)).toBeTruthy();
  });

  it('says when there is no certificate yet', async () => {
    await renderPage({ certificates: [] });
    expect(screen.getByText(NO_CERTIFICATE)).toBeTruthy();
  });

  it('shows each check, the refusal beside the failed one and its explanation form', async () => {
    await renderPage({ certificates: [certificate()] });
    const card = screen.getByTestId('certificate');
    expect(within(card).getAllByTestId('certificate-check-result').map((e) => e.textContent)).toEqual([
      'Passed', 'Passed', 'Failed', 'Passed', 'Passed',
    ]);
    expect(within(card).getByTestId('certificate-check-refusal').textContent).toBe(REFUSAL);
    expect(within(card).getByTestId('certificate-status').textContent).toBe('Cannot be signed yet');
    expect(within(card).getByLabelText('Why check 3 failed')).toBeTruthy();
    expect(within(card).getByText('Difference')).toBeTruthy();
  });

  it('shows the sign refusal beside the button', async () => {
    const environment = await renderPage({ certificates: [certificate()] });
    fireEvent.click(screen.getByRole('button', { name: 'Sign as a director' }));
    await act(async () =>
      environment.mock.rejectMostRecentOperation(
        Object.assign(new Error(REFUSAL), { source: { errors: [{ message: REFUSAL, extensions: {} }] } }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId('certificate-sign-error').textContent).toContain('Check 3 failed'));
  });

  it('shows a signed certificate with its hash and PDF, and no form', async () => {
    await renderPage({
      certificates: [
        certificate({
          signable: false,
          signedBy: 'Cleo Customer',
          signedAt: '2026-07-01T01:00:00+00:00',
          sha256: 'a'.repeat(64),
          pdfUrl: '/v1/pdf?document=retention_certificate&number=1',
          checks: [check(1, true), check(2, true), check(3, false, { refusal: null, explanation: 'Bank error, reversed', explainedBy: 'Cleo Customer' }), check(4, true), check(5, true)],
        }),
      ],
    });
    const signed = screen.getByTestId('certificate-signed');
    expect(signed.textContent).toContain('Signed by Cleo Customer, director');
    expect(signed.textContent).toContain('a'.repeat(64));
    expect(within(signed).getByRole('link').getAttribute('href')).toBe('/v1/pdf?document=retention_certificate&number=1');
    expect(screen.queryByRole('button', { name: 'Sign as a director' })).toBeNull();
    expect(screen.getByTestId('certificate-check-explanation').textContent).toBe('Explained by Cleo Customer: Bank error, reversed');
  });
});
