import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is falsy', () => {
    const make = vi.fn(() => 0);
    const get = onFirstUse(make);
    expect([get(), get()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
