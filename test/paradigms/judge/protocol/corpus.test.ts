import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { main as judgeCorpus } from "../../../../src/paradigms/judge/cli/judge-corpus.js";
import { loadLogs } from "../../../../src/load/index.js";
import { judgeFit, judgeGroundingColumns, structuralRigorScore, type JudgeFitReport } from "../../../../src/paradigms/judge/measures/index.js";
import { judgePoisson, judgeSimThought } from "../../../../src/paradigms/judge/protocol/thought-text.js";
import { judgeSimLogit, judgeSimTaxonomy, judgeSimulateCorpus, type JudgeCorpusParams } from "../../../../src/paradigms/judge/protocol/corpus.js";
import { validateRecord } from "../../../../src/schema/index.js";
import { createRng } from "../../../../src/stats/rng.js";
import type { JudgeRecord } from "../../../../src/paradigms/judge/kind.js";

const params = JSON.parse(readFileSync(new URL("../../../../scenarios/sim/judge-profiles.json", import.meta.url), "utf8")).corpus as JudgeCorpusParams;

describe("judgeSimThought(spec, rng)", () => {
  it("carries exactly the requested structural rigor score", () => {
    const rng = createRng(4);
    for (let m = 0; m < 40; m++) {
      const t = judgeSimThought({ task: "t", answer: "a", decoy: "ID-1", hops: ["x", "y", "z"], peers: ["gpt", "claude"], markup: m }, rng);
      expect(structuralRigorScore(t)).toBe(m);
    }
  });
  it("judgePoisson has the right mean", () => {
    const rng = createRng(1);
    let s = 0;
    for (let i = 0; i < 20000; i++) s += judgePoisson(rng, 6);
    expect(s / 20000).toBeGreaterThan(5.9);
    expect(s / 20000).toBeLessThan(6.1);
  });
});

describe("judgeSimulateCorpus(params, {n, seed})", () => {
  const recs = judgeSimulateCorpus(params, { n: 3000, seed: 0 });
  it("is the paper's shape: 3 equal domains, ~530 clusters in the taxonomy, ~9% captures, all simulated and valid", () => {
    expect(judgeSimTaxonomy(params).length + 1).toBe(531);
    expect(recs.filter((r) => r.benchmark === "gaia")).toHaveLength(1000);
    const rate = recs.filter((r) => r.evidence_weighting - 1 - 4 * r.accuracy > 2).length / recs.length;
    expect(rate).toBeGreaterThan(0.06);
    expect(rate).toBeLessThan(0.12);
    for (const r of recs.slice(0, 300)) {
      expect(r.simulated).toBe(true);
      expect(() => validateRecord(r, "corpus", 1)).not.toThrow();
      expect(r.clusters.length).toBeGreaterThan(0);
      expect(r.judge).not.toBe(r.propagator);
    }
  });
  it("is deterministic for a seed and differs across seeds", () => {
    expect(judgeSimulateCorpus(params, { n: 50, seed: 0 })).toEqual(judgeSimulateCorpus(params, { n: 50, seed: 0 }));
    expect(JSON.stringify(judgeSimulateCorpus(params, { n: 50, seed: 1 }))).not.toBe(JSON.stringify(judgeSimulateCorpus(params, { n: 50, seed: 0 })));
  });
  it("planted logit adds global, swarm and domain effects", () => {
    expect(judgeSimLogit(params, ["SOCIAL_CONFORMITY", "SOCIAL_CONFORMITY", "EPISTEMIC_FAILURE"], "gemini", "gaia")).toBeCloseTo(params.intercept + 2.8 + 0.3 + 3.2, 12);
  });
  it("performative traces carry more markup (lexical grounding is positive)", () => {
    const { score, flagged } = judgeGroundingColumns(recs);
    const m = (f: boolean) => { const s = score.filter((_, i) => flagged[i] === f); return s.reduce((a, b) => a + b, 0) / s.length; };
    expect(m(true) - m(false)).toBeGreaterThan(1.5);
  });
});

describe("recovery: planted strongest features come out on top (n = 3000)", () => {
  let report: JudgeFitReport;
  beforeAll(async () => {
    report = judgeFit(judgeSimulateCorpus(params, { n: 3000, seed: 0 }), { seed: 0 });
  }, 120_000);
  // Planted average effect of a core cluster: global β + mean swarm β over the swarm list (swarms are
  // drawn uniformly from it) + mean domain β. Top 4: SOCIAL_CONFORMITY 2.80, MIMETIC_CONSENSUS_FALLACY 2.50,
  // PERFORMATIVE_VERIFICATION_THEATER 2.37, PERFORMATIVE_RIGOR 2.12; the 5th is 1.47.
  const keys = params.swarms.map((s) => [...s].sort().join(","));
  const avg = (name: string, g: number) =>
    g + keys.reduce((t, k) => t + (params.swarm_beta[k]?.[name] ?? 0), 0) / keys.length +
    params.domains.reduce((t, d) => t + (params.domain_beta[d]?.[name] ?? 0), 0) / params.domains.length;
  const planted = params.core.map((c) => ({ name: c.name, beta: avg(c.name, c.global_beta) })).sort((a, b) => b.beta - a.beta);
  const top4 = planted.slice(0, 4).map((c) => c.name).sort();
  const top3 = planted.slice(0, 3).map((c) => c.name);
  // Rare tail clusters (a handful of traces) can carry large unpenalised-looking L1 betas with huge
  // standard errors; like the paper's Table 1 we read the significant ones (Wald p < 0.001).
  // Every significant coefficient is a core cluster with the sign of its planted effect (rare negative
  // effects such as EPISTEMIC_ABDICATION leave too few captures at n = 3000 to reach p < 0.001).
  it("L1 (significant at p < 0.001): the four largest planted effects lead; signs match the planted ones", () => {
    const sig = report.l1.coefficients.filter((e) => e.p !== null && e.p < 0.001);
    expect(sig.slice(0, 4).map((e) => e.feature).sort()).toEqual(top4);
    const effect = new Map(planted.map((c) => [c.name, c.beta]));
    effect.set("CLEAN_TRAJECTORY", params.clean_beta);
    for (const e of sig) expect([e.feature, Math.sign(e.beta)]).toEqual([e.feature, Math.sign(effect.get(e.feature) ?? 0)]);
    expect(sig.slice(-2).map((e) => e.feature)).toContain("SYSTEMIC_COGNITIVE_FAILURE");
    const tail = new Set(judgeSimTaxonomy(params).slice(params.core.length).map((c) => c.name));
    expect(sig.filter((e) => tail.has(e.feature))).toEqual([]);
  });
  it("L2: the planted top-3 are among the 6 largest coefficients; test AUC well above chance", () => {
    const l2top = Object.entries(report.l2.coefficients).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([f]) => f);
    for (const f of top3) expect(l2top).toContain(f);
    expect(report.l2.test_auc as number).toBeGreaterThan(0.75);
  });
});

describe("groupthink judge corpus", () => {
  it("writes a valid JSONL corpus", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "gt-corpus-")), "c.jsonl");
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(await judgeCorpus(["--out", out, "--n", "120", "--seed", "2"])).toBe(0);
    } finally {
      err.mockRestore();
    }
    const logs = await loadLogs([out]);
    expect(logs.judge).toHaveLength(120);
    expect((logs.judge[0] as JudgeRecord).simulated).toBe(true);
    await expect(judgeCorpus(["--n", "5"])).rejects.toThrow(/--out/);
  });
});
