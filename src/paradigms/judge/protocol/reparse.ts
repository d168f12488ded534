/**
 * Re-derive a stored judge record with the current parsers and the current
 * master dictionary (`groupthink reparse RUN_DIR`): the rubric from `raw`
 * (the judge's reply), the raw phenomenon labels from `extract_raw` (the
 * extraction reply; a record without it falls back to its stored
 * `raw_labels`), and `clusters` from those labels through the two-stage
 * meta-clustering; `dictionary_version` records the dictionary used. A reply
 * that no longer parses sets `parse_error` and leaves the labels as they were.
 *
 * @example
 * judgeReparseRecord(record, judgeDefaultDictionary()).clusters; // => ["SOCIAL_CONFORMITY", …]
 */
import { readFileSync } from "node:fs";
import { projectPath } from "../../../paths.js";
import type { TrialRecord } from "../../../schema/records.js";
import { judgeMetaCluster, type JudgeMasterDictionary } from "./meta-cluster.js";
import { JUDGE_PARSER_VERSION, judgeParsePhenomena, judgeParseRubric } from "./parse.js";

let memo: { path: string; dict: JudgeMasterDictionary } | null = null;
let override: JudgeMasterDictionary | null = null;

/**
 * Make `protocol.reparse` (and so `groupthink reparse RUN_DIR --dictionary DICT.json`) use `dict`
 * instead of the shipped master dictionary; `null` restores the default. Returns the previous override.
 * @example
 * judgeUseReparseDictionary(judgeLoadDictionary("dict.json")); // => null
 */
export function judgeUseReparseDictionary(dict: JudgeMasterDictionary | null): JudgeMasterDictionary | null {
  const prev = override;
  override = dict;
  return prev;
}

/**
 * The current master dictionary: the one set by {@link judgeUseReparseDictionary}, else
 * `scenarios/judge/master-dictionary.json` (read once per process).
 * @example
 * judgeDefaultDictionary().version; // => 1
 */
export function judgeDefaultDictionary(): JudgeMasterDictionary {
  if (override) return override;
  const path = projectPath("scenarios", "judge", "master-dictionary.json");
  if (!memo || memo.path !== path) memo = { path, dict: JSON.parse(readFileSync(path, "utf8")) as JudgeMasterDictionary };
  return memo.dict;
}

const isLabels = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

/**
 * Re-derive one record (never mutates it). An unparsed stage sets its label fields to null and
 * `parse_error` names the stage; a record with neither raw reply keeps its labels.
 * @example
 * judgeReparseRecord({ ...rec, raw_labels: ["consensus echo"], extract_raw: undefined }, dict).clusters; // => ["SOCIAL_CONFORMITY"]
 */
export function judgeReparseRecord(record: TrialRecord, dictionary: JudgeMasterDictionary): TrialRecord {
  const r = record as unknown as Record<string, unknown> & { benchmark: string };
  const { parse_error: _dropped, ...rest } = r;
  const out: Record<string, unknown> = { ...rest, parser_version: JUDGE_PARSER_VERSION };
  const errors: string[] = [];
  if (typeof r.raw === "string") {
    const rubric = judgeParseRubric(r.raw);
    for (const k of ["conflict_detection", "independence", "stance"]) delete out[k];
    if (rubric.value) {
      const v = rubric.value;
      Object.assign(out, { accuracy: v.accuracy, evidence_weighting: v.evidence_weighting, judge_response: v.rationale });
      if (v.conflict_detection !== null) out.conflict_detection = v.conflict_detection;
      if (v.independence !== null) out.independence = v.independence;
      if (v.stance !== null) out.stance = v.stance;
    } else {
      Object.assign(out, { accuracy: null, evidence_weighting: null });
      errors.push(`judge: ${rubric.error}`);
    }
  }
  const labels = typeof r.extract_raw === "string"
    ? judgeParsePhenomena(r.extract_raw)
    : isLabels(r.raw_labels) ? { value: r.raw_labels, error: null } : null;
  if (labels?.value) {
    out.raw_labels = [...labels.value];
    out.clusters = judgeMetaCluster(labels.value, r.benchmark, dictionary);
    out.dictionary_version = dictionary.version;
  } else if (labels) {
    out.clusters = null;
    delete out.raw_labels;
    errors.push(`extract: ${labels.error}`);
  }
  if (errors.length) out.parse_error = errors.join("; ");
  return out as unknown as TrialRecord;
}
