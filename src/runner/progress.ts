/**
 * Run progress on stderr: a one-line bar redrawn in place on a TTY (done/total
 * trials, calls/s, ETA, errors, cache hits), plain lines every `intervalMs`
 * otherwise, nothing in mode `off` (the CLI's `--json`).
 *
 * @example
 * const p = createProgress({ mode: "lines", total: 100 });
 * p.update({ trials: 10, errors: 0, calls: 12, cacheHits: 0 });
 * p.finish();
 */

export type ProgressMode = "auto" | "bar" | "lines" | "off";

export interface ProgressCounts {
  trials: number;
  errors: number;
  calls: number;
  cacheHits: number;
}

export interface Progress {
  update(counts: ProgressCounts): void;
  finish(): void;
}

export interface ProgressOptions {
  mode: ProgressMode;
  total: number;
  label?: string;
  intervalMs?: number;
  stream?: NodeJS.WriteStream;
  /** Clock in ms (for tests). */
  now?: () => number;
}

function duration(s: number): string {
  if (!Number.isFinite(s)) return "?";
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}m${String(Math.round(s % 60)).padStart(2, "0")}s` : `${Math.round(s)}s`;
}

/**
 * The status text for the given counts (no bar).
 *
 * @param label prefix, written as given (callers end it with a space)
 * @param elapsedS seconds since the start
 * @example
 * progressLine("run1 ", { trials: 2, errors: 1, calls: 3, cacheHits: 1 }, 4, 1.5);
 * // => "run1 3/4 trials  2.0 calls/s  ETA 1s  errors 1  cached 1"
 */
export function progressLine(label: string, c: ProgressCounts, total: number, elapsedS: number): string {
  const rate = elapsedS > 0 ? c.calls / elapsedS : 0;
  const done = c.trials + c.errors;
  const eta = done > 0 && total > done ? ((total - done) * elapsedS) / done : done >= total ? 0 : Number.NaN;
  return `${label}${done}/${total} trials  ${rate.toFixed(1)} calls/s  ETA ${duration(eta)}  errors ${c.errors}  cached ${c.cacheHits}`;
}

/**
 * Create a progress reporter for a run of `total` trials.
 *
 * @param options `mode` (`auto` = bar on a TTY, lines otherwise; `off` prints nothing), `total`,
 *   optional `label`, redraw `intervalMs` (default 200 for the bar, 10 000 for lines), `stream`, `now`
 * @example
 * const p = createProgress({ mode: "lines", total: 4, stream: process.stdout, now: () => 0 });
 * p.update({ trials: 2, errors: 0, calls: 2, cacheHits: 0 });
 * // prints "2/4 trials  0.0 calls/s  ETA 0s  errors 0  cached 0"
 */
export function createProgress(options: ProgressOptions): Progress {
  const stream = options.stream ?? process.stderr;
  const mode = options.mode === "auto" ? (stream.isTTY ? "bar" : "lines") : options.mode;
  const now = options.now ?? (() => Date.now());
  const t0 = now();
  const label = options.label ? `${options.label}: ` : "";
  const interval = options.intervalMs ?? (mode === "bar" ? 200 : 10_000);
  let last = -Infinity;
  let counts: ProgressCounts = { trials: 0, errors: 0, calls: 0, cacheHits: 0 };
  const draw = (final: boolean): void => {
    const elapsed = (now() - t0) / 1000;
    const text = progressLine(label, counts, options.total, elapsed);
    if (mode === "bar") {
      const width = 24;
      const frac = options.total > 0 ? Math.min(1, (counts.trials + counts.errors) / options.total) : 1;
      const filled = Math.round(frac * width);
      stream.write(`\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${text}\x1b[K${final ? "\n" : ""}`);
    } else stream.write(`${text}\n`);
  };
  return {
    update(c) {
      counts = c;
      if (mode === "off") return;
      const t = now();
      if (t - last >= interval) {
        last = t;
        draw(false);
      }
    },
    finish() {
      if (mode !== "off") draw(true);
    },
  };
}
