import { describe, expect, it } from 'vitest';
import { isContractTab } from './contractTabs';
import { loader } from './ContractPage';

function load(tab?: string) {
  try {
    return loader({ params: { org: 'acme', owner: 'acme', contract: 'harbour', tab }, request: new Request('http://x/') } as never);
  } catch (thrown) {
    return thrown as Response;
  }
}

describe('contract tab addresses', () => {
  it('knows the tabs of the contract page', () => {
    expect(['claims', 'subcontracts', 'contract', 'adjudication'].every(isContractTab)).toBe(true);
    expect(isContractTab('nonsense')).toBe(false);
  });

  it('answers 404 for a made-up tab before anything loads', () => {
    const answer = load('nonsense') as Response;
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(404);
    expect(load('claims')).toBeNull();
    expect(load(undefined)).toBeNull();
  });
});
