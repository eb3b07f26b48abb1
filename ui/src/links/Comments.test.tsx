// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkError, type LinkDocument, type LinkRef } from './api';
import { commentFailure, Comments } from './Comments';

const api = vi.hoisted(() => ({ sendCode: vi.fn(), postComment: vi.fn() }));
vi.mock('./api', async (actual) => ({ ...(await actual<typeof import('./api')>()), ...api }));

const REF: LinkRef = { id: 'l1', key: 'k1', doc: 'claim-3', schedule: false };
const DOC = { canComment: true, recipient: 'cleo@rimu.nz' } as LinkDocument;
const WRONG = 'That code is not right. Check the email and try again.';

async function postWith(failure: unknown) {
  api.sendCode.mockResolvedValue({ email: 'cleo@rimu.nz' });
  api.postComment.mockRejectedValue(failure);
  render(<Comments linkRef={REF} doc={DOC} comments={[]} onAdded={() => {}} />);
  fireEvent.change(screen.getByTestId('link-comment-body'), { target: { value: 'Received' } });
  await act(async () => fireEvent.click(screen.getByTestId('link-comment-send-code')));
  fireEvent.change(screen.getByTestId('link-comment-code'), { target: { value: '123456' } });
  await act(async () => fireEvent.click(screen.getByTestId('link-comment-post')));
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("a comment's failure", () => {
  it("is the code field's when the server tags it 'code', else the form's", () => {
    expect(commentFailure(new LinkError(400, WRONG, 'code'))).toEqual({ field: 'code', message: WRONG });
    expect(commentFailure(new LinkError(400, 'Too long', 'body'))).toEqual({ field: null, message: 'Too long' });
    expect(commentFailure(new Error('offline'))).toEqual({ field: null, message: 'Error: offline' });
  });

  it('a wrong code is shown beside the code field, not under the form', async () => {
    await postWith(new LinkError(400, WRONG, 'code'));
    const code = screen.getByTestId('link-comment-code');
    const described = code.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(WRONG);
    expect(screen.getAllByText(WRONG)).toHaveLength(1);
    expect(screen.queryByTestId('link-comment-error')).toBeNull();
  });

  it('any other failure is shown under the form', async () => {
    await postWith(new LinkError(429, 'Too many attempts'));
    expect(screen.getByTestId('link-comment-error').textContent).toBe('Too many attempts');
    expect(screen.getAllByText('Too many attempts')).toHaveLength(1);
  });
});
