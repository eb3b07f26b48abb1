import { describe, expect, it } from 'vitest';
import { describeFailure, keyOfFragment, linkPath, LinkError, parseLink } from './api';
import { redirectorQuery } from './Redirector';

describe('parseLink', () => {
  it('takes claim-N and schedule-N, and the schedule flag', () => {
    expect(parseLink('i', 'k', 'claim-3', false)).toEqual({ id: 'i', key: 'k', doc: 'claim-3', schedule: false });
    expect(parseLink('i', 'k', 'schedule-0', true).schedule).toBe(true);
  });

  it("answers the spec's errors for a malformed link", () => {
    const message = (doc: string | undefined, id: string | undefined = 'i', key: string | undefined = 'k') => {
      try {
        parseLink(id, key, doc, false);
        return 'ok';
      } catch (error) {
        return describeFailure(error);
      }
    };
    expect(message('invoice-1')).toBe('Invalid document type');
    expect(message('claim-x')).toBe('Invalid link');
    expect(message('claim-')).toBe('Invalid link');
    expect(message(undefined)).toBe('Invalid link');
    expect(message('claim-1', '')).toBe('Invalid link');
    expect(message('claim-1', 'i', '')).toBe('Invalid link');
  });
});

describe('the key in the fragment', () => {
  it('reads the key of an emailed link and nothing else', () => {
    expect(keyOfFragment('#key=Ab_-9')).toBe('Ab_-9');
    expect(keyOfFragment('')).toBeNull();
    expect(keyOfFragment('#')).toBeNull();
    expect(keyOfFragment('#other=1')).toBeNull();
  });

  it('writes the page address with the key in the fragment only', () => {
    expect(linkPath({ id: 'L1', key: 'K/2' }, 'claim-3')).toBe('/link/L1/claim-3#key=K%2F2');
    expect(linkPath({ id: 'L1', key: 'K' }, 'claim-3', true)).toBe('/link/L1/claim-3?schedule=1#key=K');
    expect(keyOfFragment(new URL(linkPath({ id: 'L1', key: 'K/2' }, 'claim-3'), 'http://x').hash)).toBe('K/2');
  });
});

describe('describeFailure', () => {
  it("shows the server's refusal as it is, and anything else as 'Error: {message}'", () => {
    expect(describeFailure(new LinkError(404, 'Claim not found'))).toBe('Claim not found');
    expect(describeFailure(new LinkError(500, 'Something went wrong (ref AB12)'))).toBe('Error: Something went wrong (ref AB12)');
    expect(describeFailure(new TypeError('boom'))).toBe('Error: boom');
  });
});

describe('redirectorQuery', () => {
  it('checks every segment before asking the server', () => {
    expect(redirectorQuery({ contract: '12', doc: 'claim-3' })).toBe('/v1/www/contracts/12/claim-3');
    expect(redirectorQuery({ contract: '12', doc: 'schedule-3' })).toBe('/v1/www/contracts/12/schedule-3');
    expect(redirectorQuery({ contract: '12', doc: 'invoice-3' })).toBeNull();
    expect(redirectorQuery({ contract: 'x', doc: 'claim-3' })).toBeNull();
    expect(redirectorQuery({ contract: '12', doc: 'claim-x' })).toBeNull();
    expect(redirectorQuery({ issue: '7' })).toBe('/v1/www/issues/7');
    expect(redirectorQuery({ issue: 'seven' })).toBeNull();
    expect(redirectorQuery({})).toBeNull();
  });
});
