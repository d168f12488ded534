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
 * Show untrusted text (model replies, log strings, file names) safely on a
 * terminal: C0/C1 control characters, DEL and the Unicode line/paragraph and
 * bidi-override characters become visible escapes (`\x1b`, `\x07`, `\u202e`),
 * so a log line cannot move the cursor, retitle the window or clear the screen.
 * Printable text, including non-ASCII letters, is unchanged; a backslash stays a backslash.
 *
 * @param text any string
 * @returns the same text with every control character shown as an escape
 * @example
 * escapeTerminal("ok\x1b]0;TITLE\x07");   // => "ok\\x1b]0;TITLE\\x07"
 * escapeTerminal("naïve, tab\there");     // => "naïve, tab\\x09here"
 */
export function escapeTerminal(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/**
 * Bad input (a file, folder or log that cannot be used as given): exit status 1.
 * {@link DataError} is the located kind; this one is for input problems that have
 * no line, e.g. "no phantom records in a.jsonl (found: panel)". The message is
 * escaped for the terminal ({@link escapeTerminal}).
 *
 * @example
 * new InputError("no phantom records in a.jsonl (found: panel)").message; // => "no phantom records in a.jsonl (found: panel)"
 */
export class InputError extends Error {
  constructor(message: string) {
    super(escapeTerminal(message));
    this.name = "InputError";
  }
}

/**
 * Bad input data, located by file, 1-based line and field (`-` when the line is not JSON).
 * File, field and reason are escaped for the terminal ({@link escapeTerminal}), since
 * they may quote untrusted text.
 *
 * @example
 * new DataError("a.jsonl", 2, "-", "not JSON").message; // => "a.jsonl:2: -: not JSON"
 * new DataError("a.jsonl", 2, "raw", "bad \x1b[2J").message; // => "a.jsonl:2: raw: bad \\x1b[2J"
 */
export class DataError extends InputError {
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

let current: Logger = { warn: (m) => process.stderr.write(`warning: ${escapeTerminal(m)}\n`) };

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
 * Emit a warning through the current logger (stderr `warning: …` unless replaced; the default
 * logger escapes terminal controls, since warnings may quote log or model text).
 *
 * @example
 * warn("3 scenarios excluded"); // stderr: "warning: 3 scenarios excluded"
 */
export function warn(message: string): void {
  current.warn(message);
}
