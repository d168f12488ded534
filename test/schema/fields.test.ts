import { describe, expect, expectTypeOf, it } from "vitest";
import { checkField, describeField, fieldAccepts, type FieldSpec, type RecordOf } from "../../src/schema/fields.js";
import { getRecordKind, recordKindNames } from "../../src/schema/registry.js";

describe("checkField(spec, value)", () => {
  it("int: accepts integral numbers in range, names what it got otherwise", () => {
    const spec: FieldSpec = { kind: "int", required: true, min: 0, max: 3 };
    expect(checkField(spec, 0)).toBeNull();
    expect(checkField(spec, 3.0)).toBeNull();
    expect(checkField(spec, 1.5)).toBe("expected an integer, received 1.5");
    expect(checkField(spec, 4)).toBe("expected an integer in [0, 3], received 4");
    expect(checkField(spec, -1)).toBe("expected an integer in [0, 3], received -1");
    expect(checkField(spec, "2")).toBe('expected an integer in [0, 3], received "2"');
  });

  it("number: rejects non-finite values and applies min", () => {
    const spec: FieldSpec = { kind: "number", required: false, min: 0 };
    expect(checkField(spec, 0.25)).toBeNull();
    expect(checkField(spec, -0.5)).toBe("expected a number >= 0, received -0.5");
    expect(checkField(spec, Number.NaN)).toBe("expected a number >= 0, received null");
    expect(checkField(spec, Infinity)).toBe("expected a number >= 0, received null");
  });

  it("null is accepted only when nullable", () => {
    expect(checkField({ kind: "string", required: true, nullable: true }, null)).toBeNull();
    expect(checkField({ kind: "string", required: true }, null)).toBe("expected a string, received null");
    expect(checkField({ kind: "enum", values: ["a", "b"], required: true }, null)).toBe("expected one of a|b, received null");
  });

  it("string, boolean and enum", () => {
    expect(checkField({ kind: "string", required: true }, "")).toBeNull();
    expect(checkField({ kind: "string", required: true }, 3)).toBe("expected a string, received 3");
    expect(checkField({ kind: "boolean", required: true }, false)).toBeNull();
    expect(checkField({ kind: "boolean", required: true }, "true")).toBe('expected a boolean, received "true"');
    const e: FieldSpec = { kind: "enum", values: [1, 2, 3], required: true };
    expect(checkField(e, 2)).toBeNull();
    expect(checkField(e, "2")).toBe('not one of 1|2|3: "2"');
  });

  it("strings: an array of strings, optionally non-empty", () => {
    expect(checkField({ kind: "strings", required: true }, [])).toBeNull();
    expect(checkField({ kind: "strings", required: true, nonEmpty: true }, [])).toBe("must not be empty");
    expect(checkField({ kind: "strings", required: true }, ["a", 1])).toBe('expected an array of strings, received ["a",1]');
    expect(checkField({ kind: "strings", required: true }, "a")).toBe('expected an array of strings, received "a"');
  });

  it("usage: an object whose token counts are numbers when present", () => {
    const u: FieldSpec = { kind: "usage", required: false };
    expect(checkField(u, { prompt_tokens: 10, completion_tokens: 2 })).toBeNull();
    expect(checkField(u, {})).toBeNull();
    expect(checkField(u, { prompt_tokens: "10" })).toBe('prompt_tokens: expected a number, received "10"');
    expect(checkField(u, [1])).toBe("expected {prompt_tokens, completion_tokens}, received [1]");
  });

  it("shortens long received values to 60 characters", () => {
    const msg = checkField({ kind: "int", required: true }, "x".repeat(100)) as string;
    expect(msg).toBe(`expected an integer, received "${"x".repeat(56)}...`);
  });
});

describe("describeField(spec)", () => {
  it("says what each kind accepts", () => {
    expect(describeField({ kind: "string", required: true })).toBe("a string");
    expect(describeField({ kind: "int", required: true })).toBe("an integer");
    expect(describeField({ kind: "int", required: true, min: 0 })).toBe("an integer >= 0");
    expect(describeField({ kind: "number", required: true, min: 0, max: 1 })).toBe("a number in [0, 1]");
    expect(describeField({ kind: "boolean", required: true })).toBe("a boolean");
    expect(describeField({ kind: "enum", values: ["x", "y"], required: true })).toBe("one of x|y");
    expect(describeField({ kind: "strings", required: true })).toBe("an array of strings");
    expect(describeField({ kind: "usage", required: true })).toBe("{prompt_tokens, completion_tokens}");
  });
});

describe("RecordOf<spec>", () => {
  it("derives required, optional and nullable fields from the spec", () => {
    const spec = {
      n: { kind: "int", required: true },
      tag: { kind: "enum", values: ["a", "b"], required: true, nullable: true },
      note: { kind: "string", required: false },
    } as const;
    expectTypeOf<RecordOf<typeof spec>>().toEqualTypeOf<{ n: number; tag: "a" | "b" | null; note?: string }>();
  });
});

describe("fieldAccepts(spec) agrees with checkField(spec, v) === null", () => {
  // every registered kind's field specs, plus nullable / bounded variants of each field kind
  const specs: FieldSpec[] = [
    ...recordKindNames().flatMap((k) => Object.values(getRecordKind(k)!.spec as Record<string, FieldSpec>)),
    { kind: "string", required: true, nullable: true },
    { kind: "int", required: true, min: 0, max: 3, nullable: true },
    { kind: "number", required: true, min: -1 },
    { kind: "number", required: true, max: 1, nullable: true },
    { kind: "boolean", required: false, nullable: true },
    { kind: "enum", values: ["a", 2], required: true, nullable: true },
    { kind: "strings", required: true, nonEmpty: true },
    { kind: "strings", required: true, nullable: true },
    { kind: "usage", required: true, nullable: true },
  ];
  const values: unknown[] = [
    null, "", "a", "block", "pre", "0", 0, -0, 1, 2, 3, 4, -1, -2, 0.5, 1.5, 1e9, 2 ** 53, -1e300, NaN, Infinity, -Infinity,
    true, false, [], ["a"], ["a", "b"], [1], ["a", null], [["a"]], {}, { prompt_tokens: 1 }, { prompt_tokens: 1, completion_tokens: null },
    { prompt_tokens: "1" }, { completion_tokens: NaN }, { prompt_tokens: Infinity }, [{ prompt_tokens: 1 }],
  ];
  it(`over ${values.length} values for each field spec`, () => {
    expect(specs.length).toBeGreaterThan(30);
    for (const spec of specs) {
      const ok = fieldAccepts(spec);
      for (const v of values) expect([spec, v, ok(v)]).toEqual([spec, v, checkField(spec, v) === null]);
    }
  });
});
