import { describe, expect, it } from "vitest";
import { createOrderedWriter } from "../../src/runner/ordered-writer.js";

describe("createOrderedWriter(write)", () => {
  it("writes in index order whatever order results arrive in", () => {
    const out: string[] = [];
    const w = createOrderedWriter<string>((v) => out.push(v));
    w.put(2, "c");
    expect(out).toEqual([]);
    w.put(0, "a");
    expect(out).toEqual(["a"]);
    w.put(1, "b");
    expect(out).toEqual(["a", "b", "c"]);
  });

  it("stops writing for good at a null result (an aborted job)", () => {
    const out: string[] = [];
    const w = createOrderedWriter<string>((v) => out.push(v));
    w.put(1, "b");
    w.put(0, "a");
    w.put(3, "d");
    w.put(2, null);
    w.put(4, "e");
    expect(out).toEqual(["a", "b"]);
  });
});
