import { describe, expect, it } from 'vitest';
import { activityHref, activityParams } from './params';

describe('activityParams', () => {
  it('reads q, before and after, leaving blanks out', () => {
    expect(activityParams(new URLSearchParams('q=sent&before=abc'))).toEqual({ q: 'sent', before: 'abc', after: null });
    expect(activityParams(new URLSearchParams('q=%20%20&after='))).toEqual({ q: null, before: null, after: null });
  });

  it('takes after when both cursors are given', () => {
    expect(activityParams(new URLSearchParams('before=a&after=b'))).toEqual({ q: null, before: null, after: 'b' });
  });
});

describe('activityHref', () => {
  it('is the activity page with only what is set', () => {
    expect(activityHref('acme', {})).toBe('/acme/activity');
    expect(activityHref('acme', { q: 'claim 3', before: 'eyJ' })).toBe('/acme/activity?q=claim+3&before=eyJ');
    expect(activityHref('acme', { q: ' ', after: 'x' })).toBe('/acme/activity?after=x');
  });
});
