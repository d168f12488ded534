import { argError } from "../../errors.js";
import { getRecordKind, recordKindNames } from "../../schema/registry.js";

/**
 * The allowed values of a field wherever a registered record kind declares it
 * an enum (the union over kinds), or null when no kind does.
 *
 * @example
 * fieldVocabulary("decision"); // => ["proceed", "block", "defer_or_review"]
 * fieldVocabulary("model"); // => null
 */
export function fieldVocabulary(field: string): (string | number)[] | null {
  const values: (string | number)[] = [];
  let any = false;
  for (const k of recordKindNames()) {
    const spec = getRecordKind(k)?.spec[field];
    if (spec?.kind !== "enum") continue;
    any = true;
    for (const v of spec.values) if (!values.includes(v)) values.push(v);
  }
  return any ? values : null;
}

/**
 * Check a filter's values against the vocabularies of the record kinds: a value
 * no kind allows for its field is a misspelling (it would match nothing and give
 * n = 0 silently), so it throws naming the allowed values.
 *
 * @throws RangeError naming the function, the field and the allowed values
 * @example
 * checkWhere("labelAccuracy", { condition: "private", model: "m" }); // => undefined
 * checkWhere("labelAccuracy", { decision: "blok" }); // throws RangeError: labelAccuracy(where.decision): expected one of ...
 */
export function checkWhere(fn: string, where: Readonly<Record<string, unknown>>): void {
  for (const [field, value] of Object.entries(where)) {
    const vocab = fieldVocabulary(field);
    if (vocab !== null && value !== null && !vocab.includes(value as string | number)) {
      throw new RangeError(argError(fn, `where.${field}`, `one of ${vocab.join("|")}`, value));
    }
  }
}
