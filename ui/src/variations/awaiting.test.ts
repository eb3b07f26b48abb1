import { describe, expect, it } from 'vitest';
import { awaitingLabel, awaitingTone } from './awaiting';

describe('who must act next on a variation, from the viewer’s side', () => {
  it('names the viewer when its side must act', () => {
    expect(awaitingLabel('Supplier', true)).toBe('Waiting for you');
    expect(awaitingLabel('Customer', false)).toBe('Waiting for you');
  });
  it('names the other side when it must', () => {
    expect(awaitingLabel('Supplier', false)).toBe('Waiting for the supplier');
    expect(awaitingLabel('Customer', true)).toBe('Waiting for the customer');
  });
  it('says both, and nothing once nobody must act', () => {
    expect(awaitingLabel('Both', true)).toBe('Waiting for both sides');
    expect(awaitingLabel('Both', false)).toBe('Waiting for both sides');
    expect(awaitingLabel(null, true)).toBe('Nothing to do');
  });
  it('marks the viewer’s own turn', () => {
    expect(awaitingTone(true, 'Both')).toBe('warning');
    expect(awaitingTone(false, 'Customer')).toBe('info');
    expect(awaitingTone(false, null)).toBe('neutral');
  });
});
