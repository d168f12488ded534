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
import { setOwn } from "./set-own.js";
import { compileFieldCheck } from "./compile-field-check.js";
import { checkField, depthOf, fieldAccepts, type FieldSpec } from "./fields.js";
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
  for (const k of Object.keys(obj)) setOwn(out, k, obj[k]);
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
  return validate(value, file, line, true);
}

/**
 * {@link validateRecord} for a value the caller owns and hands over (fresh from `JSON.parse` or the
 * Parquet reader, referenced nowhere else): the same checks and the same errors, but the value itself
 * is returned instead of a copy (the load path: one object less per record, issue 22).
 *
 * @param value the parsed line (a fresh object, not used by the caller afterwards)
 * @param file file name for messages
 * @param line 1-based line number for messages
 * @throws DataError `FILE:LINE: FIELD: reason`
 * @example
 * const v = JSON.parse('{"protocol":"phantom","run_id":"r1","model":"typical","trial_id":"t","scenario_id":"s1","agent":0,"condition":"private","decision":"block","gold":"block","phantom_target":"proceed"}');
 * validateOwnedRecord(v, "log.jsonl", 1) === v; // => true
 */
export function validateOwnedRecord(value: unknown, file: string, line: number): TrialRecord {
  return validate(value, file, line, false);
}

/** A kind's field table compiled once: field names, specs and a fast predicate per field. */
interface CompiledKind {
  fields: string[];
  specs: (FieldSpec & { label?: boolean })[];
  /** true when `checkField(spec, v)` is null (v defined); false means: ask `checkField` for the reason. */
  ok: ((v: unknown) => boolean)[];
  /** Per field: a plain object would also find the name on its prototype (`constructor`, `toString`, …). */
  inherited: boolean[];
  /** Every field of a plain object passes (then the loop over the table is skipped): {@link compileFieldCheck}. */
  allPass: (obj: Record<string, unknown>) => boolean;
}

const compiledKinds = new WeakMap<object, CompiledKind>();

function compiled(kind: { spec: object }): CompiledKind {
  let c = compiledKinds.get(kind);
  if (c === undefined) {
    const spec = kind.spec as Record<string, FieldSpec & { label?: boolean }>;
    const fields = Object.keys(spec);
    const specs = fields.map((f) => spec[f]);
    const ok = specs.map(fieldAccepts);
    c = { fields, specs, ok, inherited: fields.map((f) => f in Object.prototype), allPass: compileFieldCheck(fields, specs, ok) };
    compiledKinds.set(kind, c);
  }
  return c;
}

/** True when no own enumerable value of `v` is an object (so its depth is 1); false may still be shallow. */
function flat(v: object): boolean {
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (typeof x === "object" && x !== null) return false;
    }
    return true;
  }
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (typeof x === "object" && x !== null) return false;
  }
  return true;
}

const hasOwn = Object.prototype.hasOwnProperty;

function validate(value: unknown, file: string, line: number, copyIt: boolean): TrialRecord {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new DataError(file, line, "-", `expected a JSON object, received ${describeValue(value)}`);
  }
  const obj = value as Record<string, unknown>;
  const protocol = hasOwn.call(obj, "protocol") ? obj.protocol : undefined;
  if (protocol === undefined) throw new DataError(file, line, "protocol", "required field missing");
  const kind = getRecordKind(protocol);
  if (!kind) throw new DataError(file, line, "protocol", `not one of ${recordKindNames().join("|")}: ${describeValue(protocol)}`);
  // a plain object (what JSON.parse makes) can only inherit the names Object.prototype has: any other field
  // is read directly, without asking `hasOwnProperty` first (issue 22: twice the calls per field)
  const plain = Object.getPrototypeOf(obj) === Object.prototype;
  if (plain) {
    // for-in reads each value through the object's enum cache (issue 22: `Object.keys` made a key array per
    // record and read each value by a megamorphic keyed load, ~10 ms of 22,500 judge records). It visits the
    // own keys in `Object.keys` order, then any enumerable key of Object.prototype: asked `hasOwnProperty`
    // when its value is an object, so only own values are checked, as before
    for (const k in obj) {
      const v = obj[k];
      if (typeof v === "object" && v !== null && !flat(v) && hasOwn.call(obj, k) && depthOf(v, MAX_DEPTH) >= MAX_DEPTH)
        throw new DataError(file, line, k, `nested deeper than ${MAX_DEPTH - 1} levels`);
    }
  } else {
    const keys = Object.keys(obj);
    for (let i = 0; i < keys.length; i++) {
      const v = obj[keys[i]];
      if (typeof v === "object" && v !== null && !flat(v) && depthOf(v, MAX_DEPTH) >= MAX_DEPTH)
        throw new DataError(file, line, keys[i], `nested deeper than ${MAX_DEPTH - 1} levels`);
    }
  }
  // the field table compiled once per kind: no per-record key arrays or messages unless a field is bad; a
  // plain object whose fields all pass skips the loop (the compiled check), any other runs it for its message
  const { fields, specs, ok, inherited, allPass } = compiled(kind);
  if (!(plain && allPass(obj))) for (let i = 0; i < fields.length; i++) {
    const field = fields[i];
    const v = plain && !inherited[i] ? obj[field] : hasOwn.call(obj, field) ? obj[field] : undefined;
    if (v === undefined) {
      if (specs[i].required) throw new DataError(file, line, field, "required field missing");
      continue;
    }
    if (!ok[i](v)) {
      const problem = checkField(specs[i], v);
      if (problem) throw new DataError(file, line, field, problem);
    }
    if (v === null && specs[i].label) {
      const pe = obj.parse_error;
      if (typeof pe !== "string" || pe.length === 0)
        throw new DataError(file, line, field, "null label requires a non-empty parse_error");
    }
  }
  const record = copyIt ? safeCopy(obj) : obj;
  const violation = kind.check(record);
  if (violation) throw new DataError(file, line, violation.field, violation.reason);
  return record as TrialRecord;
}
