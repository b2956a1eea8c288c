import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './is-common-password';

describe('isCommonPassword', () => {
  it.each(['password123', '1234567890', 'qwertyuiop', 'Password123', 'QWERTYUIOP', 'iloveyou12'])(
    'refuses %o',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['purge the riser at dawn', 'correct horse battery', 'Tightness-Test-42!'])(
    'accepts %o',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
    },
  );
});
