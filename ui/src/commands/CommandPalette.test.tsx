// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORG_ROUTE_ID } from '../auth/orgRoute';
import { AUTH_STATE_KEY, resetSessionsForTests } from '../auth/sessions';
import { FeedbackDialogHost } from '../feedback/FeedbackDialog';
import { getThemePreference, setThemePreference } from '../theme/theme';
import { toast } from '../ui/Toaster';
import { CommandPalette } from './CommandPalette';
import { CommandRegistryProvider, useRegisterCommands, useScreenAction, type CommandGroup } from './registry';
import { SINGLE_KEYS_STORAGE_KEY, singleKeyShortcutsOn } from './singleKeys';

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  localStorage.clear();
  resetSessionsForTests();
  setThemePreference('system');
});

const created: string[] = [];

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const claimsGroup: CommandGroup = {
  key: 'selected-claims',
  title: 'Claim 3',
  commands: [{ id: 'read', label: 'Mark as read', run: () => created.push('read') }],
};

function Screen({ offer }: { offer: boolean }) {
  useRegisterCommands(offer ? claimsGroup : null);
  useScreenAction('create', offer ? () => created.push('claim') : null);
  return (
    <>
      <Where />
      <input aria-label="Search claims" />
    </>
  );
}

function shell(path = '/acme/projects', offer = false) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        id: ORG_ROUTE_ID,
        path: '/:org',
        element: (
          <CommandRegistryProvider>
            <CommandPalette />
            <FeedbackDialogHost />
            <Screen offer={offer} />
          </CommandRegistryProvider>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { environment };
}

const where = () => screen.getByTestId('where').textContent;
const press = (key: string, init: KeyboardEventInit = {}, target: Element | Window = window) =>
  act(() => {
    fireEvent.keyDown(target, { key, ...init });
  });

function openWithCtrlK() {
  press('k', { ctrlKey: true });
  return screen.getByRole('dialog', { name: 'Command palette' });
}

function typeInPalette(text: string) {
  act(() => {
    fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
  });
}

describe('command palette', () => {
  it("shows Ctrl K in the header off Apple platforms and opens with Ctrl+K, labelled for screen readers", () => {
    shell();
    expect(screen.getByTestId('palette-key').textContent).toBe('Ctrl K');
    const dialog = openWithCtrlK();
    expect(within(dialog).getByRole('listbox', { name: 'Commands' })).toBeTruthy();
    const headings = Array.from(dialog.querySelectorAll('[cmdk-group-heading]')).map((h) => h.textContent);
    expect(headings).toEqual(['Projects', 'Navigation', 'Reporting', 'Help', 'General', 'Account']);
    const inbox = within(dialog).getByRole('option', { name: /Go to Inbox/ });
    expect(within(inbox).getByLabelText('Shortcut G then I')).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: /New project/ }).textContent).toContain('PC');
    expect(within(dialog).getByRole('option', { name: 'Contact support' })).toBeTruthy();
  });

  it('filters by typing and runs the chosen command with Enter, then closes', () => {
    shell();
    openWithCtrlK();
    typeInPalette('sent');
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Go to SentGO']);
    press('Enter', {}, screen.getByRole('combobox'));
    expect(where()).toBe('/acme/outbox');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('matches keywords: "users" finds the members page, and says when nothing matches', async () => {
    const { environment } = shell();
    openWithCtrlK();
    typeInPalette('users');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('Go to MembersGM');
    typeInPalette('nothing like this');
    // Until the server has searched the projects too, nothing is said to be missing.
    expect(screen.queryByText('No results found.')).toBeNull();
    await act(async () => {
      for (const operation of environment.mock.getAllOperations()) {
        environment.mock.resolve(operation, { data: { projects: { contracts: { edges: [] } } } });
      }
    });
    expect(screen.getByText('No results found.')).toBeTruthy();
    expect(screen.queryByText('Searching projects…')).toBeNull();
  });

  it("lists the selected claims' group first, and 'Send feedback' in Help opens the feedback dialog", () => {
    shell('/acme', true);
    const dialog = openWithCtrlK();
    const headings = Array.from(dialog.querySelectorAll('[cmdk-group-heading]')).map((h) => h.textContent);
    expect(headings).toEqual(['Claim 3', 'Projects', 'Navigation', 'Reporting', 'Help', 'General', 'Account']);
    const help = within(dialog).getByRole('group', { name: 'Help' });
    expect(within(help).getAllByRole('option').map((o) => o.textContent)).toEqual(['Send feedback', 'Contact support', "What's new"]);
    act(() => fireEvent.click(within(help).getByRole('option', { name: 'Send feedback' })));
    const feedback = screen.getByRole('dialog', { name: 'Send feedback' });
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    act(() => fireEvent.click(within(feedback).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    openWithCtrlK();
    act(() => fireEvent.click(screen.getByRole('option', { name: 'Mark as read' })));
    expect(created).toContain('read');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("copies the page's address: 'Copied to clipboard!', or the error's message", async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('Write permission denied.'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 1);
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 2);
    try {
      shell();
      for (let i = 0; i < 2; i++) {
        openWithCtrlK();
        typeInPalette('copy url');
        press('Enter', {}, screen.getByRole('combobox'));
      }
      await waitFor(() => expect(error).toHaveBeenCalledWith('Write permission denied.'));
      expect(success.mock.calls).toEqual([['Copied to clipboard!']]);
      expect(writeText.mock.calls).toEqual([[window.location.href], [window.location.href]]);
    } finally {
      vi.restoreAllMocks();
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('changes the theme', () => {
    shell();
    openWithCtrlK();
    typeInPalette('dark');
    act(() => fireEvent.click(screen.getByRole('option', { name: 'Change theme to dark' })));
    expect(getThemePreference()).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('offers the other workspaces of the signed-in accounts', () => {
    localStorage.setItem(
      AUTH_STATE_KEY,
      JSON.stringify({
        sessions: [
          {
            userAccountId: 1,
            email: 'sam@example.com',
            name: 'Sam',
            users: [
              { userId: 1, email: 'sam@example.com', org: { id: 1, name: 'Acme', slug: 'acme' } },
              { userId: 2, email: 'sam@example.com', org: { id: 2, name: 'Beta Builders', slug: 'beta' } },
            ],
          },
        ],
      }),
    );
    resetSessionsForTests();
    shell();
    openWithCtrlK();
    typeInPalette('switch');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Switch to Beta Builders', 'Switch account: add an account']);
    act(() => fireEvent.click(screen.getByRole('option', { name: 'Switch to Beta Builders' })));
    expect(where()).toBe('/beta');
  });

  it('searches projects by label', async () => {
    const { environment } = shell();
    openWithCtrlK();
    typeInPalette('queen');
    expect(screen.getByText('Searching projects…')).toBeTruthy();
    // Not 'No results found.' while the server has not answered.
    expect(screen.queryByText('No results found.')).toBeNull();
    const node = (n: number, siteName: string, name: string) => ({
      id: `Contract:${n}`,
      slug: `site-${n}`,
      siteName,
      viewerIsSupplier: true,
      counterpartyName: name,
      owner: { slug: 'acme', id: 'Organisation:1' },
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          projects: {
            contracts: {
              edges: [
                { node: node(1, 'Queen St Apartments', 'Hawkins') },
                { node: node(2, 'Ponsonby Rd', 'Fletcher') },
              ],
            },
          },
        },
      }),
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Hawkins / Queen St Apartments']);
    press('Enter', {}, screen.getByRole('combobox'));
    expect(where()).toBe('/acme/projects/acme/site-1');
  });
  it('highlights the claim found after a project matched the words first, so Enter opens the claim', async () => {
    const { environment } = shell();
    openWithCtrlK();
    typeInPalette('harbour 4');
    const pending = () => environment.mock.getAllOperations().map((o) => o.request.node.operation.name);
    await waitFor(() => expect(pending()).toEqual(expect.arrayContaining(['ClaimMatchesQuery', 'ProjectMatchesQuery'])));
    const resolve = (name: string, data: object) => {
      const operation = environment.mock.getAllOperations().find((o) => o.request.node.operation.name === name)!;
      return act(async () => environment.mock.resolve(operation, { data }));
    };
    // The project answers first and takes the highlight (the only item yet).
    await resolve('ProjectMatchesQuery', {
      projects: {
        contracts: {
          edges: [
            {
              node: {
                id: 'Contract:1',
                slug: 'site-1',
                siteName: '4 Harbour View',
                viewerIsSupplier: true,
                counterpartyName: 'Hawkins',
                owner: { slug: 'acme', id: 'Organisation:1' },
              },
            },
          ],
        },
      },
    });
    const row = (box: string) => ({
      claims: {
        edges:
          box === 'sent'
            ? [
                {
                  node: {
                    ownerSlug: 'acme',
                    contractSlug: 'site-1',
                    siteName: '4 Harbour View',
                    counterpartyName: 'Hawkins',
                    viewerIsSupplier: true,
                    claim: { id: 'Claim:4', number: 4 },
                  },
                },
              ]
            : [],
      },
    });
    await resolve('ClaimMatchesQuery', { sent: row('sent'), inbox: row('inbox') });
    const selected = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;
    await waitFor(() => expect(selected()).toBe('Claim 4 · Hawkins / 4 Harbour View'));
    press('Enter', {}, screen.getByRole('combobox'));
    expect(where()).toBe('/acme/projects/acme/site-1/claims/4');
  });
});

describe('shortcuts', () => {
  it.each([
    ['g i', '/acme/inbox'],
    ['g o', '/acme/outbox'],
    ['g p', '/acme/projects'],
    ['p c', '/acme/projects/new'],
    ['g s', '/acme/settings'],
    ['g m', '/acme/settings/members'],
  ])('%s goes to %s', (combo, path) => {
    shell('/acme/activity');
    for (const k of combo.split(' ')) press(k);
    expect(where()).toBe(path);
  });

  it('do nothing while typing in a text field', () => {
    shell('/acme/activity', true);
    const input = screen.getByLabelText('Search claims');
    press('g', {}, input);
    press('i', {}, input);
    press('c', {}, input);
    expect(where()).toBe('/acme/activity');
    expect(created.filter((c) => c === 'claim')).toHaveLength(0);
  });

  it("'c' runs the screen's create action", () => {
    shell('/acme', true);
    press('c');
    expect(created.filter((c) => c === 'claim')).toHaveLength(1);
  });

  it('Escape returns to the parent list, and only closes the palette when it is open', () => {
    shell('/acme/projects/acme/queen-st/claims/3');
    openWithCtrlK();
    press('Escape', {}, screen.getByRole('combobox'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/acme/projects/acme/queen-st/claims/3');
    press('Escape');
    expect(where()).toBe('/acme/projects/acme/queen-st/claims');
  });

  it('Ctrl+K closes the open palette', () => {
    shell();
    openWithCtrlK();
    press('k', { ctrlKey: true }, screen.getByRole('combobox'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('single-key shortcuts turned off (WCAG 2.1.4)', () => {
  it('the palette turns them off, no longer shows their keys, and turns them on again', () => {
    shell('/acme/activity', true);
    openWithCtrlK();
    typeInPalette('shortcuts');
    act(() => fireEvent.click(screen.getByRole('option', { name: 'Turn off single-key shortcuts' })));
    expect(singleKeyShortcutsOn()).toBe(false);
    expect(localStorage.getItem(SINGLE_KEYS_STORAGE_KEY)).toBe('off'); // kept as the theme is
    const dialog = openWithCtrlK();
    expect(within(dialog).getByRole('option', { name: 'Go to Inbox' }).textContent).toBe('Go to Inbox');
    typeInPalette('shortcuts');
    act(() => fireEvent.click(screen.getByRole('option', { name: 'Turn on single-key shortcuts' })));
    expect(singleKeyShortcutsOn()).toBe(true);
    expect(localStorage.getItem(SINGLE_KEYS_STORAGE_KEY)).toBeNull();
  });

  it("then 'g i', 'p c' and 'c' do nothing; Escape and Ctrl+K still work", () => {
    localStorage.setItem(SINGLE_KEYS_STORAGE_KEY, 'off');
    shell('/acme/projects/acme/queen-st/claims/3', true);
    const before = created.filter((c) => c === 'claim').length;
    for (const k of ['g', 'i', 'p', 'c', 'c']) press(k);
    expect(where()).toBe('/acme/projects/acme/queen-st/claims/3');
    expect(created.filter((c) => c === 'claim')).toHaveLength(before);
    openWithCtrlK();
    press('Escape', {}, screen.getByRole('combobox'));
    press('Escape');
    expect(where()).toBe('/acme/projects/acme/queen-st/claims');
  });
});
