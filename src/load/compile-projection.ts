/**
 * The projection of {@link loadLogsProjected} as one straight-line function, compiled once per load: the
 * named fields of a plain record copied into a fresh object, strings interned.
 *
 * A loop over the field names reads each field with a keyed load whose key changes from field to field
 * (megamorphic: not cached) and adds it to the new object with a keyed store of the same kind; ~4 µs a
 * record cold (issue 22: ~20 ms of `metrics hidden_profile`'s 5,790 records). The compiled function reads and
 * writes each field by its own constant name, so each site sees one object shape for a whole log. Why
 * generated code (`new Function`): the field list is known only at run time (each command passes its
 * own); names enter the code only as `JSON.stringify` literals, values never do.
 *
 * @example
 * const pool = new Map();
 * const intern = (s) => pool.get(s) ?? (pool.set(s, s), s);
 * const project = compileProjection(["model", "tags", "n"], intern, (a) => a.map(intern));
 * project({ model: "m", n: 2, other: true });  // => { model: "m", n: 2 }
 * project({ tags: ["a"], model: "m" });        // => { model: "m", tags: ["a"] }
 */

/**
 * Compile the projection of `fields` for plain objects.
 *
 * The returned function makes a new object with, in the order of `fields`, each field that `obj` has
 * (own or, for a name `Object.prototype` does not have, read directly and kept unless it is an absent
 * `undefined`): a string value as `intern` returns it (asked once for a run of equal values in a field),
 * an array as `internAll` returns it, any other value as it is. A name `Object.prototype` also has
 * (`constructor`, `__proto__`, …) is read only as an own property and defined as a plain data property.
 * With `ownOnly` every field is read only as an own property (an object of another prototype, whose
 * prototype may have any name).
 *
 * @param fields the names kept, in this order
 * @param intern a string's shared copy
 * @param internAll an array's kept form (strings interned)
 * @param ownOnly read every field as an own property only (default false: only the names of Object.prototype)
 * @returns `(obj) => projection`
 * @example
 * compileProjection(["a"], (s) => s, (a) => a)({ a: "x", b: 1 }); // => { a: "x" }
 * compileProjection(["a"], (s) => s, (a) => a, true)(Object.create({ a: "inherited" })); // => {}
 */
export function compileProjection(
  fields: readonly string[],
  intern: (s: string) => string,
  internAll: (a: unknown[]) => unknown[],
  ownOnly = false,
): (obj: Record<string, unknown>) => Record<string, unknown> {
  const lines = ['"use strict";'];
  // per field: the last string read and its interned copy (a log repeats a field's value record after record)
  for (let i = 0; i < fields.length; i++) lines.push(`let r${i}, i${i} = "";`);
  lines.push("return function project(x) {", "  const s = {};", "  let v;");
  for (let i = 0; i < fields.length; i++) {
    const name = JSON.stringify(fields[i]);
    const inherited = fields[i] in Object.prototype;
    const set = (value: string) => (inherited ? `defineProperty(s, ${name}, { value: ${value}, writable: true, enumerable: true, configurable: true })` : `s[${name}] = ${value}`);
    lines.push(
      inherited || ownOnly ? `  if (hasOwn.call(x, ${name})) { v = x[${name}];` : `  v = x[${name}];\n  if (v !== undefined || hasOwn.call(x, ${name})) {`,
      `    if (typeof v === "string") { if (v !== r${i}) { r${i} = v; i${i} = intern(v); } ${set(`i${i}`)}; }`,
      `    else ${set("Array.isArray(v) ? internAll(v) : v")};`,
      "  }",
    );
  }
  lines.push("  return s;", "};");
  // eslint-disable-next-line no-new-func -- see the module comment: names enter only as JSON string literals
  return new Function("intern", "internAll", "hasOwn", "defineProperty", lines.join("\n"))(intern, internAll, Object.prototype.hasOwnProperty, Object.defineProperty);
}
