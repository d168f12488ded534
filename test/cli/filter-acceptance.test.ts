// Issue 15 acceptance, end to end through the CLI: a filter saved on a fresh 22,500-trajectory corpus
// (`judge corpus`, seed 11) is evaluated on another fresh sample of the same population (seed 12).
// Target precision 0.6: on this simulated population the best achievable precision at recall 0.05 is
// about 0.91 for the planted (Bayes) model and about 0.80 for the fitted cluster model (see notebook 04),
// so a target of 0.9 cannot be promised with recall > 0.05 — `--save` refuses it instead.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { capture } from "../paradigms/judge/cli/judge-capture.js";
import { main as judgeCorpus } from "../../src/paradigms/judge/cli/judge-corpus.js";
import { main as fitJudge } from "../../src/paradigms/judge/cli/fit-judge.js";
import { main as filterEvaluate } from "../../src/paradigms/judge/cli/filter-evaluate.js";
import { main as filterScore } from "../../src/paradigms/judge/cli/filter-score.js";

afterEach(() => vi.restoreAllMocks());

describe("deployable vigilance filter (issue 15 acceptance)", () => {
  it("saved on one fresh 22,500 corpus, it keeps its promise on another", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-accept-"));
    const train = join(dir, "train.jsonl"), fresh = join(dir, "fresh.jsonl"), filter = join(dir, "filter.json");
    expect((await capture(() => judgeCorpus(["--out", train, "--seed", "11"]))).code).toBe(0);
    expect((await capture(() => judgeCorpus(["--out", fresh, "--seed", "12"]))).code).toBe(0);
    const fit = await capture(() => fitJudge([train, "--target-precision", "0.6", "--save", filter, "--json"]));
    expect(fit.code).toBe(0);
    const f = JSON.parse(readFileSync(filter, "utf8"));
    expect(f.forced).toBe(false);
    expect(f.selection.flagged).toBeGreaterThanOrEqual(10);
    expect(f.selection.precision_ci.lo).toBeGreaterThanOrEqual(0.6);
    expect(f.calibration.method === "platt" || f.calibration.method === "isotonic").toBe(true);
    expect(f.test.ece_after).toBeLessThan(f.test.ece_before); // calibration helps on the never-seen test split

    const ev = await capture(() => filterEvaluate([filter, fresh, "--json"]));
    expect(ev.code).toBe(0);
    const e = JSON.parse(ev.out);
    expect(e.n).toBe(22500);
    expect(e.precision).toBeGreaterThanOrEqual(0.6 - 0.02);
    expect(e.precision).toBeGreaterThanOrEqual(f.test.precision_ci.lo);
    expect(e.precision).toBeLessThanOrEqual(f.test.precision_ci.hi);
    expect(e.covered).toBe(true);
    expect(e.recall).toBeGreaterThan(0.05);
    expect(e.calibration.ece).toBeLessThan(0.05);
    expect(e.drift.unknown_share).toBeLessThan(0.01);

    // scoring the fresh log with its label fields removed works (only clusters are read)
    const scored = await capture(() => filterScore([filter, fresh, "--json"]));
    expect(scored.code).toBe(0);
    expect(scored.out.trim().split("\n")).toHaveLength(22500);
  }, 240_000);

  it("at the default target 0.9 the same corpus is refused (no threshold's lower bound reaches it)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-accept-"));
    const train = join(dir, "train.jsonl");
    await capture(() => judgeCorpus(["--out", train, "--seed", "11"]));
    const r = await capture(() => fitJudge([train, "--save", join(dir, "f.json")]));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no threshold's precision lower bound \(Clopper–Pearson 95%\) reaches 0.9/);
  }, 240_000);
});
