/**
 * The failure of one request attempt, classified: retryable (429, 5xx,
 * timeouts, connection resets, malformed bodies) or fatal (400, 401, 403,
 * 404 and other 4xx). Transports throw it; the retry layer turns the last one
 * into a {@link CallFailedError}.
 *
 * @example
 * isRetryableStatus(429); // => true
 * isRetryableStatus(401); // => false
 * parseRetryAfter({ "retry-after": "2" }); // => 2000
 */

/** The machine-readable part of an endpoint's error body (`error.code`, `error.param`). */
export interface ErrorDetail {
  code: string | null;
  param: string | null;
}

/**
 * One failed attempt. `message` never contains a secret (transports redact).
 *
 * @example
 * const e = new AttemptError("HTTP 429: slow down", 429, true, 1000);
 * [e.name, e.status, e.retryable, e.retryAfterMs]; // => ["AttemptError", 429, true, 1000]
 */
export class AttemptError extends Error {
  readonly status: number | null;
  readonly retryable: boolean;
  /** Server-requested wait before the next attempt (from `retry-after-ms` / `Retry-After`), if any. */
  readonly retryAfterMs: number | null;
  /** The endpoint's error `code` and `param` (OpenAI error body), when it sent them. */
  readonly detail: ErrorDetail | null;
  constructor(message: string, status: number | null, retryable: boolean, retryAfterMs: number | null = null, detail: ErrorDetail | null = null) {
    super(message);
    this.name = "AttemptError";
    this.status = status;
    this.retryable = retryable;
    this.retryAfterMs = retryAfterMs;
    this.detail = detail;
  }
}

/**
 * HTTP statuses worth retrying: 408, 409, 429 and every 5xx.
 *
 * @example
 * [isRetryableStatus(429), isRetryableStatus(503), isRetryableStatus(400)]; // => [true, true, false]
 */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * Statuses that end the whole run at once (bad key, no access, unknown model/route: 401, 403, 404).
 *
 * @example
 * [isRunFatalStatus(401), isRunFatalStatus(429), isRunFatalStatus(null)]; // => [true, false, false]
 */
export function isRunFatalStatus(status: number | null): boolean {
  return status === 401 || status === 403 || status === 404;
}

/**
 * Milliseconds to wait from `retry-after-ms` (preferred) or `Retry-After`
 * (seconds or an HTTP date); null when absent or unparseable.
 * @param headers a `Headers` object or a plain lower-case record
 * @param now current time in ms since the epoch (for HTTP dates)
 * @example
 * parseRetryAfter({ "retry-after-ms": "150", "retry-after": "2" });            // => 150
 * parseRetryAfter({ "retry-after": "Thu, 01 Jan 1970 00:00:05 GMT" }, 1000); // => 4000
 * parseRetryAfter(null);                                                       // => null
 */
export function parseRetryAfter(headers: Headers | Record<string, string | undefined> | undefined | null, now = Date.now()): number | null {
  if (!headers) return null;
  const get = (k: string): string | null | undefined =>
    typeof (headers as Headers).get === "function" ? (headers as Headers).get(k) : (headers as Record<string, string | undefined>)[k];
  const ms = get("retry-after-ms");
  if (ms != null && ms.trim() !== "" && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const ra = get("retry-after");
  if (ra == null || ra.trim() === "") return null;
  if (Number.isFinite(Number(ra))) return Math.max(0, Number(ra) * 1000);
  const date = Date.parse(ra);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}
