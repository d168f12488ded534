import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readCalls } from "../../src/view/read-calls.js";

describe("readCalls(path)", () => {
  it("keeps calls with and without their request and counts torn or foreign lines as skipped", () => {
    const p = join(mkdtempSync(join(tmpdir(), "gt-calls-")), "calls.jsonl");
    writeFileSync(p, [
      JSON.stringify({ job: "j", key: "a", reply: { content: "x" } }),
      JSON.stringify({ job: "j", key: "b", request: { messages: [{ role: "user", content: "q" }] }, reply: { content: "y" } }),
      JSON.stringify({ something: "else" }),
      "",
      '{"job":"j","key":"c","rep',
    ].join("\r\n"));
    const { calls, skipped } = readCalls(p);
    expect(calls).toEqual([
      { job: "j", key: "a", reply: { content: "x" } },
      { job: "j", key: "b", request: { messages: [{ role: "user", content: "q" }] }, reply: { content: "y" } },
    ]);
    expect(skipped).toBe(2);
  });
  it("gives no calls for a missing file", () => {
    expect(readCalls("/nonexistent/calls.jsonl")).toEqual({ calls: [], skipped: 0 });
  });
});
