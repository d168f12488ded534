import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { reparseRun } from "../../src/runner/reparse.js";
import { readManifest } from "../../src/runner/manifest.js";
import { echoProtocol, echoResponder, generateEchoBank, parseEchoAnswer } from "../../src/runner/protocols/echo.js";
import { lines, tmp } from "./helpers.js";

describe("reparseRun(dir, protocol)", () => {
  it("re-derives labels from raw text without requests, atomically, and records the parser version", async () => {
    const out = tmp();
    await runProtocol({ protocol: echoProtocol, model: "sim:susceptible", simResponders: [echoResponder], out, bank: generateEchoBank(10) });
    const path = join(out, "records.jsonl");
    const original = readFileSync(path, "utf8");
    const recs = lines(path);
    // Corrupt two labels as an older parser might have left them.
    recs[0].vote = recs[0].vote === "A" ? "B" : "A";
    recs[5] = { ...recs[5], vote: null, parse_error: "old parser failed" };
    writeFileSync(path, recs.map((r) => JSON.stringify(r) + "\n").join(""));
    const v2 = { ...echoProtocol, parserVersion: "echo-2" };
    const r = reparseRun(out, v2);
    expect(r).toMatchObject({ records: 90, changed: 2, parser_version: "echo-2" });
    expect(readFileSync(path, "utf8")).toBe(original);
    const m = readManifest(out)!;
    expect(m.parser_versions.hidden_profile).toBe("echo-2");
    expect(m.reparsed).toEqual([{ at: expect.any(String), parser_version: "echo-2", changed: 2 }]);
    expect(m.counts.parse_failures).toBe(lines(path).filter((x) => x.parse_error !== null).length);
    expect(parseEchoAnswer("ANSWER: (C)", ["A", "B", "C"])).toEqual({ vote: "C", error: null });
    expect(parseEchoAnswer("ANSWER: E", ["A", "B"]).vote).toBeNull();
  });
});
