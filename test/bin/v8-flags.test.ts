/**
 * bin/v8-flags.js: the V8 flags a light command sets (issue 22): the tier-up budget always, the young
 * generation kept at its first size only for logs under SMALL_INPUT bytes, and neither when the user gave
 * their own flag for the same setting. The bin's use of them, end to end: test/cli/quick-bundle.test.ts.
 */
import { mkdirSync, mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../src/paths.js";

interface V8Flags {
  SMALL_INPUT: number;
  inputBytes(words: readonly string[]): number;
  lightCommandFlags(words: readonly string[], own: readonly string[]): string[];
}
const m = (await import(pathToFileURL(projectPath("bin", "v8-flags.js")).href)) as V8Flags;
const dir = mkdtempSync(join(tmpdir(), "gt-v8-flags-"));
const small = join(dir, "small.jsonl");
writeFileSync(small, "x".repeat(1000));
const large = join(dir, "large.jsonl");
writeFileSync(large, "");
truncateSync(large, m.SMALL_INPUT + 1); // sparse: no disk used
const runSmall = join(dir, "run-small"), runLarge = join(dir, "run-large"), experiment = join(dir, "experiment");
for (const d of [runSmall, runLarge, experiment]) mkdirSync(d);
writeFileSync(join(runSmall, "records.jsonl"), "x".repeat(500));
writeFileSync(join(runLarge, "records.jsonl"), "");
truncateSync(join(runLarge, "records.jsonl"), m.SMALL_INPUT);
const BUDGET = "--interrupt-budget=1081344", YOUNG = "--semi-space-growth-factor=1";

describe("inputBytes(words): the bytes of the logs named on the command line", () => {
  it("counts files, a folder as its records.jsonl, and skips options and words that name nothing", () => {
    expect(m.inputBytes(["metrics", "phantom", small, "--bootstrap", "200", "--json"])).toBe(1000);
    expect(m.inputBytes([small, small, runSmall])).toBe(2500);
    expect(m.inputBytes(["metrics", "panel"])).toBe(0);
  });
  it("a folder without records.jsonl (an experiment of many runs) counts as large", () => {
    expect(m.inputBytes([small, experiment])).toBe(Infinity);
  });
});

describe("lightCommandFlags(words, own)", () => {
  it("small logs: the tier-up budget and the young generation kept small", () => {
    expect(m.lightCommandFlags(["metrics", "phantom", small], [])).toEqual([BUDGET, YOUNG]);
    expect(m.lightCommandFlags(["metrics", "phantom", runSmall, small], [])).toEqual([BUDGET, YOUNG]);
  });
  it("logs of SMALL_INPUT bytes or more (a file, a run folder, an experiment folder): the budget only", () => {
    expect(m.lightCommandFlags(["metrics", "phantom", large], [])).toEqual([BUDGET]);
    expect(m.lightCommandFlags(["metrics", "phantom", runLarge], [])).toEqual([BUDGET]);
    expect(m.lightCommandFlags(["metrics", "phantom", runSmall, experiment], [])).toEqual([BUDGET]);
    expect(m.inputBytes([runLarge])).toBe(m.SMALL_INPUT);
  });
  it("a flag of the user's own for the same setting is left as it is", () => {
    expect(m.lightCommandFlags(["fit", "judge", small], ["--interrupt-budget=67584"])).toEqual([YOUNG]);
    expect(m.lightCommandFlags(["fit", "judge", small], ["", "--max-old-space-size=4096 --max-semi-space-size=32"])).toEqual([BUDGET]);
    expect(m.lightCommandFlags(["fit", "judge", small], ["--min-semi-space-size=4"])).toEqual([BUDGET]);
    expect(m.lightCommandFlags(["fit", "judge", small], ["--semi-space-growth-factor=2", "--interrupt-budget=1"])).toEqual([]);
  });
});
