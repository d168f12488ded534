/**
 * Run-time validation of one parsed JSON value against the trial-log contract,
 * for any registered record kind (`registry.ts`): the kind is the record's
 * `protocol`; every field of its spec is checked, then the kind's cross-field
 * rules. Values nested deeper than {@link MAX_DEPTH} levels are rejected, so
 * no later step (copying, previews, DataFrames) recurses without bound.
 *
 * Returns a fresh record object (the input is not changed; keys such as
 * `__proto__` are copied as plain data, never through a setter) or throws a
 * {@link DataError} naming file, line and field.
 *
 * @example
 * validateRecord(JSON.parse('{"protocol":"panel"}'), "log.jsonl", 4);
 * // throws DataError: log.jsonl:4: run_id: required field missing
 */
import { DataError } from "../errors.js";
import { checkField, depthOf, type FieldSpec } from "./fields.js";
import type { TrialRecord } from "./records.js";
import { getRecordKind, recordKindNames } from "./registry.js";

/**
 * The deepest nesting a record value may have (a record object is depth 1, an array field in it depth 2).
 *
 * @example
 * MAX_DEPTH; // => 64
 */
export const MAX_DEPTH = 64;

/**
 * Copy own enumerable keys into a fresh object without invoking `__proto__` setters.
 *
 * @example
 * const c = safeCopy(JSON.parse('{"__proto__": {"x": 1}, "a": 2}'));
 * [Object.keys(c), Object.getPrototypeOf(c) === Object.prototype]; // => [["__proto__", "a"], true]
 */
export function safeCopy(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Plain assignment keeps the copy a fast object (defining every key made each record a slow dictionary:
  // a third of `metrics hidden_profile`'s time on a small log, issue 22); only `__proto__` needs defining.
  for (const k of Object.keys(obj)) {
    if (k === "__proto__") Object.defineProperty(out, k, { value: obj[k], enumerable: true, writable: true, configurable: true });
    else out[k] = obj[k];
  }
  return out;
}

function describeValue(v: unknown): string {
  if (Array.isArray(v)) return "an array";
  if (v === null) return "null";
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/**
 * Validate a parsed JSON value as a trial record of its registered kind.
 *
 * @param value the parsed line
 * @param file file name for messages
 * @param line 1-based line number for messages
 * @throws DataError `FILE:LINE: FIELD: reason`
 * @example
 * validateRecord({ protocol: "phantom", run_id: "r1", model: "typical", trial_id: "s1:0:private", scenario_id: "s1",
 *   agent: 0, condition: "private", decision: "block", gold: "block", phantom_target: "proceed" }, "log.jsonl", 1).decision;
 * // => "block"
 */
export function validateRecord(value: unknown, file: string, line: number): TrialRecord {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new DataError(file, line, "-", `expected a JSON object, received ${describeValue(value)}`);
  }
  const obj = value as Record<string, unknown>;
  const protocol = Object.prototype.hasOwnProperty.call(obj, "protocol") ? obj.protocol : undefined;
  if (protocol === undefined) throw new DataError(file, line, "protocol", "required field missing");
  const kind = getRecordKind(protocol);
  if (!kind) throw new DataError(file, line, "protocol", `not one of ${recordKindNames().join("|")}: ${describeValue(protocol)}`);
  for (const field of Object.keys(obj)) {
    const v = obj[field];
    if (typeof v === "object" && v !== null && depthOf(v, MAX_DEPTH) >= MAX_DEPTH)
      throw new DataError(file, line, field, `nested deeper than ${MAX_DEPTH - 1} levels`);
  }
  const spec = kind.spec as Record<string, FieldSpec & { label?: boolean }>;
  for (const field of Object.keys(spec)) {
    const fs = spec[field];
    const has = Object.prototype.hasOwnProperty.call(obj, field);
    const v = has ? obj[field] : undefined;
    if (v === undefined) {
      if (fs.required) throw new DataError(file, line, field, "required field missing");
      continue;
    }
    const problem = checkField(fs, v);
    if (problem) throw new DataError(file, line, field, problem);
    if (v === null && fs.label) {
      const pe = obj.parse_error;
      if (typeof pe !== "string" || pe.length === 0)
        throw new DataError(file, line, field, "null label requires a non-empty parse_error");
    }
  }
  const copy = safeCopy(obj);
  const violation = kind.check(copy);
  if (violation) throw new DataError(file, line, violation.field, violation.reason);
  return copy as TrialRecord;
}
