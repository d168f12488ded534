// Every --json and --csv output of an analysis command carries its provenance: `simulated`,
// the bootstrap B (null where nothing is resampled), the seed and the run ids it read
// (issue 21; docs/compare-and-plan.md "Provenance").
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { COMMANDS, cli, loadParadigms } from "../../src/cli/main.js";
import { projectPath } from "../../src/paths.js";
import { capture } from "../paradigms/judge/cli/judge-capture.js";

await loadParadigms(); // the paradigm folders' commands join COMMANDS

afterEach(() => vi.restoreAllMocks());

const fx = (f: string) => projectPath("test/fixtures/compare", f);
const PH = [fx("phantom-susceptible.jsonl"), fx("phantom-typical.jsonl")];
const PA = [fx("panel-susceptible.jsonl"), fx("panel-typical.jsonl")];
const HP = [fx("hp-susceptible.jsonl"), fx("hp-typical.jsonl")];
const JUDGE = projectPath("test/fixtures/metrics/judge/judge-fit-records.jsonl");
const RUNS = {
  phantom: ["phantom-susceptible-e3178e9ba8", "phantom-typical-532a02f9ea"],
  panel: ["panel-susceptible-1ada8e8464", "panel-typical-202491e897"],
  hp: ["hidden_profile-susceptible-99564ec872", "hidden_profile-typical-d5aed6cab0"],
};

/** [argv, expected provenance or null when only the types are checked]. */
type Case = [string[], { simulated: boolean; bootstrap: number | null; seed: number; run_ids: string[] } | null];

const plan = (dir: string): Case[] => [
  [["validate", ...PH, "--json"], { simulated: true, bootstrap: null, seed: 0, run_ids: RUNS.phantom }],
  [["metrics", "phantom", ...PH, "--bootstrap", "50", "--seed", "4", "--json"], { simulated: true, bootstrap: 50, seed: 4, run_ids: RUNS.phantom }],
  [["metrics", "panel", ...PA, "--bootstrap", "50", "--json"], { simulated: true, bootstrap: 50, seed: 0, run_ids: RUNS.panel }],
  [["metrics", "hidden_profile", ...HP, "--seed", "2", "--json"], { simulated: true, bootstrap: null, seed: 2, run_ids: RUNS.hp }],
  [["screen", ...PA, "--bootstrap", "50", "--json"], null],
  [["fit", "judge", JUDGE, "--seed", "3", "--target-precision", "0.3", "--save", join(dir, "f.json"), "--json"], null],
  [["filter", "evaluate", join(dir, "f.json"), JUDGE, "--json"], null],
  [["compare", "phantom", ...PH, "--bootstrap", "50", "--permutations", "50", "--seed", "9", "--json"], { simulated: true, bootstrap: 50, seed: 9, run_ids: RUNS.phantom }],
  [["compare", "hidden_profile", ...HP, "--bootstrap", "50", "--json"], { simulated: true, bootstrap: 50, seed: 0, run_ids: RUNS.hp }],
  [["plan", "phantom", "--effect", "0.1", "--pilot", ...PH, "--simulations", "0", "--json"], { simulated: true, bootstrap: null, seed: 0, run_ids: RUNS.phantom }],
];

describe("provenance keys in every JSON document", () => {
  const dir = mkdtempSync(join(tmpdir(), "gt-prov-"));
  for (const [argv, want] of plan(dir)) {
    it(argv.filter((a) => !a.includes("/") && !a.startsWith("-")).slice(0, 3).join(" ") + " --json", async () => {
      const r = await capture(() => cli(argv));
      expect(r.code, r.err).toBe(0);
      const doc = JSON.parse(r.out);
      expect(Object.keys(doc).slice(0, 4)).toEqual(["simulated", "bootstrap", "seed", "run_ids"]);
      if (want) expect({ simulated: doc.simulated, bootstrap: doc.bootstrap, seed: doc.seed, run_ids: doc.run_ids }).toEqual(want);
      else {
        // screen reports null for partly simulated logs (its own key wins)
        expect(typeof doc.simulated === "boolean" || doc.simulated === null).toBe(true);
        expect(doc.bootstrap === null || Number.isInteger(doc.bootstrap)).toBe(true);
        expect(Number.isInteger(doc.seed)).toBe(true);
        expect(Array.isArray(doc.run_ids) && doc.run_ids.every((x: unknown) => typeof x === "string")).toBe(true);
      }
    }, 120_000);
  }
});

describe("provenance columns in every CSV table", () => {
  const cases: [string[], string][] = [
    [["metrics", "phantom", ...PH, "--bootstrap", "20", "--seed", "4", "--csv"], `true,20,4,${RUNS.phantom.join(";")}`],
    [["metrics", "panel", ...PA, "--bootstrap", "20", "--csv"], `true,20,0,${RUNS.panel.join(";")}`],
    [["metrics", "hidden_profile", ...HP, "--csv"], `true,,0,${RUNS.hp.join(";")}`],
    [["compare", "phantom", ...PH, "--bootstrap", "20", "--permutations", "20", "--csv"], `true,20,0,${RUNS.phantom.join(";")}`],
  ];
  for (const [argv, tail] of cases) {
    it(argv.slice(0, 2).join(" ") + " --csv", async () => {
      const r = await capture(() => cli(argv));
      expect(r.code, r.err).toBe(0);
      const lines = r.out.split("\r\n").filter((l) => l !== "");
      expect(lines[0].endsWith(",simulated,bootstrap,seed,run_ids")).toBe(true);
      expect(lines.length).toBeGreaterThan(1);
      for (const l of lines.slice(1)) expect(l.endsWith(`,${tail}`), l).toBe(true);
    }, 120_000);
  }
});

describe("every command that prints JSON is covered or exempt with a reason", () => {
  const EXEMPT: Record<string, string> = {
    "filter score": "prints one JSON line per scored record (a stream, not a document); its inputs are the records themselves",
    "scenarios validate": "checks a scenario bank, reads no run",
    "scenarios agreement": "reads annotators' sheets, not runs; carries seed and bootstrap (checked in scenarios-annotate tests)",
    "run": "the run's own summary: run_id, simulated and run_seed are its keys (runner contract)",
    "reparse": "rewrites a run folder; its summary names the run",
    "judge corpus": "writes a simulated corpus; its records carry simulated: true",
    "judge dictionary": "builds a dictionary file, no analysis output",
    "tasks generate": "bank tooling, reads no run", "tasks validate": "bank tooling, reads no run",
    "scenarios generate": "bank tooling, reads no run", "sim serve": "a server",
    "batch export": "the run's own summary (run_id, simulated, run_seed), as run", "batch import": "copies an engine's output into a run folder; its summary names the files",
    "kernel install": "registers a notebook kernel in a project, reads no run", "kernel run": "executes notebooks; their records' labels are in the notebooks' own outputs",
  };
  it("lists them", () => {
    const words2 = plan("/tmp").map(([argv]) => argv.filter((a) => !a.includes("/") && !a.startsWith("-")).slice(0, 2));
    const covered = new Set(words2.flatMap((w) => [w.join(" "), w[0]]));
    const words = (w: string[]) => w.join(" ");
    const json = COMMANDS.filter((c) => /--json/.test(c.help));
    const missing = json.map((c) => words(c.words)).filter((w) => !covered.has(w) && !(w in EXEMPT));
    expect(missing).toEqual([]);
  });
});
