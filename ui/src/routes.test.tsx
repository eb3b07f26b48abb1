// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { describeRouteError, RouteErrorPage } from './errors/RouteErrorPage';
import { HERO_SUBTITLE, HERO_TITLE } from './marketing/LandingPage';
import { routes } from './routes';

async function renderAt(path: string, table: RouteObject[] = routes) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('routes', () => {
  it('renders the landing page with the spec copy under the marketing layout', async () => {
    await renderAt('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(HERO_TITLE);
    expect(screen.getByText(HERO_SUBTITLE)).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('offers sign-up in the header and the hero', async () => {
    await renderAt('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/signup');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it.each(['/contact/sales', '/terms', '/privacy', '/contact', '/help/payers'])('loads %s on demand', async (path) => {
    await renderAt(path);
    // The page's module is imported (and transformed by vitest) on first use: over findBy's default second
    // on a loaded machine (a helper's run, 29 Nov 2026), so it waits longer for the same condition.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('error-page')).toBeNull();
  });

  it('shows 404 Not Found for unknown public paths, inside the marketing layout', async () => {
    await renderAt('/contact/does-not-exist');
    const page = await screen.findByTestId('error-page');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('404 Not Found');
    expect(screen.getByRole('link', { name: 'Claimdesk home' })).toBeTruthy();
  });
});

describe('error page', () => {
  it('shows the generic message for errors that are not route errors', async () => {
    const table: RouteObject[] = [
      {
        path: '/',
        errorElement: <RouteErrorPage standalone />,
        hydrateFallbackElement: <p>loading</p>,
        loader: () => {
          throw new Error('kaboom');
        },
        element: <p>never</p>,
      },
    ];
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderAt('/', table);
    expect(screen.getByText('Sorry, an unexpected error occurred.')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
    expect(screen.queryByText('kaboom')).toBeNull();
    spy.mockRestore();
  });

  it('describes route errors by status and status text', () => {
    const response = { status: 403, statusText: 'Forbidden', internal: false, data: null };
    expect(describeRouteError(response).title).toBe('403 Forbidden');
    expect(describeRouteError({ status: 404, statusText: '', internal: false, data: null }).title).toBe('404 Not Found');
    expect(describeRouteError(new Error('x'))).toEqual({
      title: 'Sorry, an unexpected error occurred.',
      description: 'Please try again later.',
      status: null,
    });
  });
});
