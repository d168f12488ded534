/**
 * A tiny declarative field language for the record schemas: each field has a
 * kind, whether it is required and whether `null` is allowed. The TypeScript
 * type of a record is derived from its spec ({@link RecordOf}), and
 * {@link checkField} validates one value at run time, so the schema is the
 * single source of truth for both.
 *
 * @example
 * const spec = { n: { kind: "int", required: true, min: 0 } } as const;
 * type R = RecordOf<typeof spec>; // => { n: number }
 * checkField(spec.n, 1.0);        // => null (valid: an integral JSON number)
 * checkField(spec.n, 1.5);        // => "expected an integer, received 1.5"
 */

export type FieldSpec =
  | { readonly kind: "string"; readonly required: boolean; readonly nullable?: boolean; readonly label?: boolean }
  | { readonly kind: "int"; readonly required: boolean; readonly nullable?: boolean; readonly min?: number; readonly max?: number }
  | { readonly kind: "number"; readonly required: boolean; readonly nullable?: boolean; readonly min?: number; readonly max?: number }
  | { readonly kind: "boolean"; readonly required: boolean; readonly nullable?: boolean }
  | { readonly kind: "enum"; readonly values: readonly (string | number)[]; readonly required: boolean; readonly nullable?: boolean; readonly label?: boolean }
  | { readonly kind: "strings"; readonly required: boolean; readonly nullable?: boolean; readonly nonEmpty?: boolean }
  | { readonly kind: "usage"; readonly required: boolean; readonly nullable?: boolean };

export type RecordSpec = { readonly [field: string]: FieldSpec };

type Base<F> = F extends { kind: "string" }
  ? string
  : F extends { kind: "int" | "number" }
    ? number
    : F extends { kind: "boolean" }
      ? boolean
      : F extends { kind: "enum"; values: readonly (infer V)[] }
        ? V
        : F extends { kind: "strings" }
          ? string[]
          : F extends { kind: "usage" }
            ? { prompt_tokens: number; completion_tokens: number }
            : never;
type ValueOf<F> = F extends { nullable: true } ? Base<F> | null : Base<F>;
type RequiredKeys<S> = { [K in keyof S]: S[K] extends { required: true } ? K : never }[keyof S];
type OptionalKeys<S> = Exclude<keyof S, RequiredKeys<S>>;
type Flatten<T> = { [K in keyof T]: T[K] };

/** The record type a spec describes: required fields present, optional fields may be absent. */
export type RecordOf<S extends RecordSpec> = Flatten<
  { -readonly [K in RequiredKeys<S>]: ValueOf<S[K]> } & { -readonly [K in OptionalKeys<S>]?: ValueOf<S[K]> }
>;

/** A short, safe preview of a value for messages (never recurses into deep or huge values). */
function show(v: unknown): string {
  if (Array.isArray(v)) return v.length === 0 ? "[]" : depthOf(v) > 8 ? "a deeply nested array" : clip(JSON.stringify(v));
  if (typeof v === "object" && v !== null) return depthOf(v) > 8 ? "a deeply nested object" : clip(JSON.stringify(v));
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : clip(s);
}

function clip(s: string | undefined): string {
  if (s === undefined) return "undefined";
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/**
 * Nesting depth of a parsed JSON value (0 for a scalar, 1 for `[]` or `{}`),
 * computed without recursion so a 100,000-deep array cannot overflow the
 * stack; stops counting at `limit`.
 *
 * @param v a parsed JSON value
 * @param limit stop once this depth is reached (default Infinity)
 * @example
 * depthOf(1);            // => 0
 * depthOf([[1], {a: []}]); // => 3
 * depthOf(JSON.parse("[".repeat(1e5) + "]".repeat(1e5)), 100); // => 100
 */
export function depthOf(v: unknown, limit = Infinity): number {
  let max = 0;
  const stack: [unknown, number][] = [[v, 0]];
  while (stack.length > 0) {
    const [x, d] = stack.pop()!;
    if (typeof x !== "object" || x === null) continue;
    const here = d + 1;
    if (here > max) max = here;
    if (max >= limit) return limit;
    for (const child of Array.isArray(x) ? x : Object.values(x)) if (typeof child === "object" && child !== null) stack.push([child, here]);
  }
  return max;
}

/**
 * Check one value against its field spec; returns `null` when valid or the reason it is not.
 * `undefined` (absent) is reported by the caller, which knows whether the field is required.
 *
 * @param spec the field's spec
 * @param v the parsed JSON value (anything)
 * @returns null, or a reason such as `expected an integer >= 0, received -2`; never throws
 * @example
 * checkField({ kind: "int", required: true, min: 0 }, -2);               // => "expected an integer >= 0, received -2"
 * checkField({ kind: "enum", values: ["a", "b"], required: true }, "a"); // => null
 */
export function checkField(spec: FieldSpec, v: unknown): string | null {
  if (v === null) return spec.nullable ? null : `expected ${describeField(spec)}, received null`;
  switch (spec.kind) {
    case "string":
      return typeof v === "string" ? null : `expected a string, received ${show(v)}`;
    case "int":
    case "number": {
      if (typeof v !== "number" || !Number.isFinite(v)) return `expected ${describeField(spec)}, received ${show(v)}`;
      if (spec.kind === "int" && !Number.isInteger(v)) return `expected an integer, received ${show(v)}`;
      if (spec.min !== undefined && v < spec.min) return `expected ${describeField(spec)}, received ${show(v)}`;
      if (spec.max !== undefined && v > spec.max) return `expected ${describeField(spec)}, received ${show(v)}`;
      return null;
    }
    case "boolean":
      return typeof v === "boolean" ? null : `expected a boolean, received ${show(v)}`;
    case "enum":
      return spec.values.includes(v as string | number) ? null : `not one of ${spec.values.join("|")}: ${show(v)}`;
    case "strings": {
      if (!Array.isArray(v)) return `expected an array of strings, received ${show(v)}`;
      if (v.some((x) => typeof x !== "string")) return `expected an array of strings, received ${show(v)}`;
      if (spec.nonEmpty && v.length === 0) return "must not be empty";
      return null;
    }
    case "usage": {
      if (typeof v !== "object" || Array.isArray(v)) return `expected {prompt_tokens, completion_tokens}, received ${show(v)}`;
      const u = v as Record<string, unknown>;
      for (const k of ["prompt_tokens", "completion_tokens"]) {
        if (u[k] !== undefined && u[k] !== null && (typeof u[k] !== "number" || !Number.isFinite(u[k] as number)))
          return `${k}: expected a number, received ${show(u[k])}`;
      }
      return null;
    }
  }
}

/**
 * {@link checkField} as a compiled predicate: true exactly when `checkField(spec, v)` is null (for a
 * defined `v`), without building a message. The validator compiles one per field of a record kind once
 * and asks `checkField` for the reason only when it says false (issue 22: records are validated as they
 * stream in); `test/schema/fields.test.ts` checks the two agree over every registered field spec.
 *
 * @param fs the field's spec
 * @returns the predicate
 * @example
 * fieldAccepts({ kind: "int", required: true, min: 0 })(-2);               // => false
 * fieldAccepts({ kind: "enum", values: ["a", "b"], required: true })("a"); // => true
 */
export function fieldAccepts(fs: FieldSpec): (v: unknown) => boolean {
  const nullable = fs.nullable === true;
  switch (fs.kind) {
    case "string":
      return (v) => typeof v === "string" || (v === null && nullable);
    case "int": {
      const lo = fs.min ?? -Infinity, hi = fs.max ?? Infinity;
      return (v) => (typeof v === "number" ? Number.isInteger(v) && v >= lo && v <= hi : v === null && nullable);
    }
    case "number": {
      const lo = fs.min ?? -Infinity, hi = fs.max ?? Infinity;
      return (v) => (typeof v === "number" ? Number.isFinite(v) && v >= lo && v <= hi : v === null && nullable);
    }
    case "boolean":
      return (v) => typeof v === "boolean" || (v === null && nullable);
    case "enum": {
      const values = fs.values;
      return (v) => (v === null ? nullable : values.includes(v as string | number));
    }
    case "strings": {
      const nonEmpty = fs.nonEmpty === true;
      return (v) => {
        if (v === null) return nullable;
        if (!Array.isArray(v)) return false;
        for (let i = 0; i < v.length; i++) if (typeof v[i] !== "string") return false;
        return !nonEmpty || v.length > 0;
      };
    }
    case "usage": {
      const count = (x: unknown): boolean => x === undefined || x === null || (typeof x === "number" && Number.isFinite(x));
      return (v) => {
        if (v === null) return nullable;
        if (typeof v !== "object" || Array.isArray(v)) return false;
        const u = v as { prompt_tokens?: unknown; completion_tokens?: unknown };
        return count(u.prompt_tokens) && count(u.completion_tokens);
      };
    }
    default:
      return (v) => checkField(fs, v) === null;
  }
}

/**
 * Human description of what a field accepts, used in error messages.
 *
 * @example
 * describeField({ kind: "number", required: true, min: 0, max: 1 }); // => "a number in [0, 1]"
 */
export function describeField(spec: FieldSpec): string {
  switch (spec.kind) {
    case "string":
      return "a string";
    case "int":
    case "number": {
      const what = spec.kind === "int" ? "an integer" : "a number";
      if (spec.min !== undefined && spec.max !== undefined) return `${what} in [${spec.min}, ${spec.max}]`;
      if (spec.min !== undefined) return `${what} >= ${spec.min}`;
      return what;
    }
    case "boolean":
      return "a boolean";
    case "enum":
      return `one of ${spec.values.join("|")}`;
    case "strings":
      return "an array of strings";
    case "usage":
      return "{prompt_tokens, completion_tokens}";
  }
}
