/**
 * The documented column order of an export: the envelope fields of
 * trial-logs.md first (`protocol`, `run_id`, `model`, `trial_id`, `seed`,
 * `raw`, `parse_error`, `usage.prompt_tokens`, `usage.completion_tokens`,
 * `latency_ms`, `simulated`), then each present protocol's own fields in the
 * contract's order (phantom, panel, hidden_profile, judge), then any other
 * column (extra fields the runner adds, such as `run_seed`, `repeat`,
 * `prompt_version`) in first-seen order. Only columns that occur in some row
 * are listed.
 *
 * @example
 * exportColumns([{ model: "m", protocol: "phantom", extra: 1 }]); // => ["protocol", "model", "extra"]
 */
import { getRecordKind, recordKindNames } from "../schema/registry.js";
import { ENVELOPE_SPEC } from "../schema/envelope.js";
import type { Cell } from "./flatten-record.js";

function specColumns(spec: Record<string, { kind: string }>): string[] {
  const out: string[] = [];
  for (const [k, f] of Object.entries(spec)) {
    if (f.kind === "usage") out.push(`${k}.prompt_tokens`, `${k}.completion_tokens`);
    else out.push(k);
  }
  return out;
}

/**
 * The canonical order of every column the contract names (envelope, then protocols in order).
 *
 * @example
 * contractColumns().slice(0, 4); // => ["protocol", "run_id", "model", "trial_id"]
 */
export function contractColumns(): string[] {
  const out = specColumns(ENVELOPE_SPEC);
  for (const spec of recordKindNames().map((k) => getRecordKind(k)!.spec as Record<string, { kind: string }>)) for (const c of specColumns(spec)) if (!out.includes(c)) out.push(c);
  return out;
}

/**
 * Column names (in first-seen order) → the documented export order (see the module comment).
 *
 * @param seen column names, each once, in first-seen order (not changed)
 * @example
 * orderColumns(["b", "trial_id", "a"]); // => ["trial_id", "b", "a"]
 */
export function orderColumns(seen: readonly string[]): string[] {
  const present = new Set(seen);
  const canonical = contractColumns().filter((c) => present.has(c));
  const known = new Set(canonical);
  return [...canonical, ...seen.filter((c) => !known.has(c))];
}

/**
 * The columns of flattened rows, in the documented order (see the module comment).
 *
 * @param rows flattened rows (not changed)
 * @example
 * exportColumns([{ b: 1, trial_id: "t" }, { a: 2 }]); // => ["trial_id", "b", "a"]
 */
export function exportColumns(rows: readonly Readonly<Record<string, Cell>>[]): string[] {
  const present = new Set<string>();
  const seen: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!present.has(k)) { present.add(k); seen.push(k); }
  return orderColumns(seen);
}
