import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main as fitJudge } from "../../src/cli/fit-judge.js";
import { main as filterScore } from "../../src/cli/filter-score.js";
import { setLogger } from "../../src/errors.js";
import { loadLogs } from "../../src/load/index.js";
import { JUDGE_FILTER_SCHEMA, judgeFitDetailed, judgeParseFilter } from "../../src/metrics/judge/index.js";

const LOG = fileURLToPath(new URL("../fixtures/metrics/judge/judge-fit-records.jsonl", import.meta.url));

async function capture(run: () => Promise<number>): Promise<{ code: number; out: string; err: string }> {
  let out = "", err = "";
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
  try {
    return { code: await run(), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}
afterEach(() => vi.restoreAllMocks());

describe("groupthink fit judge", () => {
  it("--json prints exactly the cli.md document", async () => {
    const { code, out } = await capture(() => fitJudge([LOG, "--json", "--seed", "0"]));
    expect(code).toBe(0);
    expect(out.trim().split("\n")).toHaveLength(1);
    const doc = JSON.parse(out);
    expect(Object.keys(doc)).toEqual(["n", "positives", "features", "l2", "l1", "lodo", "lodo_mean_auc", "profiles", "grounding"]);
    expect(Object.keys(doc.l2)).toEqual(["c", "intercept", "coefficients", "test_auc", "precision_at_05", "recall_at_05", "f1_at_05",
      "threshold", "precision_at_t", "recall_at_t", "confusion_at_t"]);
    expect(Object.keys(doc.l2.confusion_at_t)).toEqual(["tp", "fp", "tn", "fn"]);
    expect(Object.keys(doc.l1)).toEqual(["alpha", "intercept", "coefficients"]);
    expect(Object.keys(doc.l1.coefficients[0])).toEqual(["feature", "beta", "se", "z", "p"]);
    expect(Object.keys(doc.lodo[0])).toEqual(["domain", "n", "auc"]);
    expect(Object.keys(doc.profiles[0])).toEqual(["swarm", "n", "positives", "auc", "top"]);
    expect(Object.keys(doc.grounding)).toEqual(["r", "p", "mean_flagged", "mean_unflagged"]);
    expect([doc.n, doc.l2.c, doc.l1.alpha]).toEqual([900, 1, 1]);
  });

  it("options reach the fit; bad usage is a UsageError", async () => {
    const { out } = await capture(() => fitJudge([LOG, "--json", "--c", "0.5", "--l1-alpha", "2", "--target-precision", "0.8"]));
    const doc = JSON.parse(out);
    expect([doc.l2.c, doc.l1.alpha]).toEqual([0.5, 2]);
    await expect(fitJudge([])).rejects.toThrow(/LOG/);
    await expect(fitJudge([LOG, "--c", "0"])).rejects.toThrow(/--c/);
    await expect(fitJudge([LOG, "--bogus"])).rejects.toThrow(/unknown option/);
  });

  it("prints a human-readable summary without --json", async () => {
    const { code, out } = await capture(() => fitJudge([LOG]));
    expect(code).toBe(0);
    expect(out).toMatch(/n = 900/);
    expect(out).toMatch(/LODO/);
  });

  it("--save writes a versioned filter that filter score applies (round trip)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-judge-"));
    const file = join(dir, "filter.json");
    const { code } = await capture(() => fitJudge([LOG, "--json", "--seed", "3", "--save", file]));
    expect(code).toBe(0);
    const filter = judgeParseFilter(readFileSync(file, "utf8"), file);
    expect(filter.schema).toBe(JUDGE_FILTER_SCHEMA);
    expect(filter.version).toBe(1);
    expect(filter.training.inputs[0].sha256).toBe(
      (await import("node:crypto")).createHash("sha256").update(readFileSync(LOG)).digest("hex"),
    );
    expect([filter.training.seed, filter.training.c, filter.target_precision, filter.training.n]).toEqual([3, 1, 0.9, 900]);
    expect(readFileSync(file, "utf8")).not.toMatch(/api[_-]?key|authorization|bearer/i);

    const { code: c2, out } = await capture(() => filterScore([file, LOG, "--json"]));
    expect(c2).toBe(0);
    const lines = out.trim().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(900);
    expect(Object.keys(lines[0])).toEqual(["uuid", "p_capture", "flagged"]);
    for (const l of lines) expect(l.flagged).toBe(l.p_capture >= filter.threshold);
    // The filter is the split model: its scores on the test rows are the fit's test scores.
    const recs = (await loadLogs([LOG])).judge;
    const d = judgeFitDetailed(recs, { seed: 3 });
    const byUuid = new Map(lines.map((l) => [l.uuid, l.p_capture]));
    Array.from(d.split.test).forEach((i, k) => expect(byUuid.get(recs[i].uuid)).toBeCloseTo(d.testScores[k], 12));
    expect(d.report.l2.threshold).toBe(filter.threshold);

    // Unknown clusters are ignored with a warning.
    const fresh = join(dir, "fresh.jsonl");
    writeFileSync(fresh, readFileSync(LOG, "utf8").split("\n").slice(0, 2).map((l) => l.replace('"clusters": [', '"clusters": ["NEVER_SEEN", ')).join("\n") + "\n");
    const warnings: string[] = [];
    const prev = setLogger({ warn: (m) => warnings.push(m) });
    try {
      const r = await capture(() => filterScore([file, fresh, "--json"]));
      expect(r.out.trim().split("\n")).toHaveLength(2);
      expect(warnings.join()).toMatch(/NEVER_SEEN/);
      const first = JSON.parse(r.out.split("\n")[0]);
      expect(first.p_capture).toBeCloseTo(byUuid.get(first.uuid) as number, 12);
    } finally {
      setLogger(prev);
    }
  });

  it("filter score rejects a file that is not a filter", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-judge-"));
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ schema: JUDGE_FILTER_SCHEMA, version: 99 }));
    await expect(filterScore([bad, LOG])).rejects.toThrow(/version/);
    await expect(filterScore([join(dir, "missing.json"), LOG])).rejects.toThrow(/cannot read/);
    await expect(filterScore([bad])).rejects.toThrow(/FILTER/);
  });
});
