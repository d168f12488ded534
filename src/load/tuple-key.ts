/**
 * A Map key for a short tuple of values: two tuples get the same key exactly when
 * `JSON.stringify` of them is the same text (strings by content, numbers by their
 * shortest text with −0 as 0, non-finite numbers, `null`, `undefined`, functions and
 * symbols all as null, other values by their JSON), built without JSON-escaping the
 * strings: the natural-key de-duplication and the session grouping build one per
 * record (issue 22: a short process runs them cold, where `JSON.stringify` of a small
 * array cost several µs a record).
 *
 * @example
 * tupleKey(["m", 0, "pre"]) === tupleKey(["m", -0, "pre"]);        // => true
 * tupleKey(["a|b", "c"]) === tupleKey(["a", "b|c"]);                // => false
 * tupleKey([null, NaN]) === tupleKey([undefined, Infinity]);        // => true
 */

/** One value's part of a {@link tupleKey}: self-delimiting, by its JSON class. */
function part(v: unknown): string {
  switch (typeof v) {
    case "string":
      return `s${v.length}:${v}`;
    case "number":
      return Number.isFinite(v) ? `n${v}|` : "z";
    case "boolean":
      return v ? "t" : "f";
    case "undefined":
    case "function":
    case "symbol":
      return "z";
    default: {
      if (v === null) return "z";
      const j = JSON.stringify(v); // throws for a BigInt, as JSON.stringify of the tuple does
      if (j === undefined) return "z";
      const back: unknown = JSON.parse(j);
      return typeof back === "object" && back !== null ? `j${j.length}:${j}` : part(back);
    }
  }
}

/**
 * The key of a tuple (see the module comment).
 * @param values the tuple
 * @returns a string, equal for two tuples exactly when their `JSON.stringify` texts are equal
 * @example
 * tupleKey(["typical", "baseline", "hp-001", 0, 2, "pre"]); // => "s7:typicals8:baselines6:hp-001n0|n2|s3:pre"
 */
export function tupleKey(values: readonly unknown[]): string {
  let key = "";
  for (let i = 0; i < values.length; i++) key += part(values[i]);
  return key;
}
