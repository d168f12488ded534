/**
 * A record kind: one paradigm's record contract — its field spec, natural key,
 * cross-field rules and summary fields — as a value ({@link defineRecordKind}).
 * Kinds are registered in `registry.ts`; each paradigm folder's `kind.ts` declares its own.
 *
 * @example
 * defineRecordKind("mini", { protocol: { kind: "string", required: true } }, { naturalKey: (r) => [r.model] }).summaryFields;
 * // => []
 */
import type { RecordOf, RecordSpec } from "./fields.js";

/** A cross-field rule's finding: the field at fault and why. */
export interface RuleViolation {
  field: string;
  reason: string;
}

/** What a paradigm declares about its records besides the field spec. */
export interface RecordKindOptions {
  /**
   * The natural key of a record (metrics.md §5 "Duplicates"): the values that
   * identify one decision regardless of its trial id, model included. The
   * replicate ({@link replicateKey}) is added by {@link dedupeByNaturalKey}.
   */
  naturalKey(record: Readonly<Record<string, unknown>>): readonly unknown[];
  /** Fields whose distinct values a log summary counts (e.g. `scenario_id`, `condition`). Default none. */
  summaryFields?: readonly string[];
  /** The field holding the trial's unique id (default `trial_id`; judge: `uuid`). */
  idField?: string;
  /** Field to count a record under when `model` is absent (judge: `propagator`). */
  modelFallback?: string | null;
  /** Rules between fields (run after every field passed its spec); the first violation, or null. */
  check?(record: Readonly<Record<string, unknown>>): RuleViolation | null;
}

/**
 * A registered record kind. The type parameter is the kind's spec, so a kind
 * defined with {@link defineRecordKind} carries its record type
 * ({@link RecordOfKind}); drivers, CLIs and notebooks need no casts.
 */
export interface RecordKind<S extends RecordSpec = RecordSpec> {
  readonly name: string;
  readonly spec: S;
  readonly naturalKey: RecordKindOptions["naturalKey"];
  readonly summaryFields: readonly string[];
  readonly idField: string;
  readonly modelFallback: string | null;
  readonly check: (record: Readonly<Record<string, unknown>>) => RuleViolation | null;
}

/**
 * Build a record kind value (not registered yet; see {@link registerRecordKind}).
 *
 * @param name the `protocol` value of the records (snake_case)
 * @param spec the field spec, starting from `ENVELOPE_SPEC`
 * @param options natural key, summary fields, id field, cross-field rules
 * @throws TypeError when `name` is not a snake_case word or `naturalKey` is not a function
 * @example
 * defineRecordKind("mini", { protocol: { kind: "string", required: true } }, { naturalKey: (r) => [r.model] }).idField;
 * // => "trial_id"
 */
export function defineRecordKind<const S extends RecordSpec>(name: string, spec: S, options: RecordKindOptions): RecordKind<S> {
  if (typeof name !== "string" || !/^[a-z][a-z0-9_]*$/.test(name))
    throw new TypeError(`defineRecordKind(name): expected a snake_case word, received ${JSON.stringify(name)}`);
  if (typeof options?.naturalKey !== "function")
    throw new TypeError(`defineRecordKind(options.naturalKey): expected a function, received ${typeof options?.naturalKey}`);
  return {
    name,
    spec,
    naturalKey: options.naturalKey,
    summaryFields: [...(options.summaryFields ?? [])],
    idField: options.idField ?? "trial_id",
    modelFallback: options.modelFallback ?? null,
    check: options.check ?? (() => null),
  };
}

/**
 * The record type a kind describes: its spec's fields (required present, optional
 * may be absent) plus any extra fields, which records may carry.
 *
 * @example
 * const K = defineRecordKind("mini", { protocol: { kind: "enum", values: ["mini"], required: true }, n: { kind: "int", required: true } }, { naturalKey: (r) => [r.n] });
 * type R = RecordOfKind<typeof K>; // => { protocol: "mini"; n: number; [extra: string]: unknown }
 */
export type RecordOfKind<K extends RecordKind<RecordSpec>> = K extends RecordKind<infer S> ? RecordOf<S> & { [extra: string]: unknown } : never;
