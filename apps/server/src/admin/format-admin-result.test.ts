import { describe, expect, it } from 'vitest';
import { formatUserTable } from './format-admin-result';

describe('formatUserTable', () => {
  it('prints aligned columns with UK dates', () => {
    const table = formatUserTable([
      {
        id: '1',
        email: 'ann@example.com',
        name: 'Ann Smith',
        subscriptionTier: 'premium',
        createdAt: '2026-07-01T12:00:00.000Z',
      },
      {
        id: '2',
        email: 'b@example.com',
        name: '',
        subscriptionTier: 'free',
        createdAt: '2026-01-31T23:30:00.000Z',
      },
    ]);
    expect(table).toBe(
      [
        'EMAIL            NAME       TIER     CREATED',
        'ann@example.com  Ann Smith  premium  01/07/2026, 13:00',
        'b@example.com    -          free     31/01/2026, 23:30',
        '',
        '2 users',
      ].join('\n'),
    );
  });

  it('says when there are no users', () => {
    expect(formatUserTable([])).toBe('No users yet.');
  });
});
