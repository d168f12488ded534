import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { phantomLogFiles } from "../../../../src/paradigms/phantom/measures/phantom-log-files.js";
import { phantomPaperModelMap } from "../../../../src/paradigms/phantom/measures/phantom-paper-mapping.js";
import { phantomBreakdownTable } from "../../../../src/paradigms/phantom/measures/phantom-tables.js";
import { phantomBreakdown } from "../../../../src/paradigms/phantom/measures/phantom-breakdown.js";
import { phantomMetrics } from "../../../../src/paradigms/phantom/measures/phantom-metrics.js";
import { handCase } from "./hand-cases.js";

describe("phantomLogFiles(dir)", () => {
  it("lists */records.jsonl and *.jsonl, sorted", () => {
    const dir = mkdtempSync(join(tmpdir(), "phantom-files-"));
    for (const p of ["typical", "resistant", "empty"]) mkdirSync(join(dir, p));
    writeFileSync(join(dir, "typical", "records.jsonl"), "{}\n");
    writeFileSync(join(dir, "resistant", "records.jsonl"), "{}\n");
    writeFileSync(join(dir, "extra.jsonl"), "{}\n");
    writeFileSync(join(dir, "notes.txt"), "x");
    expect(phantomLogFiles(dir)).toEqual([join(dir, "extra.jsonl"), join(dir, "resistant", "records.jsonl"), join(dir, "typical", "records.jsonl")]);
    expect(() => phantomLogFiles(join(dir, "empty"))).toThrow(RangeError);
    expect(() => phantomLogFiles(join(dir, "nope"))).toThrow(RangeError);
  });
});

describe("phantomPaperModelMap(path)", () => {
  it("reads paper_model fields and falls back to name matching", () => {
    const dir = mkdtempSync(join(tmpdir(), "phantom-prof-"));
    const file = join(dir, "p.json");
    writeFileSync(file, JSON.stringify({ profiles: { "weak-sim": { paper_model: "Qwen-2.5-7B" }, typical: { a: 1 } } }));
    const of = phantomPaperModelMap(file);
    expect(of("weak-sim")).toBe("Qwen-2.5-7B");
    expect(of("phi-4-sim")).toBe("Phi-4");
    expect(of("typical")).toBeNull();
    expect(phantomPaperModelMap(join(dir, "absent.json"))("gemini-2.5-pro-sim")).toBe("Gemini-2.5-Pro");
  });
});

describe("phantomBreakdownTable(rows, metrics)", () => {
  it("flattens breakdown cells with values, n and intervals", () => {
    const rows = phantomBreakdown(phantomMetrics(handCase(), { bootstrap: 0 }), "norm_source", { metrics: ["crfr", "pbe"] });
    expect(phantomBreakdownTable(rows, ["crfr", "pbe"])).toEqual([
      { Model: "m", norm_source: "authority", scenarios: 2, CRFR: 1, "n CRFR": 1, PBE: 0.667, "n PBE": 6 },
      { Model: "m", norm_source: "consensus", scenarios: 2, CRFR: 1, "n CRFR": 1, PBE: 0.5, "n PBE": 6 },
    ]);
  });
});
