// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from './client';
import { NameGate } from './NameGate';
import { ORG_ROUTE_ID } from './orgRoute';
import { findOrg, resetSessionsForTests, upsertSession } from './sessions';

const INVITED: Session = {
  userAccountId: 7,
  email: 'ivy@rimu.nz',
  name: '',
  users: [{ userId: 70, email: 'ivy@rimu.nz', org: { id: 101, name: 'Rimu Plumbing', slug: 'rimu' } }],
};

async function renderGate(session: Session) {
  upsertSession(session);
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        id: ORG_ROUTE_ID,
        path: ':org',
        hydrateFallbackElement: <p>loading</p>,
        loader: () => findOrg([session], 'rimu'),
        element: (
          <RelayEnvironmentProvider environment={environment}>
            <NameGate>
              <p>The workspace</p>
            </NameGate>
          </RelayEnvironmentProvider>
        ),
      },
    ],
    { initialEntries: ['/rimu'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return environment;
}

beforeEach(() => {
  localStorage.clear();
  resetSessionsForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('the name question of an invited account', () => {
  it('lets a named account straight in', async () => {
    await renderGate({ ...INVITED, name: 'Ivy Invitee' });
    expect(screen.getByText('The workspace')).toBeTruthy();
  });

  it('asks for the name first, refuses a blank one, and lets them in once the server has it', async () => {
    const environment = await renderGate(INVITED);
    expect(screen.queryByText('The workspace')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Rimu Plumbing');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    // The session is read back from the server, not made up from what was typed.
    const refresh = vi.fn(async () => new Response(JSON.stringify({ ...INVITED, name: 'Ivy Invitee' }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }));
    vi.stubGlobal('fetch', refresh);
    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: '  Ivy Invitee ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('NameGateMutation');
    expect(operation.request.variables).toEqual({ name: 'Ivy Invitee' });
    await act(async () => {
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation));
    });
    expect(await screen.findByText('The workspace')).toBeTruthy();
    expect(refresh).toHaveBeenCalledOnce();
    expect(String((refresh.mock.calls[0] as unknown[])[0])).toBe('/auth/session');
  });

  it("shows the server's refusal under the field and keeps asking", async () => {
    const environment = await renderGate(INVITED);
    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const operation = environment.mock.getMostRecentOperation();
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { accountUpdate: null },
        errors: [{ message: 'Name must be at most 200 characters', locations: [], path: ['accountUpdate'] }],
      });
    });
    expect(await screen.findByText('Name must be at most 200 characters')).toBeTruthy();
    expect(screen.queryByText('The workspace')).toBeNull();
  });
});
