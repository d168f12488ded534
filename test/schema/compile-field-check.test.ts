import { describe, expect, it } from "vitest";
import { compileFieldCheck } from "../../src/schema/compile-field-check.js";
import { fieldAccepts, type FieldSpec } from "../../src/schema/fields.js";
import { registerManifests } from "../../src/paradigms/register-manifests.js";
import { getRecordKind, recordKindNames } from "../../src/schema/registry.js";
import { createRng, type Rng } from "../../src/stats/rng.js";

type Spec = FieldSpec & { label?: boolean };
const hasOwn = Object.prototype.hasOwnProperty;

/** The documented rule, field by field (what validate's table loop accepts without asking checkField). */
function reference(fields: readonly string[], specs: readonly Spec[], obj: Record<string, unknown>): boolean {
  const accepts = specs.map(fieldAccepts);
  for (let i = 0; i < fields.length; i++) {
    const v = fields[i] in Object.prototype ? (hasOwn.call(obj, fields[i]) ? obj[fields[i]] : undefined) : obj[fields[i]];
    if (v === undefined) {
      if (specs[i].required) return false;
      continue;
    }
    if (!accepts[i](v)) return false;
    if (v === null && specs[i].label && (typeof obj.parse_error !== "string" || obj.parse_error.length === 0)) return false;
  }
  return true;
}

/** A value for a field of this spec: usually one it accepts, sometimes null, absent, or of another type. */
function draw(spec: Spec, rng: Rng): unknown {
  const u = rng.next();
  if (u < 0.08) return undefined;
  if (u < 0.16) return null;
  if (u < 0.24) return [0, "x", true, 1.5, -3, [], {}, "", ["a", 2]][rng.int(9)];
  switch (spec.kind) {
    case "string": return ["", "a", "gpt-4"][rng.int(3)];
    case "int": return (spec.min ?? -5) + rng.int(12);
    case "number": return (spec.min ?? -1) + rng.next() * 3;
    case "boolean": return rng.int(2) === 1;
    case "enum": return spec.values[rng.int(spec.values.length)];
    case "strings": return rng.int(4) === 0 ? [] : ["a", "b"].slice(0, 1 + rng.int(2));
    case "usage": return { prompt_tokens: rng.int(3) === 0 ? "x" : 3, completion_tokens: 4 };
  }
}

describe("compileFieldCheck(fields, specs, accepts)", () => {
  registerManifests();
  for (const name of recordKindNames()) {
    it(`agrees with the field-by-field rule on 3,000 random ${name} records`, () => {
      const spec = getRecordKind(name)!.spec as Record<string, Spec>;
      const fields = Object.keys(spec), specs = fields.map((f) => spec[f]);
      const check = compileFieldCheck(fields, specs, specs.map(fieldAccepts));
      const rng = createRng(`compile-field-check:${name}`);
      let passed = 0;
      for (let n = 0; n < 3000; n++) {
        const obj: Record<string, unknown> = {};
        // most records change one field from a valid draw, so both answers occur often
        for (let i = 0; i < fields.length; i++) {
          let v = draw(specs[i], rng);
          if (n % 2 === 0) for (let k = 0; k < 20 && !(v === undefined ? !specs[i].required : fieldAccepts(specs[i])(v) && v !== null); k++) v = draw(specs[i], rng);
          if (v !== undefined) obj[fields[i]] = v;
        }
        if (rng.int(3) === 0) obj.parse_error = rng.int(2) === 0 ? "" : "could not parse";
        const want = reference(fields, specs, obj);
        expect(check(obj)).toBe(want);
        if (want) passed++;
      }
      expect(passed).toBeGreaterThan(100);
      expect(passed).toBeLessThan(2900);
    });
  }
  it("reads names of Object.prototype as own properties only, and any name as data, never as code", () => {
    const fields = ["constructor", "__proto__", 'a"]; throw 1; //', "line\u2028sep", "toString"];
    const specs: Spec[] = fields.map(() => ({ kind: "string", required: true }));
    const check = compileFieldCheck(fields, specs, specs.map(fieldAccepts));
    const ok = JSON.parse('{"constructor":"c","__proto__":"p","a\\"]; throw 1; //":"x","line\\u2028sep":"y","toString":"t"}');
    expect(check(ok)).toBe(true);
    const inheritedOnly = JSON.parse('{"a\\"]; throw 1; //":"x","line\\u2028sep":"y"}');
    expect(check(inheritedOnly)).toBe(false); // constructor, __proto__ and toString come from the prototype only
    expect(check({ ...ok, toString: 1 })).toBe(false);
  });
  it("asks a null label for a non-empty parse_error", () => {
    const specs: Spec[] = [{ kind: "enum", values: ["a"], required: false, nullable: true, label: true }];
    const check = compileFieldCheck(["v"], specs, specs.map(fieldAccepts));
    expect([check({ v: null }), check({ v: null, parse_error: "" }), check({ v: null, parse_error: "bad" }), check({ v: "a" }), check({})]).toEqual([false, false, true, true, true]);
  });
  it("names the mismatch of its arguments", () => {
    expect(() => compileFieldCheck(["a", "b"], [{ required: true }], [() => true])).toThrow(/compileFieldCheck: specs and accepts must have 2 entries/);
  });
});
