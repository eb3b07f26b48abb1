import { describe, expect, it } from 'vitest';
import { matchClaims, parseClaimSearch } from './claimSearch';

describe('the palette finds claims by number and by site', () => {
  it("reads 'claim 4', '#4' and 'harbour 4' as claim 4, with the site's words", () => {
    expect(parseClaimSearch('claim 4')).toEqual({ number: 4, words: [], server: '4' });
    expect(parseClaimSearch('#4')).toEqual({ number: 4, words: [], server: '4' });
    expect(parseClaimSearch('Claim #12')).toEqual({ number: 12, words: [], server: '12' });
    expect(parseClaimSearch('harbour 4')).toEqual({ number: 4, words: ['harbour'], server: 'harbour 4' });
    expect(parseClaimSearch('harbour view claim 4')).toEqual({ number: 4, words: ['harbour', 'view'], server: 'harbour view 4' });
  });

  it('leaves a search without a number or the word claim to the commands and projects', () => {
    expect(parseClaimSearch('harbour')).toBeNull();
    expect(parseClaimSearch('settings')).toBeNull();
    expect(parseClaimSearch('   ')).toBeNull();
    expect(parseClaimSearch('claims harbour')).toEqual({ number: null, words: ['harbour'], server: 'harbour' });
  });

  it('keeps only the claims of the number typed, once each, the first few', () => {
    const claims = [
      { id: 'a', number: 4, label: 'Client / Harbour View' },
      { id: 'b', number: 14, label: 'Client / Harbour View' },
      { id: 'c', number: 4, label: 'Other / Quay St' },
      { id: 'a', number: 4, label: 'Client / Harbour View' },
    ];
    expect(matchClaims(claims, parseClaimSearch('claim 4')!).map((c) => c.id)).toEqual(['a', 'c']);
    expect(matchClaims(claims, parseClaimSearch('claims harbour')!).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(matchClaims(claims, parseClaimSearch('claim 4')!, 1).map((c) => c.id)).toEqual(['a']);
  });
});
