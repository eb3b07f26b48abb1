// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { stageChange } from './edits';
import type { LedgerPushLoop } from './pushLoop';
import { useLedgerPush } from './useLedgerPush';
import { testLine } from '../testLine';

let renders = 0;
let stager: LedgerPushLoop | null = null;

function Page() {
  renders += 1;
  stager = useLedgerPush({ contractId: 'Q29udHJhY3Q6MQ==', number: 1, taxRateId: 'GST', ledgerRev: '1', lines: [] });
  return null;
}

/** Whether leaving the page now asks first (a beforeunload listener cancels the event). */
function asksBeforeLeaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLedgerPush', () => {
  it('asks before leaving while an edit is unsaved, without rendering the page that holds the push loop', () => {
    const environment = createMockEnvironment();
    const { unmount } = render(
      <RelayEnvironmentProvider environment={environment}>
        <Page />
      </RelayEnvironmentProvider>,
    );
    const rendered = renders;
    expect(asksBeforeLeaving()).toBe(false);
    act(() => stager!.stage((s) => stageChange(s, testLine('a'), { name: 'Excavation' })));
    expect(asksBeforeLeaving()).toBe(true);
    expect(renders).toBe(rendered);
    act(() => stager!.discard());
    expect(asksBeforeLeaving()).toBe(false);
    act(() => stager!.stage((s) => stageChange(s, testLine('a'), { name: 'Excavation' })));
    unmount();
    expect(asksBeforeLeaving()).toBe(false);
  });
});
