import { describe, expect, it, vi } from 'vitest';
import { KeyedLock } from './keyed-lock';

/** A promise the test settles by hand, so work can be held mid-way without any waiting. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('KeyedLock', () => {
  it('runs work for one key in turn, even when the first is slower', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const held = gate();
    const first = lock.run('cus_1', async () => {
      order.push('a start');
      await held.opened;
      order.push('a end');
    });
    const second = lock.run('cus_1', async () => {
      order.push('b start');
      order.push('b end');
    });
    await vi.waitFor(() => expect(order).toContain('a start'));
    // 'a' is held open: without the lock, 'b' would already have run by now.
    held.open();
    await Promise.all([first, second]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('lets different keys overlap, and a failure does not block the next', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const held = gate();
    const failing = lock.run('cus_1', async () => {
      order.push('1 start');
      await held.opened;
      throw new Error('boom');
    });
    const other = lock.run('cus_2', async () => void order.push('2 ran'));
    const next = lock.run('cus_1', async () => void order.push('1 again'));
    // cus_2 runs while cus_1 is still held.
    await other;
    expect(order).toEqual(['1 start', '2 ran']);
    held.open();
    await expect(failing).rejects.toThrow('boom');
    await next;
    expect(order).toEqual(['1 start', '2 ran', '1 again']);
  });
});
