/** Tests' claim line: a base-contract line of $1,000.00 (lump sum) claiming nothing yet. */
import type { Line } from './lines';

export function testLine(itemId: string, fields: Partial<Line> = {}): Line {
  return {
    itemId,
    type: 'BaseContract',
    position: 1000,
    name: itemId,
    group: [],
    reference: '',
    totalPrice: 100000,
    unitPrice: 100000,
    qtyMilli: 0,
    amount: 0,
    previous: 0,
    qtyPrevious: 0,
    isReversal: false,
    isRetention: false,
    ...fields,
  };
}
