import { describe, expect, it } from 'vitest';
import {
  checkForm,
  EMPTY_FORM,
  formOf,
  moved,
  QTY_POSITIVE,
  valueSum,
  type SovLine,
} from './sov';
import { REQUIRED } from '../texts';
import { EMPTY_GROUP } from '../../domain/groupPath';

const kerb: SovLine = {
  itemId: 'kerb',
  type: 'BaseContract',
  name: 'Kerb and channel',
  group: ['Civil', 'Roading'],
  unit: 'm',
  isLumpSum: false,
  qtyMilli: 420_000,
  unitPrice: 6_250,
  totalPrice: 2_625_000,
  lockedReason: null,
  viewerCanEditPrices: true,
};

describe('a schedule-of-values line typed into the form', () => {
  it('a quantity line is quantity x rate: 420 m @ 62.50 = 26,250.00', () => {
    const form = { ...EMPTY_FORM, description: 'Civil >> Roading >> Kerb and channel', qty: '420', unit: 'm', rate: '62.50' };
    const checked = checkForm(form, 'kerb');
    expect(checked.errors).toEqual({});
    expect(checked.value).toBe(2_625_000);
    expect(checked.input).toEqual({
      itemId: 'kerb', name: 'Kerb and channel', group: ['Civil', 'Roading'], type: 'BaseContract', unit: 'm',
      isLumpSum: false, qtyMilli: 420_000, unitPrice: 6_250,
    });
    expect(valueSum(form, checked.value)).toBe('420 m @ 62.50 = 26,250.00');
  });

  it('without a quantity it is a lump sum of the typed value, and shows no sum', () => {
    const form = { ...EMPTY_FORM, description: 'Preliminaries', value: '15,000' };
    const checked = checkForm(form, 'p');
    expect(checked.input).toMatchObject({ isLumpSum: true, totalPrice: 1_500_000, group: [] });
    expect(checked.input).not.toHaveProperty('qtyMilli');
    expect(valueSum(form, checked.value)).toBeNull();
  });

  it('names each field that is not right yet, with the money rules’ messages', () => {
    expect(checkForm(EMPTY_FORM, 'x').errors).toEqual({ description: REQUIRED, value: REQUIRED });
    expect(checkForm({ ...EMPTY_FORM, description: 'A', qty: '10' }, 'x').errors).toEqual({ rate: REQUIRED });
    expect(checkForm({ ...EMPTY_FORM, description: 'A', qty: '0', rate: '1' }, 'x').errors).toEqual({ qty: QTY_POSITIVE });
    expect(checkForm({ ...EMPTY_FORM, description: 'A', qty: '1.2345', rate: '1' }, 'x').errors.qty).toBe('Quantities have at most 3 decimal places');
    expect(checkForm({ ...EMPTY_FORM, description: 'A', value: '1.234' }, 'x').errors.value).toBe('Amounts have at most 2 decimal places');
    expect(checkForm({ ...EMPTY_FORM, description: 'Civil >> ' , value: '1' }, 'x').errors.description).toBe(EMPTY_GROUP);
    expect(checkForm({ ...EMPTY_FORM, description: 'Civil >>  >> Kerb', value: '1' }, 'x').errors.description).toBe(EMPTY_GROUP);
    expect(checkForm({ ...EMPTY_FORM, description: '   ', value: '1' }, 'x').errors.description).toBe(REQUIRED);
  });

  it('a locked line sends no prices and is not held up by them', () => {
    const checked = checkForm({ ...formOf({ ...kerb, viewerCanEditPrices: false }), description: 'Kerb', rate: 'oops' }, 'kerb', false);
    expect(checked.errors).toEqual({});
    expect(checked.input).toEqual({ itemId: 'kerb', name: 'Kerb', group: [], type: 'BaseContract', unit: 'm' });
  });

  it('an existing line fills the form as it is shown', () => {
    expect(formOf(kerb)).toEqual({ description: 'Civil >> Roading >> Kerb and channel', type: 'BaseContract', qty: '420', unit: 'm', rate: '62.50', value: '26,250.00' });
    expect(checkForm({ ...EMPTY_FORM, description: ' A >> B >> C ', value: '1' }, 'x').input).toMatchObject({ group: ['A', 'B'], name: 'C' });
    // '>>' without the spaces around it is part of a name, as in the import.
    expect(checkForm({ ...EMPTY_FORM, description: ' A>>B >>C ', value: '1' }, 'x').input).toMatchObject({ group: [], name: 'A>>B >>C' });
  });

  it('moves a line up or down, never past either end', () => {
    expect(moved(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
  });
});
