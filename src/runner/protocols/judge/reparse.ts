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
import type { JudgeRecord, TrialRecord } from "../../../schema/records.js";
import { judgeMetaCluster, type JudgeMasterDictionary } from "./meta-cluster.js";
import { judgeParsePhenomena, judgeParseRubric } from "./parse.js";

let memo: { path: string; dict: JudgeMasterDictionary } | null = null;

/**
 * The current master dictionary, `scenarios/judge/master-dictionary.json` (read once per process).
 * @example
 * judgeDefaultDictionary().version; // => 1
 */
export function judgeDefaultDictionary(): JudgeMasterDictionary {
  const path = projectPath("scenarios", "judge", "master-dictionary.json");
  if (!memo || memo.path !== path) memo = { path, dict: JSON.parse(readFileSync(path, "utf8")) as JudgeMasterDictionary };
  return memo.dict;
}

const isLabels = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

/**
 * Re-derive one record (never mutates it).
 * @example
 * judgeReparseRecord({ ...rec, raw_labels: ["consensus echo"], extract_raw: undefined }, dict).clusters; // => ["SOCIAL_CONFORMITY"]
 */
export function judgeReparseRecord(record: TrialRecord, dictionary: JudgeMasterDictionary): TrialRecord {
  const r = record as JudgeRecord & { raw_labels?: unknown; extract_raw?: unknown };
  const rubric = judgeParseRubric(typeof r.raw === "string" ? r.raw : "");
  const labels = typeof r.extract_raw === "string"
    ? judgeParsePhenomena(r.extract_raw)
    : isLabels(r.raw_labels) ? { value: r.raw_labels, error: null } : { value: null, error: "no extraction reply (extract_raw) or raw_labels stored" };
  if (!rubric.value || !labels.value) return { ...r, parse_error: rubric.error ?? labels.error } as TrialRecord;
  const { parse_error: _dropped, ...rest } = r;
  return {
    ...rest,
    accuracy: rubric.value.accuracy, evidence_weighting: rubric.value.evidence_weighting,
    conflict_detection: rubric.value.conflict_detection, independence: rubric.value.independence,
    stance: rubric.value.stance, judge_response: rubric.value.rationale,
    raw_labels: [...labels.value],
    clusters: judgeMetaCluster(labels.value, r.benchmark, dictionary),
    dictionary_version: dictionary.version,
  } as TrialRecord;
}
