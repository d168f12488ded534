/**
 * Set an own data property, also for the key `__proto__` (as `JSON.parse` makes it), never the prototype.
 * A record's keys come from the log (model text and user files: untrusted), and a plain assignment
 * `o["__proto__"] = v` calls the prototype setter instead: a string value is silently dropped, an object
 * value becomes the target's prototype. Every place that builds an object from a record's keys sets
 * them with this.
 *
 * @param o the object to set on (changed)
 * @param k the key
 * @param value the value
 * @example
 * const o: Record<string, unknown> = {};
 * setOwn(o, "__proto__", "x");
 * [Object.keys(o), Object.getPrototypeOf(o) === Object.prototype]; // => [["__proto__"], true]
 */
export function setOwn(o: Record<string, unknown>, k: string, value: unknown): void {
  if (k === "__proto__") Object.defineProperty(o, k, { value, enumerable: true, writable: true, configurable: true });
  else o[k] = value;
}
