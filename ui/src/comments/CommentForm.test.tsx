// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommentForm } from './CommentForm';
import type { Draft } from './useCommentSending';

const PILES = { itemId: 'item-7', name: 'Piles' };

function form(onSend: (draft: Draft) => Promise<boolean>, onClearLine = vi.fn()) {
  render(<CommentForm onSend={onSend} internalHint="" line={PILES} onClearLine={onClearLine} />);
  return onClearLine;
}

async function send(text: string) {
  fireEvent.change(screen.getByLabelText('Comment'), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));
  });
}

describe('a comment about one line', () => {
  it('shows its line and sends it with the comment, then lets the line go', async () => {
    const onSend = vi.fn(async () => true);
    const onClearLine = form(onSend);
    expect(screen.getByTestId('comment-box-line').textContent).toBe('On line: Piles');
    await send('Is this the final pile count?');
    expect(onSend).toHaveBeenCalledWith({ body: 'Is this the final pile count?', files: [], isInternal: false, line: PILES });
    expect(onClearLine).toHaveBeenCalledTimes(1);
  });

  it('keeps its line and its text when sending fails', async () => {
    const onClearLine = form(async () => false);
    await send('Is this the final pile count?');
    expect(onClearLine).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Is this the final pile count?');
  });

  it('is a comment on the whole claim once the line is removed', () => {
    const onClearLine = form(async () => true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove line' }));
    expect(onClearLine).toHaveBeenCalledTimes(1);
  });
});
