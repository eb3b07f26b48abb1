// @vitest-environment jsdom
/**
 * The claim's comments are read from the store through their own fragment (ClaimComments_comment)
 * and each comment's files through Attachments_file: what the server answered is what the thread
 * shows, oldest first, with each file's download link.
 */
import { Suspense } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { ClaimComments } from './ClaimComments';

const CLAIM = 'Q2xhaW06MQ==';

function comment(n: number, files: Array<{ filename: string; url: string }>) {
  return {
    id: `Comment:${n}`,
    commentId: `c${n}`,
    body: `Comment ${n}`,
    itemId: null,
    itemName: null,
    isInternal: false,
    isEmail: false,
    isMine: false,
    at: '2027-02-03T01:00:00Z',
    user: { name: 'Cleo Customer' },
    files: files.map((f, i) => ({ id: `FileRef:${n}-${i}`, contentType: 'application/pdf', size: 2048, isImage: false, ...f })),
  };
}

describe("a claim's comments", () => {
  it('show the comments the server answered, each with its files to download', async () => {
    const environment = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter>
          <Suspense fallback="Loading">
            <ClaimComments claimId={CLAIM} contractId="Q29udHJhY3Q6MQ==" number={1} focusKey={0} line={null} onClearLine={() => undefined} />
          </Suspense>
        </MemoryRouter>
      </RelayEnvironmentProvider>,
    );
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('ClaimCommentsQuery');
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Claim: () => ({
            id: CLAIM,
            activityVersion: '1.a',
            viewerCanComment: false,
            commentsCount: 2,
            comments: [comment(1, [{ filename: 'Site photos.pdf', url: 'https://files.example/1' }]), comment(2, [])],
          }),
        }),
      ),
    );
    expect(screen.getByText('Comment 1')).toBeTruthy();
    expect(screen.getByText('Comment 2')).toBeTruthy();
    const [link] = screen.getAllByTestId('attachment-link');
    expect(link!.textContent).toBe('Site photos.pdf');
    expect(link!.getAttribute('href')).toBe('https://files.example/1');
    expect(within(screen.getByTestId('attachment-list')).getByText('2 KB')).toBeTruthy();
  });
});
