import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// `whole` makes loadLogsProjected load whole records (what the commands did before issue 22's projection),
// so each command's output on the projected records is compared byte for byte with its output on whole records.
const state = vi.hoisted(() => ({ whole: false }));
vi.mock("../../src/load/load-projected.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/load/load-projected.js")>();
  const { loadLogs } = await import("../../src/load/load-logs.js");
  return { ...real, loadLogsProjected: (...args: Parameters<typeof real.loadLogsProjected>) => (state.whole ? loadLogs(args[0]) : real.loadLogsProjected(...args)) };
});

const { cli } = await import("../../src/cli/main.js");
const { analysisOf } = await import("../../src/metrics/common/analysis-registry.js");
const { loadLogs } = await import("../../src/load/load-logs.js");
const { loadLogsProjected } = await import("../../src/load/load-projected.js");
const { PANEL_METRIC_FIELDS } = await import("../../src/paradigms/panel/measures/panel-metric-fields.js");
const { HP_METRIC_FIELDS } = await import("../../src/paradigms/hidden_profile/measures/hp-metric-fields.js");
const { JUDGE_FIT_DERIVED, JUDGE_FIT_FIELDS, JUDGE_METRIC_FIELDS } = await import("../../src/paradigms/judge/measures/judge-metric-fields.js");
const { JUDGE_RIGOR_SCORE, structuralRigorScore } = await import("../../src/paradigms/judge/measures/rigor-score.js");
const { PHANTOM_METRIC_FIELDS } = await import("../../src/paradigms/phantom/measures/phantom-record-fields.js");

let out = "";
beforeEach(() => {
  out = "";
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
});
afterEach(() => {
  vi.restoreAllMocks();
  state.whole = false;
});

const dir = mkdtempSync(join(tmpdir(), "gt-metric-fields-"));
const TRICKY = "test/fixtures/export/tricky.jsonl"; // every record kind, absent and null fields
// a hidden-profile log whose pre votes name the entry they hold (fact accuracy), some with a parse failure
const hpEntries = join(dir, "hp-entries.jsonl");
writeFileSync(hpEntries, readFileSync("test/fixtures/compare/hp-typical.jsonl", "utf8").trim().split("\n").map((l, i) => {
  const r = JSON.parse(l) as Record<string, unknown>;
  if (r.phase === "pre") r.hidden_entry = [`f${i % 3}`];
  if (i % 17 === 0) Object.assign(r, { vote: null, parse_error: "no vote" });
  return JSON.stringify(r);
}).join("\n") + "\n");

async function run(argv: string[], whole: boolean): Promise<string> {
  state.whole = whole;
  out = "";
  expect(await cli(argv)).toBe(0);
  return out;
}

// each protocol on several logs (the fixtures of compare/ and tricky.jsonl share ids, so they go in separate runs)
const CASES: [string, string[][]][] = [
  ["panel", [["test/fixtures/reference-panel/six-reviewers.jsonl", "test/fixtures/reference-panel/hand.jsonl", TRICKY, "--bootstrap", "60", "--seed", "2"], ["test/fixtures/compare/panel-typical.jsonl", "--bootstrap", "60"]]],
  ["hidden_profile", [["test/fixtures/reference/hidden-random.jsonl", "test/fixtures/reference/hidden-edge.jsonl", TRICKY, "--seed", "2"], [hpEntries]]],
  ["judge", [["test/fixtures/metrics/judge/judge-fit-records.jsonl", TRICKY], ["test/fixtures/compare/judge-typical.jsonl"]]],
  ["phantom", [["data/samples/phantom-sample.jsonl", TRICKY, "--bootstrap", "60", "--by", "all"], ["test/fixtures/compare/phantom-typical.jsonl", "--bootstrap", "60"]]],
];

describe("metrics on the fields the measures read (issue 22) prints what it prints on whole records", () => {
  for (const [protocol, runs] of CASES) {
    it(`metrics ${protocol}: table, --json and --csv byte for byte`, async () => {
      for (const args of runs) for (const fmt of [[], ["--json"], ["--csv"]]) {
        const argv = ["metrics", protocol, ...args, ...fmt];
        const slim = await run(argv, false);
        const whole = await run(argv, true);
        expect(slim.length, fmt.join(" ")).toBeGreaterThan(100);
        expect(slim, `${protocol} ${fmt.join(" ")}`).toBe(whole);
      }
    });
  }
  it("fit judge on the fields the fit reads (JUDGE_FIT_FIELDS): text and --json byte for byte, ordered swarms too", async () => {
    for (const args of [["test/fixtures/metrics/judge/judge-fit-records.jsonl", TRICKY], ["test/fixtures/metrics/judge/judge-fit-records.jsonl", "--ordered-swarms", "--seed", "3"]]) {
      for (const fmt of [[], ["--json"]]) {
        const argv = ["fit", "judge", ...args, ...fmt];
        const slim = await run(argv, false);
        const whole = await run(argv, true);
        expect(slim.length, fmt.join(" ")).toBeGreaterThan(100);
        expect(slim, `${args.join(" ")} ${fmt.join(" ")}`).toBe(whole);
      }
    }
    state.whole = false;
    const file = "test/fixtures/metrics/judge/judge-fit-records.jsonl";
    const slim = (await loadLogsProjected([file], "judge", JUDGE_FIT_FIELDS, JUDGE_FIT_DERIVED)).judge as unknown as Record<string | symbol, unknown>[];
    const full = (await loadLogs([file])).judge;
    expect(slim.some((r) => "judge_response" in r || "uuid" in r || "thought" in r)).toBe(false);
    expect(slim.map((r) => r[JUDGE_RIGOR_SCORE])).toEqual(full.map((r) => structuralRigorScore(r.thought)));
    expect(slim.every((r) => Array.isArray(r.auditor_list))).toBe(true);
  });
  it("each paradigm's declaration reaches the analysis registry, and the projection keeps exactly those fields", async () => {
    const declared = { panel: PANEL_METRIC_FIELDS, hidden_profile: HP_METRIC_FIELDS, judge: JUDGE_METRIC_FIELDS, phantom: PHANTOM_METRIC_FIELDS } as const;
    for (const [p, fields] of Object.entries(declared)) expect(analysisOf(p)?.metricFields, p).toBe(fields);
    expect(analysisOf("benchform")?.metricFields).toBeUndefined();
    const full = (await loadLogs([TRICKY])).panel as unknown as Record<string, unknown>[];
    const slim = (await loadLogsProjected([TRICKY], "panel", PANEL_METRIC_FIELDS)).panel as unknown as Record<string, unknown>[];
    expect(slim.map((r) => Object.keys(r))).toEqual(full.map((r) => PANEL_METRIC_FIELDS.filter((k) => k in r)));
    expect(full.some((r) => "raw" in r || "usage" in r)).toBe(true);
    expect(slim.some((r) => "raw" in r || "usage" in r || "trial_id" in r)).toBe(false);
  });
});
