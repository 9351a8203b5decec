/**
 * A list that fills as things arrive, and waits for the n-th to arrive (no polling, no sleeps):
 * what a loopback server received, read by a test as soon as it is there.
 */
export function arrivals<Item>(timeoutMs = 20_000) {
  const items: Item[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  return {
    items,
    push(item: Item) {
      items.push(item);
      const ready = waiters.filter((waiter) => items.length >= waiter.count);
      waiters = waiters.filter((waiter) => items.length < waiter.count);
      for (const waiter of ready) waiter.resolve();
    },
    /** Settles once `count` items have arrived, or fails after the timeout. */
    async waitFor(count: number): Promise<Item[]> {
      if (items.length < count) {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`${items.length} of ${count} arrived in ${timeoutMs} ms`)),
            timeoutMs,
          );
          waiters.push({
            count,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          });
        });
      }
      return items.slice(0, count);
    },
  };
}
