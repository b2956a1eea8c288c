import { describe, expect, it } from 'vitest';
import { stripSessionTokens } from './strip-session-tokens';

describe('stripSessionTokens', () => {
  it('drops the token beside the user (sign-in, sign-up, change of password)', () => {
    expect(stripSessionTokens({ redirect: false, token: 'abc', user: { id: 'u1' } })).toEqual({
      redirect: false,
      user: { id: 'u1' },
    });
  });

  it('drops session.token (get-session)', () => {
    expect(
      stripSessionTokens({ session: { id: 's1', token: 'abc', userId: 'u1' }, user: { id: 'u1' } }),
    ).toEqual({ session: { id: 's1', userId: 'u1' }, user: { id: 'u1' } });
  });

  it('drops the token of every session in a list (list-sessions)', () => {
    expect(
      stripSessionTokens([
        { id: 's1', token: 'a' },
        { id: 's2', token: 'b', nested: [{ token: 'c', keep: 1 }] },
      ]),
    ).toEqual([{ id: 's1' }, { id: 's2', nested: [{ keep: 1 }] }]);
  });

  it('leaves everything else as it was', () => {
    expect(stripSessionTokens(null)).toBeNull();
    expect(stripSessionTokens('token')).toBe('token');
    expect(stripSessionTokens({ status: true, tokenType: 'x' })).toEqual({
      status: true,
      tokenType: 'x',
    });
  });
});
