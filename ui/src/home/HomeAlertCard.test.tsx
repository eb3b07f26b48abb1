// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { Landmark } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomeAlertCard } from './HomeAlertCard';

function shown(lines: { key: string; text: string; to: string }[]) {
  return render(
    <MemoryRouter>
      <HomeAlertCard id="retention-alerts" title="Retention money needs attention" description="Held on trust." lines={lines} icon={Landmark} tone="danger" badge="Retention" lineTestId="retention-alert" />
    </MemoryRouter>,
  );
}

describe('a home alert card', () => {
  it('is not shown without lines', () => {
    expect(shown([]).container.textContent).toBe('');
  });

  it('is a card named by its title with a link per line, each with the badge', () => {
    shown([
      { key: 'a', text: '1 release past due: $5,000.00', to: '/client/retention' },
      { key: 'b', text: '2 quarterly statements overdue', to: '/client/retention' },
    ]);
    const card = screen.getByTestId('retention-alerts');
    expect(card.getAttribute('aria-labelledby')).toBe('retention-alerts-title');
    expect(document.getElementById('retention-alerts-title')?.textContent).toBe('Retention money needs attention');
    const rows = within(card).getAllByTestId('retention-alert');
    expect(rows.map((r) => within(r).getByRole('link').getAttribute('href'))).toEqual(['/client/retention', '/client/retention']);
    expect(rows[0].textContent).toBe('1 release past due: $5,000.00Retention');
  });
});
