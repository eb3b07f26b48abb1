import { describe, expect, it } from 'vitest';
import { contactChoices, mostCommonContact, remainingSuggestions, type Recipient } from './recipients';

const acme = { id: 'O1', name: 'Acme' };
const client = { id: 'O2', name: 'Client Co' };
const person = (email: string, contacts = [client]): Recipient => ({
  accountId: `A-${email}`,
  email,
  name: email,
  isNew: false,
  contacts,
});

describe('recipients', () => {
  it('suggests the contact most common across recipients', () => {
    expect(mostCommonContact([person('a@x.nz', [acme, client]), person('b@x.nz', [client])])).toEqual(client);
    expect(mostCommonContact([person('a@x.nz', [acme]), person('b@x.nz', [client])])).toEqual(acme);
    expect(mostCommonContact([{ ...person('n@x.nz', []), isNew: true, accountId: null }])).toBeNull();
  });

  it('lists the choices most common first', () => {
    expect(contactChoices([person('a@x.nz', [acme, client]), person('b@x.nz', [client])])).toEqual([client, acme]);
  });

  it('drops suggestions already chosen and keeps about ten', () => {
    const many = Array.from({ length: 14 }, (_, i) => person(`p${i}@x.nz`));
    expect(remainingSuggestions(many, [person('P0@x.nz')]).map((r) => r.email)).toEqual(
      many.slice(1, 11).map((r) => r.email),
    );
  });
});
