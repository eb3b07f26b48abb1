// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DemoRequestForm } from './DemoRequestForm';
import type { RequestDemoOptions } from './demo';

function setup(options: RequestDemoOptions) {
  const router = createMemoryRouter([{ path: '/', element: <DemoRequestForm requestOptions={options} /> }]);
  render(<RouterProvider router={router} />);
}

function fill(email: string) {
  fireEvent.change(screen.getByLabelText(/Work email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Kāinga Build' } });
  fireEvent.change(screen.getByLabelText('How can we help?'), { target: { value: 'Hello' } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Request a demo' }));
  });
}

describe('DemoRequestForm', () => {
  it("replaces the form with the server's message", async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'Thanks Ana, we will call you.' }));
    setup({ fetch, alert: vi.fn() });
    fill('ana@builder.co.nz');
    await submit();
    expect((await screen.findByTestId('demo-reply')).textContent).toContain('Thanks Ana, we will call you.');
    expect(screen.queryByTestId('demo-form')).toBeNull();
  });

  it('checks the email before sending', async () => {
    const fetch = vi.fn();
    setup({ fetch, alert: vi.fn() });
    fill('not-an-email');
    await submit();
    expect(fetch).not.toHaveBeenCalled();
    const email = screen.getByLabelText(/Work email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toContain('-error');
  });

  it('alerts and shows the server field errors, keeping the form', async () => {
    const body = { code: 422, status: 'Unprocessable Entity', errors: { json: { email: ['Not a valid email address.'] } } };
    const fetch = vi.fn(async () => Response.json(body, { status: 422, statusText: 'Unprocessable Entity' }));
    const alert = vi.fn();
    setup({ fetch, alert });
    fill('ana@builder.c');
    await submit();
    expect(alert).toHaveBeenCalledWith('Something went wrong, please try again.');
    expect(await screen.findByText('Not a valid email address.')).toBeTruthy();
    expect(screen.getByTestId('demo-form')).toBeTruthy();
    expect((screen.getByLabelText(/Work email/) as HTMLInputElement).value).toBe('ana@builder.c');
  });
});
