import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadLogs } from "../../src/load/load-logs.js";
import { loadLogsProjected } from "../../src/load/load-projected.js";
import { phantomMetrics } from "../../src/paradigms/phantom/measures/phantom-metrics.js";
import { phantomReportJson } from "../../src/paradigms/phantom/measures/phantom-report-json.js";
import { phantomReportExtras } from "../../src/paradigms/phantom/measures/phantom-report-extras.js";
import { PHANTOM_METRIC_FIELDS } from "../../src/paradigms/phantom/measures/phantom-record-fields.js";

const dir = mkdtempSync(join(tmpdir(), "gt-load-projected-"));
const TRICKY = "test/fixtures/export/tricky.jsonl";

describe("loadLogsProjected keeps only the fields one analysis reads", () => {
  it("the kept protocol's records hold only the named fields that are present, in order", async () => {
    const full = await loadLogs([TRICKY]);
    const slim = await loadLogsProjected([TRICKY], "phantom", ["perceived_group", "trial_id", "decision"]);
    expect(slim.phantom).toHaveLength(full.phantom.length);
    slim.phantom.forEach((r, i) => {
      const f = full.phantom[i] as unknown as Record<string, unknown>;
      const want: Record<string, unknown> = {};
      for (const k of ["perceived_group", "trial_id", "decision"]) if (Object.prototype.hasOwnProperty.call(f, k)) want[k] = f[k];
      expect(r).toStrictEqual(want);
    });
  });
  it("other protocols keep one record per (run_id, simulated): enough for requireRecords and provenance", async () => {
    const full = await loadLogs([TRICKY]);
    const slim = await loadLogsProjected([TRICKY], "phantom", ["model"]);
    for (const k of ["panel", "hidden_profile", "judge"] as const) {
      const pairs = new Set(full[k].map((r) => `${(r as { run_id?: string }).run_id}|${String((r as { simulated?: boolean }).simulated)}`));
      expect(slim[k].length, k).toBe(pairs.size);
      expect(slim[k][0], k).toStrictEqual(full[k][0]);
    }
  });
  it("phantom metrics on the projected records equal those on the full records (report, extras, breakdowns)", async () => {
    for (const log of ["test/fixtures/compare/phantom-typical.jsonl", "data/samples/phantom-sample.jsonl"]) {
      const a = phantomMetrics((await loadLogs([log])).phantom, { bootstrap: 300, seed: 4 });
      const b = phantomMetrics((await loadLogsProjected([log], "phantom", PHANTOM_METRIC_FIELDS)).phantom, { bootstrap: 300, seed: 4 });
      expect(phantomReportJson(b)).toStrictEqual(phantomReportJson(a));
      const by = ["domain", "direction", "norm_source"] as const;
      expect(phantomReportExtras(b, { bootstrap: 300, seed: 4, by })).toStrictEqual(phantomReportExtras(a, { bootstrap: 300, seed: 4, by }));
    }
  });
  it("still rejects a duplicate id, naming where the first one is (file and line)", async () => {
    const line = readFileSync(TRICKY, "utf8").split("\n")[0];
    const a = join(dir, "a.jsonl"), b = join(dir, "b.jsonl");
    writeFileSync(a, line + "\n");
    writeFileSync(b, "\n" + line + "\n");
    await expect(loadLogsProjected([a, b], "phantom", ["model"])).rejects.toThrow(`${b}:2: trial_id: duplicate trial_id "typical:ph-001:a0:private" (first at ${a}:1)`);
    await expect(loadLogs([b, a])).rejects.toThrow(`${a}:1: trial_id: duplicate trial_id "typical:ph-001:a0:private" (first at ${b}:2)`);
  });
});
