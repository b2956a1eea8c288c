import { describe, expect, it } from 'vitest';
import { KeyedLock } from './keyed-lock';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('KeyedLock', () => {
  it('runs work for one key in turn, even when the first is slower', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    await Promise.all([
      lock.run('cus_1', async () => {
        order.push('a start');
        await pause(20);
        order.push('a end');
      }),
      lock.run('cus_1', async () => {
        order.push('b start');
        order.push('b end');
      }),
    ]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
  });

  it('lets different keys overlap, and a failure does not block the next', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const failing = lock.run('cus_1', async () => {
      order.push('1 start');
      await pause(20);
      throw new Error('boom');
    });
    const other = lock.run('cus_2', async () => void order.push('2 ran'));
    const next = lock.run('cus_1', async () => void order.push('1 again'));
    await expect(failing).rejects.toThrow('boom');
    await Promise.all([other, next]);
    expect(order).toEqual(['1 start', '2 ran', '1 again']);
  });
});
