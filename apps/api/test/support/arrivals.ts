/**
 * A list that fills as things arrive, and waits for what a test expects to arrive (no polling,
 * no sleeps): what a loopback server received, read by a test as soon as it is there.
 */
export function arrivals<Item>(timeoutMs = 20_000) {
  const items: Item[] = [];
  let waiters: { ready: () => boolean; resolve: () => void }[] = [];

  function waitUntil(ready: () => boolean, what: () => string, limitMs: number): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters = waiters.filter((waiter) => waiter.ready !== ready);
        reject(new Error(`${what()} in ${limitMs} ms`));
      }, limitMs);
      waiters.push({
        ready,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  return {
    items,
    push(item: Item) {
      items.push(item);
      const done = waiters.filter((waiter) => waiter.ready());
      waiters = waiters.filter((waiter) => !done.includes(waiter));
      for (const waiter of done) waiter.resolve();
    },
    /** Settles once `count` items have arrived, or fails after the timeout. */
    async waitFor(count: number): Promise<Item[]> {
      await waitUntil(
        () => items.length >= count,
        () => `${items.length} of ${count} arrived`,
        timeoutMs,
      );
      return items.slice(0, count);
    },
    /**
     * Settles with the first item that matches once it has arrived (one already there counts),
     * or fails after `limitMs` (the timeout by default).
     */
    async waitForMatch(matches: (item: Item) => boolean, limitMs = timeoutMs): Promise<Item> {
      await waitUntil(
        () => items.some(matches),
        () => `none of the ${items.length} arrived matched`,
        limitMs,
      );
      return items.find(matches) as Item;
    },
  };
}
