/**
 * The entries `errors.jsonl` keeps at the end of a session: only trials still
 * missing from `records.jsonl`, the latest error of each (this session's over
 * earlier ones), in plan order.
 *
 * @example
 * outstandingErrors([{ id: "j", item: null, trialIds: ["a", "b"] }], new Map([["b", e1]]), new Map([["a", e2]]), new Set());
 * // => [e2, e1]
 */
import type { ErrorEntry } from "./journal.js";
import type { Job } from "./types.js";

/**
 * Errors of trials not in `completed`, the latest per trial (session errors replace prior ones), in plan order.
 *
 * @param jobs the whole plan
 * @param prior errors from earlier sessions, by trial id
 * @param session errors of this session, by trial id
 * @param completed keys of the records written
 * @example
 * const e = (t: string, error: string) => ({ trial_id: t, job: "j", error, status: null, at: "" });
 * outstandingErrors([{ id: "j", item: null, trialIds: ["a", "b", "c"] }],
 *   new Map([["a", e("a", "old")], ["c", e("c", "old")]]), new Map([["a", e("a", "new")]]), new Set(["c"])).map((x) => x.error);
 * // => ["new"]
 */
export function outstandingErrors(
  jobs: readonly Job<unknown>[],
  prior: ReadonlyMap<string, ErrorEntry>,
  session: ReadonlyMap<string, ErrorEntry>,
  completed: ReadonlySet<string>,
): ErrorEntry[] {
  const latest = new Map([...prior, ...session]);
  const out: ErrorEntry[] = [];
  for (const j of jobs) for (const t of j.trialIds) {
    const e = latest.get(t);
    if (e && !completed.has(t)) out.push(e);
  }
  return out;
}
