import { describe, expect, it } from "vitest";
import { compileProjection } from "../../src/load/compile-projection.js";
import { createRng } from "../../src/stats/rng.js";

const hasOwn = Object.prototype.hasOwnProperty;

/** The projection written as the loop it replaces: each own (or directly read) field, in order. */
function reference(fields: readonly string[], x: Record<string, unknown>, intern: (s: string) => string, internAll: (a: unknown[]) => unknown[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = f in Object.prototype ? (hasOwn.call(x, f) ? x[f] : undefined) : x[f];
    if (v === undefined && !hasOwn.call(x, f)) continue;
    const kept = typeof v === "string" ? intern(v) : Array.isArray(v) ? internAll(v) : v;
    Object.defineProperty(out, f, { value: kept, writable: true, enumerable: true, configurable: true });
  }
  return out;
}

describe("compileProjection(fields, intern, internAll)", () => {
  const intern = (s: string) => s;
  const internAll = (a: unknown[]) => (a.every((x) => typeof x === "string") ? a.slice() : a);
  it("keeps the named fields in their order, absent ones absent, on 2,000 random records", () => {
    const fields = ["model", "vote", "hidden_entry", "session", "correct", "note"];
    const project = compileProjection(fields, intern, internAll);
    const rng = createRng("compile-projection");
    const values = ["m", "B", ["x", "y"], [1, 2], 3, null, true, undefined, { a: 1 }, ""];
    for (let n = 0; n < 2000; n++) {
      const x: Record<string, unknown> = { extra: n };
      for (const f of [...fields].sort(() => rng.next() - 0.5)) if (rng.int(4) > 0) x[f] = values[rng.int(values.length)];
      const got = project(x), want = reference(fields, x, intern, internAll);
      expect(Object.keys(got)).toEqual(Object.keys(want));
      expect(got).toEqual(want);
    }
  });
  it("asks intern once for a run of equal strings in a field, and internAll for each array", () => {
    const asked: string[] = [];
    const project = compileProjection(["a", "b"], (s) => (asked.push(s), s), (arr) => arr.map((s) => `[${s}]`));
    const rows = [{ a: "x", b: ["p"] }, { a: "x", b: ["q"] }, { a: "y" }, { a: "y" }, { a: "x" }].map(project);
    expect(asked).toEqual(["x", "y", "x"]);
    expect(rows.map((r) => r.b)).toEqual([["[p]"], ["[q]"], undefined, undefined, undefined]);
  });
  it("with ownOnly reads every field as an own property only (an object of another prototype)", () => {
    const project = compileProjection(["a", "b", "c"], intern, internAll, true);
    const x = Object.assign(Object.create({ a: "from the prototype", c: 3 }), { b: "own", c: undefined });
    const out = project(x);
    expect(Object.keys(out)).toEqual(["b", "c"]);
    expect(out).toEqual({ b: "own", c: undefined });
  });
  it("reads names of Object.prototype as own properties only and defines them as data, any name as data", () => {
    const fields = ["__proto__", "constructor", 'q"); throw 1; ("'];
    const project = compileProjection(fields, intern, internAll);
    const x = JSON.parse('{"__proto__":{"polluted":1},"q\\"); throw 1; (\\"":"v"}');
    const out = project(x);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(["__proto__", 'q"); throw 1; ("']);
    expect(Object.getOwnPropertyDescriptor(out, "__proto__")?.value).toEqual({ polluted: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
