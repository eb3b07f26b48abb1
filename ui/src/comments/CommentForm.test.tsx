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

describe('files on a comment', () => {
  const drawing = new File(['%PDF-1.4'], 'Stair sketch.pdf', { type: 'application/pdf' });

  it('takes files dropped on the box and sends them without text', async () => {
    const onSend = vi.fn(async () => true);
    render(<CommentForm onSend={onSend} internalHint="" />);
    const box = screen.getByTestId('comment-form');
    expect(screen.getByRole('button', { name: /Send/ }).hasAttribute('disabled')).toBe(true);
    fireEvent.dragOver(box, { dataTransfer: { files: [drawing], dropEffect: 'none' } });
    expect(screen.getByTestId('comment-drop').textContent).toBe('Drop files here');
    fireEvent.drop(box, { dataTransfer: { files: [drawing] } });
    expect(screen.queryByTestId('comment-drop')).toBeNull();
    expect(screen.getByRole('list', { name: 'Files to attach' }).textContent).toBe('Stair sketch.pdf');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    });
    expect(onSend).toHaveBeenCalledWith({ body: '', files: [drawing], isInternal: false, line: null });
    expect(screen.queryByRole('list', { name: 'Files to attach' })).toBeNull();
  });

  it('picks files with Attach, lets one go, and gets them back when sending fails', async () => {
    const plan = new File(['<svg/>'], 'plan.svg', { type: 'image/svg+xml' });
    render(<CommentForm onSend={async () => false} internalHint="" />);
    const picker = screen.getByTestId('comment-files') as HTMLInputElement;
    const click = vi.spyOn(picker, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(click).toHaveBeenCalledTimes(1);
    fireEvent.change(picker, { target: { files: [drawing, plan] } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove plan.svg' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    });
    expect(screen.getByRole('list', { name: 'Files to attach' }).textContent).toBe('Stair sketch.pdf');
  });
});

describe('Internal', () => {
  it('clears as the comment leaves, so a next comment ticked Internal while it sends stays internal', async () => {
    let answer: (sent: boolean) => void = () => {};
    const onSend = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    form(onSend);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Internal' }));
    await send('First, internal');
    expect(onSend).toHaveBeenLastCalledWith(expect.objectContaining({ body: 'First, internal', isInternal: true }));
    expect(screen.getByRole('checkbox', { name: 'Internal' }).getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Internal' })); // the next one, while the first still sends
    await act(async () => answer(true));
    expect(screen.getByRole('checkbox', { name: 'Internal' }).getAttribute('aria-checked')).toBe('true');
  });

  it('comes back ticked when sending fails', async () => {
    form(async () => false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Internal' }));
    await send('Hold payment');
    expect(screen.getByRole('checkbox', { name: 'Internal' }).getAttribute('aria-checked')).toBe('true');
  });
});
