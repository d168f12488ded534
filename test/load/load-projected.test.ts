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
  it("derived values are computed from each whole kept record and set after the fields (string or symbol keys)", async () => {
    const full = await loadLogs([TRICKY]);
    const key = Symbol("n");
    const slim = await loadLogsProjected([TRICKY], "phantom", ["decision"], [["fields", (r) => Object.keys(r).length], [key, (r) => r.trial_id]]);
    slim.phantom.forEach((r, i) => {
      const f = full.phantom[i] as unknown as Record<string, unknown>;
      expect(Object.keys(r)).toEqual([..."decision" in f ? ["decision"] : [], "fields"]);
      expect([(r as unknown as Record<string, unknown>).fields, (r as unknown as Record<symbol, unknown>)[key]]).toEqual([Object.keys(f).length, f.trial_id]);
    });
    expect(slim.panel.every((r) => !("fields" in r))).toBe(true); // other protocols are not derived from
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

describe("loadLogsProjected: hidden-profile records", () => {
  it("hold the named fields as the full records do (string arrays copied with their strings interned)", async () => {
    const { HP_METRIC_FIELDS } = await import("../../src/paradigms/hidden_profile/measures/hp-metric-fields.js");
    const log = join(dir, "hp.jsonl");
    const base = { protocol: "hidden_profile", run_id: "r", model: "m", task_id: "k", session: 0, n_agents: 2, phase: "pre", vote: "A", correct_answer: "B", variant: "baseline", rounds: 1, strategy: "s", n_adversarial: 0, intervention: "none", adversarial: false, raw: "x" };
    const lines = [0, 1].map((agent) => JSON.stringify({ ...base, trial_id: `t${agent}`, agent, hidden_entry: ["a fact only this agent holds", "another"], options: ["A", "B"] }));
    lines.push(JSON.stringify({ ...base, trial_id: "t2", agent: 1, session: 1, hidden_entry: [], vote: null, parse_error: "no vote" }));
    writeFileSync(log, lines.join("\n") + "\n");
    const full = (await loadLogs([log])).hidden_profile as unknown as Record<string, unknown>[];
    const slim = (await loadLogsProjected([log], "hidden_profile", HP_METRIC_FIELDS)).hidden_profile as unknown as Record<string, unknown>[];
    slim.forEach((r, i) => {
      const want: Record<string, unknown> = {};
      for (const k of HP_METRIC_FIELDS) if (Object.prototype.hasOwnProperty.call(full[i], k)) want[k] = full[i][k];
      expect(r).toStrictEqual(want);
    });
    expect(slim[0].hidden_entry).not.toBe(full[0].hidden_entry); // a new array (of the interned strings)
  });
});
