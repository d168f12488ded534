/**
 * Load trial logs keeping only what one analysis reads, for logs of millions
 * of records: every record is streamed, validated and duplicate-checked as
 * {@link loadLogs} does, then the records of `protocol` are kept with only
 * the named fields (present fields only, so an absent field stays absent;
 * short strings interned, also inside arrays of strings, so a million records
 * share one copy of each model, condition, label or hidden-profile entry),
 * and of every other protocol only one record per distinct `(run_id,
 * simulated)` (enough for "no phantom records … (found: panel)" and for the
 * provenance keys, which read `run_id` and `simulated`).
 * A million phantom records take ~0.2 KB each instead of ~1 KB. `derived`
 * adds values computed from each whole kept record (a score of a long text
 * field that is then left behind: `fit judge`'s rigor score of `thought`).
 *
 * @example
 * const logs = await loadLogsProjected(["data/samples/phantom-sample.jsonl"], "phantom", ["model", "condition"]);
 * [logs.phantom.length, Object.keys(logs.phantom[0])]; // => [120, ["model", "condition"]]
 */
import { argError } from "../errors.js";
import type { AnyRecord } from "../schema/records.js";
import { compileProjection } from "./compile-projection.js";
import { emptyLogs, forEachRecord, type LoadedLogs } from "./load-logs.js";

/** Strings up to this length are interned. */
const INTERN_MAX = 96;

/** A value computed from each whole kept record (validated), stored under `key` of its projection. */
export type DerivedField = readonly [key: string | symbol, compute: (record: Readonly<Record<string, unknown>>) => unknown];

/**
 * Load logs keeping only `fields` of the `protocol` records (see the module comment).
 * @param paths JSONL or Parquet files, run folders or experiment folders
 * @param protocol the record kind kept
 * @param fields the fields kept of each of its records (in this order)
 * @param derived values computed from each whole kept record, set after the fields (`[key, compute]`)
 * @throws DataError as {@link loadLogs}; TypeError when `paths` is empty; what a `compute` throws
 * @example
 * (await loadLogsProjected(["data/samples/phantom-sample.jsonl"], "phantom", ["decision"])).phantom[0];
 * // => { decision: "proceed" }
 * (await loadLogsProjected(["data/samples/phantom-sample.jsonl"], "phantom", [], [["kind", (r) => typeof r.decision]])).phantom[0].kind;
 * // => "string"
 */
export async function loadLogsProjected(paths: readonly string[], protocol: string, fields: readonly string[], derived: readonly DerivedField[] = []): Promise<LoadedLogs> {
  if (paths.length === 0) throw new TypeError(argError("loadLogsProjected", "paths", "at least one file or folder", paths));
  const out = emptyLogs() as Record<string, AnyRecord[]>;
  const pool = new Map<string, string>();
  const intern = (s: string): string => {
    if (s.length > INTERN_MAX) return s;
    const have = pool.get(s);
    if (have !== undefined) return have;
    pool.set(s, s);
    return s;
  };
  /** An array of strings as a new array of the interned strings (a hidden-profile `hidden_entry`: ~60 bytes a record less); any other array as it is. */
  const internAll = (a: unknown[]): unknown[] => {
    for (let i = 0; i < a.length; i++) if (typeof a[i] !== "string") return a;
    const out = new Array<unknown>(a.length);
    for (let i = 0; i < a.length; i++) out[i] = intern(a[i] as string);
    return out;
  };
  const others = new Set<string>();
  /** The projection, compiled (one load and store site per field): of a plain object (what JSON.parse makes), and of any other object, read as own properties only (compiled when one is met). */
  const projectPlain = compileProjection(fields, intern, internAll);
  let projectOwn: ((x: Record<string, unknown>) => Record<string, unknown>) | null = null;
  await forEachRecord(paths, (r) => {
    const x = r as unknown as Record<string, unknown>;
    if (r.protocol !== protocol) {
      const k = `${r.protocol}\u0000${String(x.run_id)}\u0000${String(x.simulated)}`;
      if (others.has(k)) return;
      others.add(k);
      (out[r.protocol] ??= []).push(r as AnyRecord);
      return;
    }
    // a plain object (what JSON.parse makes) can only inherit the names Object.prototype has: its projection
    // reads any other field directly and asks `hasOwnProperty` only when undefined; an object of another
    // prototype is asked for each field
    const slim = Object.getPrototypeOf(x) === Object.prototype ? projectPlain(x) : (projectOwn ??= compileProjection(fields, intern, internAll, true))(x);
    for (let i = 0; i < derived.length; i++) (slim as Record<string | symbol, unknown>)[derived[i][0]] = derived[i][1](x);
    (out[protocol] ??= []).push(slim as unknown as AnyRecord);
  });
  return out as LoadedLogs;
}
