// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { CommentThread } from './CommentThread';
import type { CommentInput, ThreadComment } from './types';

function fromServer(input: CommentInput): ThreadComment {
  return { commentId: input.commentId, body: input.body, isInternal: input.isInternal, isEmail: false, isMine: true,
    at: '2026-11-26T01:00:00Z', user: { name: 'Cleo Customer' }, files: [] };
}

describe('a sent comment', () => {
  it('stays in the thread while an older list from a poll still lacks it, and shows once when the list has it', async () => {
    const sent: CommentInput[] = [];
    const add = async (input: CommentInput) => {
      sent.push(input);
    };
    const thread = (comments: ThreadComment[]) => (
      <RelayEnvironmentProvider environment={createMockEnvironment()}>
        <CommentThread comments={comments} canComment add={add} emptyDescription="" />
      </RelayEnvironmentProvider>
    );
    const { rerender } = render(thread([]));
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Hold payment until Friday' } });
    fireEvent.click(screen.getByText('Internal'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Send/ }));
    });
    expect(sent).toHaveLength(1);

    // The mutation's answer lists it; then a poll that left earlier puts back the empty list.
    rerender(thread([fromServer(sent[0])]));
    rerender(thread([]));
    expect(screen.getAllByText('Hold payment until Friday')).toHaveLength(1);
    expect(screen.getByTestId('comment-internal')).toBeTruthy();
    expect(screen.queryByText('Sending...')).toBeNull();

    rerender(thread([fromServer(sent[0])]));
    expect(screen.getAllByText('Hold payment until Friday')).toHaveLength(1);
    expect(screen.getByText('Cleo Customer')).toBeTruthy();
  });
});
