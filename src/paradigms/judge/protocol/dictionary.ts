/**
 * Master dictionaries given by the user (`fit judge --dictionary`,
 * `reparse --dictionary`, built by `groupthink judge dictionary`): load and
 * check one, and re-derive records' clusters from their stored raw labels
 * through it (two-stage meta-clustering, `meta-cluster.ts`).
 *
 * @example
 * const dict = judgeLoadDictionary("dict.json");
 * judgeApplyDictionary(records, dict)[0].dictionary_version; // => dict.version
 */
import { readFileSync } from "node:fs";
import { DataError } from "../../../errors.js";
import { judgeMetaCluster, type JudgeMasterDictionary } from "./meta-cluster.js";

const isMap = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Check a parsed dictionary; `file` names it in errors.
 * @throws DataError naming the field
 * @example
 * judgeCheckDictionary({ version: 1, domain_macro: {}, global: {} }, "d.json").version; // => 1
 */
export function judgeCheckDictionary(o: unknown, file: string): JudgeMasterDictionary {
  if (!isMap(o)) throw new DataError(file, 1, "-", "expected a JSON object");
  if (!(typeof o.version === "number" || typeof o.version === "string")) throw new DataError(file, 1, "version", "expected a number or string");
  if (!isMap(o.domain_macro)) throw new DataError(file, 1, "domain_macro", "expected {domain: {LABEL: MACRO}}");
  for (const [d, m] of Object.entries(o.domain_macro)) {
    if (!isMap(m) || !Object.values(m).every((v) => typeof v === "string")) throw new DataError(file, 1, `domain_macro.${d}`, "expected a map of strings");
  }
  if (!isMap(o.global) || !Object.values(o.global).every((v) => typeof v === "string")) throw new DataError(file, 1, "global", "expected {MACRO: CANONICAL}");
  return o as unknown as JudgeMasterDictionary;
}

/**
 * Read and check a dictionary file.
 * @throws DataError when unreadable or malformed
 * @example
 * judgeLoadDictionary("scenarios/judge/master-dictionary.json").version; // => 1
 */
export function judgeLoadDictionary(path: string): JudgeMasterDictionary {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    throw new DataError(path, 0, "-", `cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  let o: unknown;
  try {
    o = JSON.parse(text);
  } catch (e) {
    throw new DataError(path, 1, "-", `not JSON (${(e as Error).message})`);
  }
  return judgeCheckDictionary(o, path);
}

/**
 * Re-derive `clusters` from `raw_labels` through `dict` (never mutates); sets `dictionary_version`.
 * @throws RangeError naming the record when it has no `raw_labels`
 * @example
 * judgeApplyDictionary([{ uuid: "t", benchmark: "gaia", raw_labels: ["consensus echo"], clusters: ["X"] }], dict)[0].clusters; // => ["SOCIAL_CONFORMITY"]
 */
export function judgeApplyDictionary<R extends { uuid: string; benchmark: string; clusters: readonly string[] | null }>(records: readonly R[], dict: JudgeMasterDictionary): R[] {
  return records.map((r) => {
    const raw = (r as { raw_labels?: unknown }).raw_labels;
    if (!Array.isArray(raw) || !raw.every((s) => typeof s === "string")) {
      throw new RangeError(`judgeApplyDictionary(records): record ${JSON.stringify(r.uuid)} has no raw_labels to re-cluster (re-run it, or fit without --dictionary)`);
    }
    return { ...r, clusters: judgeMetaCluster(raw, r.benchmark, dict), dictionary_version: dict.version };
  });
}
