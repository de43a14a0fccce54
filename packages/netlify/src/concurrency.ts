// The functions' helpers for concurrent work: one deadline, one bounded parallelism,
// and in-process serialization.

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs tasks with the same key one after another within this process. A conditional
 * write (`onlyIfNew`) is atomic on the platform, but the local Blobs server checks and
 * writes in two steps, so two concurrent check-and-claim sequences for one key could
 * both win locally. That holds for `pnpm dev`, which runs every call in one process;
 * `netlify serve` runs each call in a fresh worker, so there a parallel burst can still
 * race (measured by `pnpm load`). On the platform the conditional write alone is exact.
 */
export function serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.catch(() => {});
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

/** Maps with at most `limit` calls in flight, keeping the order of `items`. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * A gate shared by several callers: at most `limit` of the tasks given to it run at once,
 * the others wait their turn (first come, first served).
 */
export function limiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/** Work that did not finish within its deadline (the work itself may still go on). */
export class DeadlineError extends Error {
  override name = "DeadlineError";
}

/**
 * `work`, or a rejection once `ms` have passed: `onTimeout()` when given, otherwise a
 * DeadlineError naming `what`. The work is not cancelled; callers whose work must stop
 * sending (storage calls) bound each call as well (see blobs.ts).
 */
export async function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  what: string,
  onTimeout: () => Error = () => new DeadlineError(`${what}: no answer within ${ms} ms`),
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
