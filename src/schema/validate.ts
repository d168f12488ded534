/**
 * Run-time validation of one parsed JSON value against the trial-log contract.
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
import { checkField, type FieldSpec } from "./fields.js";
import { RECORD_SPECS, type TrialRecord } from "./records.js";
import { PROTOCOLS, isProtocol } from "./vocab.js";

/**
 * Copy own enumerable keys into a fresh object without invoking `__proto__` setters.
 *
 * @example
 * const c = safeCopy(JSON.parse('{"__proto__": {"x": 1}, "a": 2}'));
 * [Object.keys(c), Object.getPrototypeOf(c) === Object.prototype]; // => [["__proto__", "a"], true]
 */
export function safeCopy(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(obj)) {
    Object.defineProperty(out, k, { value: obj[k], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/**
 * Validate a parsed JSON value as a trial record.
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
    throw new DataError(file, line, "-", `expected a JSON object, received ${Array.isArray(value) ? "an array" : JSON.stringify(value)}`);
  }
  const obj = value as Record<string, unknown>;
  const protocol = Object.prototype.hasOwnProperty.call(obj, "protocol") ? obj.protocol : undefined;
  if (protocol === undefined) throw new DataError(file, line, "protocol", "required field missing");
  if (!isProtocol(protocol)) throw new DataError(file, line, "protocol", `not one of ${PROTOCOLS.join("|")}: ${JSON.stringify(protocol)}`);
  const spec = RECORD_SPECS[protocol] as unknown as Record<string, FieldSpec & { label?: boolean }>;
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
  if (protocol === "panel") checkPanelRound(obj, file, line);
  return safeCopy(obj) as TrialRecord;
}

function checkPanelRound(obj: Record<string, unknown>, file: string, line: number): void {
  const round = obj.round as number;
  const condition = obj.condition as string;
  const isRepair = condition.startsWith("repair_");
  if (condition === "solo" && round !== 1) throw new DataError(file, line, "round", `condition solo is round 1, received ${round}`);
  if (isRepair && round !== 3) throw new DataError(file, line, "round", `condition ${condition} is round 3, received ${round}`);
  if (!isRepair && condition !== "solo" && round !== 2) throw new DataError(file, line, "round", `condition ${condition} is round 2, received ${round}`);
}
