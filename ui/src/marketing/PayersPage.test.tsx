// @vitest-environment jsdom
/**
 * The payer's page (issue 36): the duties of ss 21-24 under their sections, the rules' date as the
 * server states it, and 'This is not legal advice' even when the server cannot be reached.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as PayersPage } from './PayersPage';

const NOTE = 'This page follows the Construction Contracts Act 2002 as at 28 November 2026. This is not legal advice.';

describe("the payer's page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("explains ss 21-24 and shows the server's rules' date", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ rulesAsAt: '2026-11-28', rulesNote: NOTE })));
    vi.stubGlobal('fetch', fetch);
    render(<PayersPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your duties as a payer');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(expect.arrayContaining([
      'A payment schedule, and what it must say (s 21)',
      'By when (s 22)',
      'If no schedule is given in time (s 23)',
      'If the scheduled amount is not paid (s 24)',
    ]));
    expect(screen.getByText(/within 20 working days after the payment claim was served/)).toBeTruthy();
    expect(await screen.findByText(NOTE)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/v1/help/payers', expect.anything());
  });

  it("still says it is not legal advice when the server's answer fails", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503 })));
    render(<PayersPage />);
    expect(await screen.findByTestId('payers-rules-note')).toBeTruthy();
    expect(screen.getByTestId('payers-rules-note').textContent).toBe('This is not legal advice.');
  });
});
