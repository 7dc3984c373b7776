/** A bounded-concurrency pool: at most `limit` tasks in flight, every item tried, every failure kept. */

/** One item whose task threw, with what it threw. */
export interface PoolFailure<T> {
  item: T;
  error: unknown;
}

/** Runs `task` for every item with at most `limit` at a time; resolves with the failures once all have settled. */
export async function runPool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<PoolFailure<T>[]> {
  const failures: PoolFailure<T>[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        failures.push({ item, error });
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
  return failures;
}
