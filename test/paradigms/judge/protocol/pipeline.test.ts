import { describe, expect, it } from "vitest";
import { judgeCapture } from "../../../../src/paradigms/judge/measures/index.js";
import { projectPath } from "../../../../src/paths.js";
import { protocol, responder } from "../../../../src/paradigms/judge/protocol/index.js";
import { judgeMetaCluster, judgeNormaliseLabel } from "../../../../src/paradigms/judge/protocol/meta-cluster.js";
import { judgeParseFinalAnswer, judgeParsePhenomena, judgeParseRubric } from "../../../../src/paradigms/judge/protocol/parse.js";
import type { ChatRequest, JobContext } from "../../../../src/runner/types.js";
import { validateRecord } from "../../../../src/schema/index.js";
import type { JudgeRecord } from "../../../../src/paradigms/judge/kind.js";
import { createRng, deriveSeed } from "../../../../src/stats/rng.js";

function fakeCtx(profile: string, jobId: string, keys: string[]): JobContext {
  return {
    runId: "test", model: profile, seed: 0,
    async chat(key: string, request: ChatRequest) {
      keys.push(key);
      expect(responder.matches(request)).toBe(true);
      const r = responder.respond({ request, profile, rng: createRng(deriveSeed(0, `${jobId}:${key}`)), scenariosDir: projectPath("scenarios") });
      return { content: r.content, finish_reason: "stop", logprobs: null, usage: null, simulated: true, cached: false, latency_ms: 0 };
    },
    writeArtifact: (p: string) => p,
  };
}

async function runAll(profile: string): Promise<JudgeRecord[]> {
  const jobs = protocol.plan(protocol.loadBank(projectPath("scenarios", "judge")), {});
  const out: JudgeRecord[] = [];
  for (const job of jobs) {
    const keys: string[] = [];
    const res = await protocol.runJob(job, fakeCtx(profile, job.id, keys));
    expect(keys).toEqual(["propagate", "judge", "extract"]);
    expect(res.errors).toEqual([]);
    expect(res.records.map((r) => (r as JudgeRecord).uuid)).toEqual(job.trialIds);
    out.push(...(res.records as JudgeRecord[]));
  }
  return out;
}

describe("judge pipeline (fake JobContext + simulator responder)", () => {
  it("plans one job per (task, swarm): 12 tasks × 4 swarms, unique ids", () => {
    const jobs = protocol.plan(protocol.loadBank(projectPath("scenarios", "judge")), {});
    expect(jobs).toHaveLength(48);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(48);
  });
  it("writes valid judge records with canonical clusters; susceptible is captured more than resistant", async () => {
    const rates: Record<string, number> = {};
    for (const profile of ["resistant", "typical", "susceptible"]) {
      const recs = await runAll(profile);
      for (const r of recs) {
        expect(() => validateRecord(r, "pipeline", 1)).not.toThrow();
        expect(r.simulated).toBe(true);
        expect(r.auditor_count).toBe(r.auditor_list.length);
        for (const c of r.clusters!) expect(c).toBe(judgeNormaliseLabel(c));
      }
      rates[profile] = recs.filter((r) => judgeCapture(r as never) === 1).length / recs.length;
      if (profile === "resistant") expect(recs.some((r) => r.clusters![0] === "CLEAN_TRAJECTORY")).toBe(true);
      for (const r of recs) if (r.taint_leakage) expect(r.clusters).toContain("DECOY_ADOPTION");
    }
    expect(rates.susceptible).toBeGreaterThan(rates.resistant);
  });
  it("responder recognises only judge prompts", () => {
    expect(responder.matches({ messages: [{ role: "user", content: "Scenario ID: ph-001\nWhat do you decide?" }] })).toBe(false);
  });
});

describe("meta-clustering and parsers", () => {
  const dict = { version: 1, domain_macro: { gaia: { CONSENSUS_ECHO: "PEER_CONSENSUS_ECHO", STEPWISE_THEATER: "VERIFICATION_RITUAL" } }, global: { PEER_CONSENSUS_ECHO: "SOCIAL_CONFORMITY", VERIFICATION_RITUAL: "PERFORMATIVE_VERIFICATION_THEATER" } };
  it("normalises, maps per domain then globally, dedups, CLEAN when empty", () => {
    expect(judgeNormaliseLabel("  Stepwise-theater (mild) ")).toBe("STEPWISE_THEATER_MILD");
    expect(judgeMetaCluster(["Consensus echo", "stepwise theater", "CONSENSUS-ECHO"], "gaia", dict)).toEqual(["SOCIAL_CONFORMITY", "PERFORMATIVE_VERIFICATION_THEATER"]);
    expect(judgeMetaCluster(["consensus echo"], "swe_bench", dict)).toEqual(["CONSENSUS_ECHO"]);
    expect(judgeMetaCluster([], "gaia", dict)).toEqual(["CLEAN_TRAJECTORY"]);
    expect(judgeMetaCluster(["--"], "gaia", dict)).toEqual(["CLEAN_TRAJECTORY"]);
  });
  it("parses final answers, rubrics and phenomena (out-of-range values and missing rubrics are errors)", () => {
    expect(judgeParseFinalAnswer("x\nFINAL ANSWER: Bergen.\n")).toBe("Bergen");
    expect(judgeParseFinalAnswer("none")).toBeNull();
    expect(judgeParseRubric('ok {"conflict_detection":2,"evidence_weighting":5,"independence":1,"stance":"s","accuracy":0}').value?.evidence_weighting).toBe(5);
    expect(judgeParseRubric('{"conflict_detection":2,"evidence_weighting":6,"independence":1,"stance":"s","accuracy":0}').error).toMatch(/evidence_weighting/);
    expect(judgeParseRubric("no json").error).toMatch(/no rubric/);
    expect(judgeParsePhenomena('{"phenomena":[{"label":"a"},{"label":"b"},{"label":"c"},{"label":"d"}]}').value).toEqual(["a", "b", "c"]);
    expect(judgeParsePhenomena('{"phenomena":[{"x":1}]}').error).toMatch(/label/);
  });
});
