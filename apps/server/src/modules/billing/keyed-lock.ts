/**
 * Runs work for one key at a time within this process (a Stripe customer: webhook deliveries and
 * refreshes for the same customer read Stripe and write the database in turn, so a slow, stale
 * read never lands after a fresher one; decision 0501).
 */
export class KeyedLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.then(work, work);
    const tail = current.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
