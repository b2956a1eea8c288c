import { describe, expect, it } from 'vitest';
import { splitName } from './split-name';

describe('splitName', () => {
  it.each([
    ['Ann Smith', 'Ann', 'Smith'],
    ['Ann Marie Smith', 'Ann', 'Marie Smith'],
    ['  Ann   Marie  Smith ', 'Ann', 'Marie Smith'],
    ['Cher', 'Cher', null],
    ['', null, null],
    ['   ', null, null],
    [null, null, null],
    [undefined, null, null],
  ])('%o → first %o, last %o', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});
