import { describe, expect, it } from 'vitest';
import { EMPTY_GROUP, splitGroupPath } from './groupPath';

describe('a description naming its groups', () => {
  it('splits as the CSV import does', () => {
    expect(splitGroupPath('Variation >> VO-07')).toEqual({ group: ['Variation'], name: 'VO-07' });
    expect(splitGroupPath('Civil >> Roading >> Kerb and channel')).toEqual({ group: ['Civil', 'Roading'], name: 'Kerb and channel' });
  });

  it('leaves a plain name alone, and >> without spaces is part of a name', () => {
    expect(splitGroupPath('Piles')).toBeNull();
    expect(splitGroupPath('A>>B')).toBeNull();
  });

  it('refuses an empty part with the import\'s words', () => {
    expect(splitGroupPath('Variation >>  >> VO-07')).toEqual({ error: EMPTY_GROUP });
    expect(splitGroupPath('Variation >> ')).toEqual({ error: EMPTY_GROUP });
    expect(splitGroupPath(' >> VO-07')).toEqual({ error: EMPTY_GROUP });
  });
});
