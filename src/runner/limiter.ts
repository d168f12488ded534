/**
 * A counting semaphore: at most `limit` tasks run at once, the rest wait in FIFO order.
 *
 * @example
 * const lim = createLimiter(2);
 * await lim.run(async () => 42); // => 42
 */
import { argError } from "../errors.js";

export interface Limiter {
  readonly limit: number;
  /** Tasks running now. */
  readonly active: number;
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Create a limiter letting at most `limit` tasks run at once.
 *
 * @throws RangeError when limit is not a positive integer
 * @example
 * await createLimiter(2).run(async () => 42); // => 42
 * createLimiter(0); // throws RangeError: createLimiter(limit): expected a positive integer, received 0
 */
export function createLimiter(limit: number): Limiter {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(argError("createLimiter", "limit", "a positive integer", limit));
  let active = 0;
  const queue: (() => void)[] = [];
  let head = 0;
  const release = (): void => {
    if (head < queue.length) {
      const next = queue[head];
      queue[head++] = undefined as unknown as () => void;
      if (head > 1024 && head * 2 > queue.length) {
        queue.splice(0, head);
        head = 0;
      }
      next();
    } else active--;
  };
  return {
    limit,
    get active() {
      return active;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < limit) active++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
