/**
 * The project's error classes and its one injectable warning logger.
 *
 * - {@link DataError}: bad input data; the message is `FILE:LINE: FIELD: reason`.
 * - {@link UsageError}: a bad call from the command line (exit status 2).
 * - Bad calls from code throw the built-in `TypeError` (wrong type) or
 *   `RangeError` (value outside its domain), naming the function and argument;
 *   {@link argError} builds those messages.
 *
 * @example
 * new DataError("log.jsonl", 3, "decision", "not one of proceed|block|defer_or_review: \"maybe\"").message
 * // => 'log.jsonl:3: decision: not one of proceed|block|defer_or_review: "maybe"'
 */

/**
 * Bad input data, located by file, 1-based line and field (`-` when the line is not JSON).
 *
 * @example
 * new DataError("a.jsonl", 2, "-", "not JSON").message; // => "a.jsonl:2: -: not JSON"
 */
export class DataError extends Error {
  readonly file: string;
  readonly line: number;
  readonly field: string;
  readonly reason: string;
  constructor(file: string, line: number, field: string, reason: string) {
    super(`${file}:${line}: ${field}: ${reason}`);
    this.name = "DataError";
    this.file = file;
    this.line = line;
    this.field = field;
    this.reason = reason;
  }
}

/**
 * A bad command-line call (unknown option, missing argument): exit status 2.
 *
 * @example
 * new UsageError("--model is required").name; // => "UsageError"
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/**
 * Build the message for a bad programmatic call.
 *
 * @example
 * throw new RangeError(argError("wilsonInterval", "n", "an integer >= k", -1));
 * // RangeError: wilsonInterval(n): expected an integer >= k, received -1
 */
export function argError(fn: string, arg: string, expected: string, received: unknown): string {
  let shown: string;
  try {
    shown = typeof received === "string" ? JSON.stringify(received) : String(received);
    if (typeof received === "object" && received !== null) shown = JSON.stringify(received)?.slice(0, 80) ?? shown;
  } catch {
    shown = Object.prototype.toString.call(received);
  }
  return `${fn}(${arg}): expected ${expected}, received ${shown}`;
}

/** A sink for warnings; replace it with {@link setLogger} (tests capture, the CLI writes to stderr). */
export interface Logger {
  warn(message: string): void;
}

let current: Logger = { warn: (m) => process.stderr.write(`warning: ${m}\n`) };

/**
 * Replace the warning logger; returns the previous one so callers can restore it.
 *
 * @example
 * const seen: string[] = [];
 * const prev = setLogger({ warn: (m) => seen.push(m) });
 * warn("3 scenarios excluded");
 * setLogger(prev); // seen => ["3 scenarios excluded"]
 */
export function setLogger(logger: Logger): Logger {
  const prev = current;
  current = logger;
  return prev;
}

/**
 * Emit a warning through the current logger (stderr `warning: …` unless replaced).
 *
 * @example
 * warn("3 scenarios excluded"); // stderr: "warning: 3 scenarios excluded"
 */
export function warn(message: string): void {
  current.warn(message);
}
