import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import { capture } from "./judge-capture.js";
import { main as fitJudge } from "../../../../src/paradigms/judge/cli/fit-judge.js";
import { main as filterScore } from "../../../../src/paradigms/judge/cli/filter-score.js";
import { setLogger } from "../../../../src/errors.js";
import { loadLogs } from "../../../../src/load/index.js";
import { JUDGE_FILTER_SCHEMA, judgeFitDetailed, parseFilter } from "../../../../src/paradigms/judge/measures/index.js";

const LOG = fileURLToPath(new URL("../../../fixtures/metrics/judge/judge-fit-records.jsonl", import.meta.url));

afterEach(() => vi.restoreAllMocks());

describe("groupthink fit judge", () => {
  it("on 60 records says that the test AUC rests on a handful of positives and prints its DeLong interval (issue 21)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fit-judge-small-"));
    const small = join(dir, "small.jsonl");
    writeFileSync(small, readFileSync(LOG, "utf8").split("\n").filter((l) => l.trim()).slice(0, 60).join("\n") + "\n");
    const { code, out } = await capture(() => fitJudge([small, "--seed", "0"]));
    expect(code).toBe(0);
    expect(out).toMatch(/WARNING: test split: (only \d+ positives? and \d+ negatives? \(< 10\)|zero-width)/);
    const doc = JSON.parse((await capture(() => fitJudge([small, "--json", "--seed", "0"]))).out);
    expect(doc.l2.test_positives).toBeLessThan(10);
    expect(doc.warnings[0]).toMatch(/^test split: /);
  });

  it("--json prints exactly the cli.md document", async () => {
    const { code, out } = await capture(() => fitJudge([LOG, "--json", "--seed", "0"]));
    expect(code).toBe(0);
    expect(out.trim().split("\n")).toHaveLength(1);
    const doc = JSON.parse(out);
    // the cli.md keys in order, then the documented extra keys
    expect(Object.keys(doc)).toEqual(["simulated", "bootstrap", "seed", "run_ids", "n", "positives", "features", "l2", "l1", "lodo", "lodo_mean_auc", "profiles", "grounding", "filter", "excluded_unparsed",
      ...(doc.warnings ? ["warnings"] : [])]); // provenance first; issue 21: warnings only when an AUC interval is untrustworthy
    expect(Object.keys(doc.filter)).toEqual(["target_precision", "rule", "threshold", "best_lower_bound", "selection", "test", "calibration", "splits", "min_flagged", "refusal"]);
    expect(Object.keys(doc.l2)).toEqual(["c", "intercept", "coefficients", "test_auc", "precision_at_05", "recall_at_05", "f1_at_05",
      "threshold", "precision_at_t", "recall_at_t", "confusion_at_t", "test_auc_ci", "test_positives"]); // then the issue-21 extras
    expect(Object.keys(doc.l2.confusion_at_t)).toEqual(["tp", "fp", "tn", "fn"]);
    expect(Object.keys(doc.l1)).toEqual(["alpha", "intercept", "coefficients", "inference", "not_selected", "se_null_reason"]); // + issue-21 extras
    expect(Object.keys(doc.l1.coefficients[0])).toEqual(["feature", "beta", "se", "z", "p", "refit_beta", "refit_se", "refit_p"]);
    expect(Object.keys(doc.lodo[0]).slice(0, 5)).toEqual(["domain", "n", "auc", "positives", "ci"]); // + ci_note when few positives
    expect(Object.keys(doc.profiles[0])).toEqual(["swarm", "n", "positives", "auc", "top"]);
    expect(Object.keys(doc.grounding)).toEqual(["r", "p", "mean_flagged", "mean_unflagged"]);
    expect([doc.n, doc.l2.c, doc.l1.alpha]).toEqual([900, 1, 1]);
    expect([doc.bootstrap, doc.seed, typeof doc.simulated, Array.isArray(doc.run_ids)]).toEqual([null, 0, "boolean", true]); // provenance (docs/compare-and-plan.md)
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

  it("--save refuses when no threshold's lower bound reaches the target (exit 1, clear message), nothing written", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-judge-"));
    const file = join(dir, "filter.json");
    const { code, err } = await capture(() => fitJudge([LOG, "--json", "--seed", "3", "--save", file]));
    expect(code).toBe(1);
    expect(err).toMatch(/filter not saved: no threshold's precision lower bound \(Clopper–Pearson 95%\) reaches 0.9 on the 720 out-of-fold cases/);
    expect(() => readFileSync(file)).toThrow();
  });

  it("--save writes a versioned filter that filter score applies (round trip), with provenance and intervals", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-judge-"));
    const file = join(dir, "filter.json");
    const { code } = await capture(() => fitJudge([LOG, "--json", "--seed", "3", "--target-precision", "0.3", "--save", file]));
    expect(code).toBe(0);
    const filter = parseFilter(readFileSync(file, "utf8"), file);
    expect(filter.schema).toBe(JUDGE_FILTER_SCHEMA);
    expect(filter.version).toBe(2);
    expect(filter.training.inputs[0].sha256).toBe(
      (await import("node:crypto")).createHash("sha256").update(readFileSync(LOG)).digest("hex"),
    );
    expect([filter.splits.seed, filter.training.c, filter.target_precision, filter.population.n, filter.forced]).toEqual([3, 1, 0.3, 900, false]);
    expect(filter.selection.flagged).toBeGreaterThanOrEqual(10);
    expect(filter.selection.precision_ci!.lo).toBeGreaterThanOrEqual(0.3);
    expect(readFileSync(file, "utf8")).not.toMatch(/api[_-]?key|authorization|bearer/i);

    // scoring needs no label fields
    const nolabels = join(dir, "nolabels.jsonl");
    writeFileSync(nolabels, readFileSync(LOG, "utf8").trim().split("\n").map((l) => {
      const { accuracy: _a, evidence_weighting: _e, ...rest } = JSON.parse(l);
      return JSON.stringify(rest);
    }).join("\n") + "\n");
    const { code: c2, out } = await capture(() => filterScore([file, nolabels, "--json"]));
    expect(c2).toBe(0);
    const lines = out.trim().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(900);
    expect(Object.keys(lines[0])).toEqual(["uuid", "p_capture", "flagged", "score", "unknown_share"]);
    for (const l of lines) expect(l.flagged).toBe(l.score >= filter.threshold);
    // The filter is the development-split model: its raw scores on the test rows are the fit's test scores.
    const recs = (await loadLogs([LOG])).judge;
    const d = judgeFitDetailed(recs, { seed: 3, targetPrecision: 0.3 });
    const byUuid = new Map(lines.map((l) => [l.uuid, l.score]));
    Array.from(d.deployable.split.test).forEach((i, k) => expect(byUuid.get(recs[i].uuid)).toBeCloseTo(d.deployable.testScores[k], 12));
    expect(d.report.filter.threshold).toBe(filter.threshold);

    // Unknown clusters are ignored with a warning; case and whitespace variants are the same feature.
    const fresh = join(dir, "fresh.jsonl");
    const two = readFileSync(LOG, "utf8").split("\n").slice(0, 2).map((l) => JSON.parse(l));
    writeFileSync(fresh, two.map((r) => JSON.stringify({ ...r, clusters: ["NEVER_SEEN", ...r.clusters.map((c: string) => ` ${c.toLowerCase()} `)] })).join("\n") + "\n");
    const warnings: string[] = [];
    const prev = setLogger({ warn: (m) => warnings.push(m) });
    try {
      const r = await capture(() => filterScore([file, fresh, "--json"]));
      expect(r.out.trim().split("\n")).toHaveLength(2);
      expect(warnings.join()).toMatch(/NEVER_SEEN/);
      const first = JSON.parse(r.out.split("\n")[0]);
      expect(first.score).toBeCloseTo(byUuid.get(first.uuid) as number, 12);
      expect(first.unknown_share).toBeCloseTo(1 / (1 + new Set(two[0].clusters).size), 12);
    } finally {
      setLogger(prev);
    }

    // a mostly-unknown file is an error; another protocol's log is an error
    const alien = join(dir, "alien.jsonl");
    writeFileSync(alien, two.map((r) => JSON.stringify({ ...r, clusters: ["X1", "X2", "X3"] })).join("\n") + "\n");
    await expect(filterScore([file, alien])).rejects.toThrow(/100.0% of cluster occurrences are unknown/);
    const other = join(dir, "phantom.jsonl");
    writeFileSync(other, JSON.stringify({ protocol: "phantom", trial_id: "x", clusters: ["A"] }) + "\n");
    await expect(filterScore([file, other])).rejects.toThrow(/other\.jsonl|phantom.jsonl:1: protocol/);

    // a reordered vocabulary is detected on load
    const f = JSON.parse(readFileSync(file, "utf8"));
    [f.vocabulary[0], f.vocabulary[1]] = [f.vocabulary[1], f.vocabulary[0]];
    const swapped = join(dir, "swapped.json");
    writeFileSync(swapped, JSON.stringify(f));
    await expect(filterScore([swapped, LOG])).rejects.toThrow(/vocabulary_hash: does not match the vocabulary/);
  });

  it("a 600-record log is refused by --save", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-judge-"));
    const small = join(dir, "600.jsonl");
    writeFileSync(small, readFileSync(LOG, "utf8").split("\n").slice(0, 600).join("\n") + "\n");
    const r = await capture(() => fitJudge([small, "--save", join(dir, "f.json")]));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/filter not saved/);
  });

  it("--save refuses a threshold resting on fewer than 10 flagged calibration cases; --force saves it and records it", async () => {
    // 5 trajectories with cluster A, all captured; 295 with B or C, every 5th captured (precision 0.2 there):
    // at target 0.35 only A's score qualifies (the 4 A cases of the development split, all flagged: lower bound 0.025^(1/4) = 0.398).
    const dir = mkdtempSync(join(tmpdir(), "gt-judge-"));
    const recs = Array.from({ length: 300 }, (_, i) => {
      const a = i % 60 === 0, cap = a || i % 5 === 1;
      return { protocol: "judge", uuid: `t${i}`, benchmark: ["gaia", "swe_bench"][i % 2], propagator: "p", auditor_count: 1, auditor_list: ["gpt"],
        thought: "x", accuracy: cap ? 0 : 1, evidence_weighting: cap ? 5 : 3, clusters: a ? ["A"] : [i % 2 ? "B" : "C"] };
    });
    const log = join(dir, "few.jsonl"), file = join(dir, "f.json");
    writeFileSync(log, recs.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const r1 = await capture(() => fitJudge([log, "--target-precision", "0.35", "--save", file]));
    expect(r1.code).toBe(1);
    expect(r1.err).toMatch(/rests on 4 flagged calibration case\(s\), fewer than 10.*--force/);
    expect(() => readFileSync(file)).toThrow();
    const r2 = await capture(() => fitJudge([log, "--target-precision", "0.35", "--save", file, "--force"]));
    expect(r2.code).toBe(0);
    const f = JSON.parse(readFileSync(file, "utf8"));
    expect([f.forced, f.selection.flagged, f.min_flagged]).toEqual([true, 4, 10]);
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

describe("fit judge: cluster names (issue 15, 17)", () => {
  it("a cluster named __proto__ keeps its coefficient; case/whitespace variants are one feature", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-judge-"));
    const recs = readFileSync(LOG, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    const plain = judgeFitDetailed(recs, { seed: 0 }).report;
    const a = recs[0].clusters[0] as string;
    const edited = recs.map((r, i) => ({
      ...r,
      clusters: i % 7 === 0 ? [...r.clusters, "__proto__"] : r.clusters.map((c: string) => (c === a && i % 2 ? ` ${c.toLowerCase()} ` : c)),
    }));
    const log = join(dir, "edited.jsonl");
    writeFileSync(log, edited.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const { code, out } = await capture(() => fitJudge([log, "--json"]));
    expect(code).toBe(0);
    const doc = JSON.parse(out);
    expect(Object.prototype.hasOwnProperty.call(doc.l2.coefficients, "__proto__")).toBe(true);
    expect(typeof doc.l2.coefficients["__proto__"]).toBe("number");
    expect(doc.features).toBe(plain.features + 1); // + __proto__, the lower-cased variants merged into their cluster
    expect(Object.keys(doc.l2.coefficients)).toHaveLength(doc.features);
    expect(Object.keys(doc.l2.coefficients)).toContain(a);
  });
});

describe("filter score: dictionary version", () => {
  it("the filter records the training dictionary version; scoring records of another version warns", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-judge-"));
    const all = readFileSync(LOG, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    const train = join(dir, "train.jsonl"), file = join(dir, "f.json"), log = join(dir, "v.jsonl");
    writeFileSync(train, all.map((r) => JSON.stringify({ ...r, dictionary_version: 1 })).join("\n") + "\n");
    expect((await capture(() => fitJudge([train, "--seed", "3", "--target-precision", "0.3", "--save", file]))).code).toBe(0);
    expect(JSON.parse(readFileSync(file, "utf8")).dictionary_version).toBe(1);
    writeFileSync(log, all.slice(0, 3).map((r) => JSON.stringify({ ...r, dictionary_version: "other-7" })).join("\n") + "\n");
    const warnings: string[] = [];
    const prev = setLogger({ warn: (m) => warnings.push(m) });
    try {
      expect((await capture(() => filterScore([file, log, "--json"]))).code).toBe(0);
      expect(warnings.join()).toMatch(/dictionary version\(s\) "other-7", the filter with 1/);
      warnings.length = 0;
      expect((await capture(() => filterScore([file, train, "--json"]))).code).toBe(0);
      expect(warnings.join()).not.toMatch(/dictionary version/);
    } finally {
      setLogger(prev);
    }
  });
});
