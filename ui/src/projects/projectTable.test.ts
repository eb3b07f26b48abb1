import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  DEFAULT_SORT,
  dueText,
  lastClaimText,
  moneyText,
  needsNextPage,
  nextSort,
  percentText,
  percentWidth,
  sortFromParams,
  sortToParams,
} from './projectTable';

describe('the projects table', () => {
  it('turns a column around, and starts another the way it is read first', () => {
    expect(nextSort(DEFAULT_SORT, 'NAME')).toEqual({ field: 'NAME', descending: true });
    expect(nextSort(DEFAULT_SORT, 'CONTRACT_VALUE')).toEqual({ field: 'CONTRACT_VALUE', descending: true });
    expect(nextSort(DEFAULT_SORT, 'NEXT_DUE_DATE')).toEqual({ field: 'NEXT_DUE_DATE', descending: false });
    expect(nextSort({ field: 'NEXT_DUE_DATE', descending: false }, 'NEXT_DUE_DATE').descending).toBe(true);
  });

  it('says the sort to screen readers on the sorted column only', () => {
    expect(ariaSort(DEFAULT_SORT, 'NAME')).toBe('ascending');
    expect(ariaSort({ field: 'CLAIMED_TO_DATE', descending: true }, 'CLAIMED_TO_DATE')).toBe('descending');
    expect(ariaSort(DEFAULT_SORT, 'CLAIMED_TO_DATE')).toBe('none');
  });

  it('keeps the sort in the URL, leaving the default out', () => {
    const params = sortToParams({ field: 'PERCENT_COMPLETE', descending: true }, new URLSearchParams('q=bay'));
    expect(params.toString()).toBe('q=bay&sort=PERCENT_COMPLETE&desc=1');
    expect(sortFromParams(params)).toEqual({ field: 'PERCENT_COMPLETE', descending: true });
    expect(sortToParams(DEFAULT_SORT, params).toString()).toBe('q=bay');
    expect(sortFromParams(new URLSearchParams('sort=nonsense&desc=1'))).toEqual(DEFAULT_SORT);
    expect(sortFromParams(new URLSearchParams('sort=contract_value'))).toEqual({
      field: 'CONTRACT_VALUE',
      descending: false,
    });
  });

  it('reads the figures as the rest of the UI writes money, dates and percentages', () => {
    expect(moneyText(123456789)).toBe('1,234,567.89');
    expect(moneyText('5')).toBe('0.05');
    expect(percentText(3125)).toBe('31.25%');
    expect(percentText(null)).toBe('\u2013');
    expect(percentWidth(12500)).toBe(100);
    expect(percentWidth(-50)).toBe(0);
    expect(percentWidth(3125)).toBe(31.25);
    expect(lastClaimText({ number: 4, status: 'New', date: '2026-06-30' })).toEqual({
      title: 'Claim 4 \u00b7 Draft',
      date: '30 Jun 2026',
    });
    expect(lastClaimText({ number: 0, status: 'Sent', date: null })?.title).toBe('Initial Import \u00b7 Sent');
    expect(lastClaimText(null)).toBeNull();
    expect(dueText('Schedule due 7 Jan 2027')).toBe('Schedule due 7 Jan 2027');
    expect(dueText('')).toBe('\u2013');
    expect(dueText(null)).toBe('\u2013');
  });

  it('asks for the next page as the rows in view near the end of those loaded', () => {
    expect(needsNextPage(60, 100, true, false)).toBe(false);
    expect(needsNextPage(70, 100, true, false)).toBe(true);
    expect(needsNextPage(99, 100, false, false)).toBe(false);
    expect(needsNextPage(99, 100, true, true)).toBe(false);
  });
});
