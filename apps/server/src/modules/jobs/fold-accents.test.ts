import { describe, expect, it } from 'vitest';
import { ACCENTED_LETTERS, foldAccents, PLAIN_LETTERS } from './fold-accents';

describe('foldAccents (decision 0925)', () => {
  it('gives each accented letter its plain lower-case letter, and leaves the rest as typed', () => {
    expect(foldAccents('Café Rouge')).toBe('Cafe Rouge');
    expect(foldAccents('CAFÉ, Łódź, Ñandú, Müller')).toBe('CAFe, lodz, nandu, Muller');
    expect(foldAccents('50%_off \\ 7')).toBe('50%_off \\ 7');
  });

  it('the two tables pair one letter with one letter, as translate() needs', () => {
    expect([...ACCENTED_LETTERS]).toHaveLength([...PLAIN_LETTERS].length);
    expect(PLAIN_LETTERS).toMatch(/^[a-z]+$/);
    expect(new Set(ACCENTED_LETTERS).size).toBe([...ACCENTED_LETTERS].length);
  });
});
