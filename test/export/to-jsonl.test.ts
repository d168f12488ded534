import { describe, expect, it } from "vitest";
import { toJsonl } from "../../src/export/to-jsonl.js";

describe("toJsonl(rows, columns)", () => {
  it("writes every column on every line, null where a row has no value", () => {
    expect(toJsonl([{ a: 1 }, { b: "x\ny" }], ["a", "b"])).toBe('{"a":1,"b":null}\n{"a":null,"b":"x\\ny"}\n');
  });
  it("writes nothing for no rows", () => {
    expect(toJsonl([], ["a"])).toBe("");
  });
});
