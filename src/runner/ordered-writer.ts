/**
 * Write job results in plan order whatever order they finish in: a result is
 * buffered until every earlier job's result has been written. A `null` result
 * (a job cut short by an abort) stops all further writing, since later
 * results would break plan order.
 *
 * @example
 * const out: string[] = [];
 * const w = createOrderedWriter<string>((v) => out.push(v));
 * w.put(1, "b"); w.put(0, "a"); w.put(2, null); w.put(3, "d");
 * out; // => ["a", "b"]
 */

/** Accepts results by plan index. */
export interface OrderedWriter<T> {
  /** Hand over the result of job `index` (0-based, each index once); writes what has become writable. */
  put(index: number, value: T | null): void;
}

/**
 * Create an {@link OrderedWriter} calling `write` for each result, in index order.
 *
 * @example
 * const w = createOrderedWriter<number>((v) => console.log(v));
 * w.put(1, 20); // prints nothing yet
 * w.put(0, 10); // prints 10, then 20
 */
export function createOrderedWriter<T>(write: (value: T) => void): OrderedWriter<T> {
  const done = new Map<number, T | null>();
  let next = 0;
  return {
    put(index, value) {
      done.set(index, value);
      while (done.has(next)) {
        const v = done.get(next) as T | null;
        done.delete(next);
        if (v === null) {
          next = Number.POSITIVE_INFINITY; // an aborted job: later results would break plan order
          return;
        }
        write(v);
        next++;
      }
    },
  };
}
