/**
 * Read a run directory's `calls.jsonl` tolerantly for the viewer: every line
 * that parses and has a `job`, a `key` and a `reply` is kept (with its
 * `request` when the journal stored one; older journals have none); a line
 * that does not parse (a torn last line) or lacks them is counted as skipped.
 * A missing file gives no calls; a missing `calls.jsonl` whose `calls.jsonl.gz` exists (a completed
 * simulated run sealed by the data scripts, `scripts/data/sealed-run.ts`) is read through gunzip.
 *
 * @example
 * readCalls("test/fixtures/view/phantom-run/calls.jsonl").skipped; // => 1  (its torn last line)
 */
import { existsSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

/** One journaled call as the viewer reads it. */
export interface ViewCall {
  job: string;
  key: string;
  /** The request as sent (`{messages, model?, temperature?, ...}`), when the journal stored it. */
  request?: { messages?: { role: string; content: string }[] } & Record<string, unknown>;
  reply: { content?: string; finish_reason?: string | null; usage?: { prompt_tokens: number; completion_tokens: number } | null; simulated?: boolean; cached?: boolean; latency_ms?: number; seed?: number } & Record<string, unknown>;
}

/**
 * Read the calls of one journal file.
 *
 * @param path the `calls.jsonl` path
 * @example
 * readCalls("/nonexistent/calls.jsonl"); // => { calls: [], skipped: 0 }
 */
export function readCalls(path: string): { calls: ViewCall[]; skipped: number } {
  const gz = `${path}.gz`;
  const text = existsSync(path) ? readFileSync(path, "utf8") : existsSync(gz) ? gunzipSync(readFileSync(gz)).toString("utf8") : null;
  if (text === null) return { calls: [], skipped: 0 };
  const calls: ViewCall[] = [];
  let skipped = 0;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      skipped++;
      continue;
    }
    const o = v as Partial<ViewCall> | null;
    if (o && typeof o.job === "string" && typeof o.key === "string" && o.reply && typeof o.reply === "object") {
      const c: ViewCall = { job: o.job, key: o.key, reply: o.reply };
      if (o.request && typeof o.request === "object") c.request = o.request;
      calls.push(c);
    } else skipped++;
  }
  return { calls, skipped };
}
