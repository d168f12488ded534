/**
 * A record kind's field checks as one straight-line function, compiled once per kind: the fast path of
 * {@link validateRecord} for plain objects (what `JSON.parse` makes).
 *
 * The table-driven loop reads each field with a keyed load whose key changes from field to field and calls
 * each field's predicate from one call site, both megamorphic: V8 can neither cache the loads nor inline the
 * predicates, and a record of 25 fields cost ~10 µs to check (issue 22: ~50 ms of `metrics hidden_profile`'s
 * 5,790 records). The compiled function reads every field by its own constant name (one load site per field,
 * which sees one object shape for a whole log) and calls each predicate from its own call site. It answers
 * only "does every field pass?"; on `false` the caller runs the table loop, which finds the first failing
 * field and its message, so the errors are the table loop's, word for word.
 *
 * Why generated code (`new Function`) and not a library: the checks are the project's own field specs
 * (`fields.ts`), and JSON-schema compilers such as ajv would be a second statement of the same contract;
 * names enter the code only as `JSON.stringify` literals, values never do.
 *
 * @example
 * const check = compileFieldCheck(
 *   ["n", "label", "parse_error"],
 *   [{ kind: "int", required: true }, { kind: "string", required: false, nullable: true, label: true }, { kind: "string", required: false, nullable: true }],
 *   [(v) => Number.isInteger(v), (v) => typeof v === "string" || v === null, (v) => typeof v === "string" || v === null],
 * );
 * check({ n: 1, label: "a" });                    // => true
 * check({ label: "a" });                          // => false (n is required)
 * check({ n: 1, label: null });                   // => false (a null label needs a parse_error)
 * check({ n: 1, label: null, parse_error: "x" }); // => true
 */
import type { FieldSpec } from "./fields.js";

/** A field's spec as {@link compileFieldCheck} reads it: required, and whether a null value is a label. */
type CheckedSpec = Pick<FieldSpec, "required"> & { label?: boolean };

/**
 * Compile the checks of `fields` into one function of a plain object.
 *
 * The function returns true exactly when, for every field i in order: the value read (`obj[fields[i]]`,
 * or only an own property for a name `Object.prototype` also has, such as `constructor` or `__proto__`)
 * is undefined and the field is not required, or it is defined and `accepts[i]` returns true for it and,
 * when `specs[i].label` is set and the value is null, `obj.parse_error` is a non-empty string.
 *
 * @param fields the field names, in the spec's order
 * @param specs each field's spec (`required`, `label`)
 * @param accepts each field's predicate (`fieldAccepts(spec)`)
 * @returns `(obj) => boolean`
 * @throws RangeError when the three arrays differ in length
 * @example
 * compileFieldCheck(["a"], [{ required: true }], [(v) => typeof v === "string"])({ a: "x" }); // => true
 */
export function compileFieldCheck(
  fields: readonly string[],
  specs: readonly CheckedSpec[],
  accepts: readonly ((v: unknown) => boolean)[],
): (obj: Record<string, unknown>) => boolean {
  if (specs.length !== fields.length || accepts.length !== fields.length) {
    throw new RangeError(`compileFieldCheck: specs and accepts must have ${fields.length} entries (as fields), not ${specs.length} and ${accepts.length}`);
  }
  const lines = ['"use strict";'];
  for (let i = 0; i < fields.length; i++) lines.push(`const a${i} = accepts[${i}];`);
  lines.push("return function fieldCheck(o) {", "  let v;");
  for (let i = 0; i < fields.length; i++) {
    const name = JSON.stringify(fields[i]);
    lines.push(fields[i] in Object.prototype ? `  v = hasOwn.call(o, ${name}) ? o[${name}] : undefined;` : `  v = o[${name}];`);
    const present = specs[i].label
      ? `if (!a${i}(v)) return false; else if (v === null) { const pe = o.parse_error; if (typeof pe !== "string" || pe.length === 0) return false; }`
      : `if (!a${i}(v)) return false;`;
    lines.push(specs[i].required ? `  if (v === undefined) return false; ${present}` : `  if (v !== undefined) { ${present} }`);
  }
  lines.push("  return true;", "};");
  // eslint-disable-next-line no-new-func -- see the module comment: names enter only as JSON string literals
  return new Function("accepts", "hasOwn", lines.join("\n"))(accepts, Object.prototype.hasOwnProperty);
}
