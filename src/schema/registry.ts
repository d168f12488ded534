/**
 * The record-kind registry: each paradigm registers its record schema here
 * (field spec, natural key, cross-field rules, summary fields), and the
 * loader, validator, de-duplication and log summaries read it, so a new
 * paradigm adds a kind without editing any of them. It starts empty: every
 * paradigm folder of `src/paradigms/all.ts` registers its kind when the
 * paradigm registry loads (the public barrel and the command line load it
 * first); tests and notebooks add their own with {@link registerRecordKind}.
 *
 * @example
 * recordKindNames().slice(0, 4);             // => ["phantom", "panel", "hidden_profile", "judge"] (then any registered later, e.g. benchform)
 * getRecordKind("panel")?.idField;            // => "trial_id"
 * isRecordKind("nope");                       // => false
 */
import type { RecordSpec } from "./fields.js";
import { defineRecordKind, type RecordKind, type RecordKindOptions } from "./record-kind.js";

const KINDS = new Map<string, RecordKind>();

/**
 * Register (or replace) a record kind; returns a function that restores the previous state.
 *
 * @example
 * const undo = registerRecordKind("mini", { protocol: { kind: "enum", values: ["mini"], required: true } }, { naturalKey: (r) => [r.model, r.item] });
 * isRecordKind("mini"); // => true
 * undo();
 * isRecordKind("mini"); // => false
 */
export function registerRecordKind(name: string, spec: RecordSpec, options: RecordKindOptions): () => void {
  const kind = defineRecordKind(name, spec, options);
  const prev = KINDS.get(name);
  KINDS.set(name, kind);
  return () => {
    if (prev) KINDS.set(name, prev);
    else KINDS.delete(name);
  };
}

/**
 * The registered kind of a `protocol` value, or undefined.
 *
 * @example
 * getRecordKind("judge")?.modelFallback; // => "propagator"
 * getRecordKind("nope");                 // => undefined
 */
export function getRecordKind(name: unknown): RecordKind | undefined {
  return typeof name === "string" ? KINDS.get(name) : undefined;
}

/**
 * Whether `x` names a registered record kind (the extensible protocol vocabulary).
 *
 * @example
 * isRecordKind("phantom"); // => true
 * isRecordKind("Phantom"); // => false
 */
export function isRecordKind(x: unknown): x is string {
  return typeof x === "string" && KINDS.has(x);
}

/**
 * Names of the registered kinds, shipped ones first in the contract's order, then in registration order.
 *
 * @example
 * recordKindNames().slice(0, 2); // => ["phantom", "panel"]
 */
export function recordKindNames(): string[] {
  return [...KINDS.keys()];
}
