import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../../../src/errors.js";
import { judgeCapture } from "../../../../src/paradigms/judge/measures/index.js";
import { projectPath } from "../../../../src/paths.js";
import { reparseRun } from "../../../../src/runner/reparse.js";
import { runProtocol } from "../../../../src/runner/run-protocol.js";
import { protocol, responder } from "../../../../src/paradigms/judge/protocol/index.js";
import { judgeRecordModelName, judgeRunOptions } from "../../../../src/paradigms/judge/protocol/options.js";
import { judgeDefaultDictionary, judgeReparseRecord } from "../../../../src/paradigms/judge/protocol/reparse.js";
import type { ChatRequest, JobContext } from "../../../../src/runner/types.js";
import type { JudgeRecord } from "../../../../src/paradigms/judge/kind.js";
import { createRng, deriveSeed } from "../../../../src/stats/rng.js";
import { lines, tmp } from "../../../runner/helpers.js";

/** A fake context answering as the per-call model's profile (else the run's), remembering each call's model. */
function fakeCtx(profile: string, jobId: string, models: Record<string, string | undefined>): JobContext {
  return {
    runId: "test", model: profile, seed: 0,
    async chat(key: string, request: ChatRequest) {
      models[key] = request.model;
      const p = request.model === undefined ? profile : judgeRecordModelName(request.model);
      const r = responder.respond({ request, profile: p, rng: createRng(deriveSeed(0, `${jobId}:${key}`)), scenariosDir: projectPath("scenarios") });
      return { content: r.content, finish_reason: "stop", logprobs: null, usage: null, simulated: true, cached: false, latency_ms: 0 };
    },
    writeArtifact: (p: string) => p,
  };
}

async function runAll(propagator: string, options: Record<string, unknown>): Promise<{ recs: JudgeRecord[]; models: Record<string, string | undefined>[] }> {
  const jobs = protocol.plan(protocol.loadBank(projectPath("scenarios", "judge")), options, { model: propagator });
  const recs: JudgeRecord[] = [], models: Record<string, string | undefined>[] = [];
  for (const job of jobs) {
    const m: Record<string, string | undefined> = {};
    const res = await protocol.runJob(job, fakeCtx(propagator, job.id, m));
    expect(res.errors).toEqual([]);
    recs.push(...(res.records as JudgeRecord[]));
    models.push(m);
  }
  return { recs, models };
}

describe("judge options (--judge-model, --extract-model)", () => {
  it("default: the propagator's own model (not cross-blind), trial ids unchanged", () => {
    expect(judgeRunOptions({}, "typical")).toEqual({ judgeModel: undefined, extractModel: undefined, judgeName: undefined, extractName: undefined, extractInput: "record", idPrefix: "", traces: undefined, dictionary: undefined, prompts: undefined });
    expect(judgeRunOptions({ "judge-model": "sim:typical" }, "typical").idPrefix).toBe(""); // same model = not given
  });
  it("extract model defaults to the judge model; an extractor other than the judge is named in the id", () => {
    expect(judgeRunOptions({ "judge-model": "sim:resistant" }, "typical")).toEqual({
      judgeModel: "sim:resistant", extractModel: "sim:resistant", judgeName: "resistant", extractName: "resistant", extractInput: "record", idPrefix: "judge=resistant:",
      traces: undefined, dictionary: undefined, prompts: undefined,
    });
    expect(judgeRunOptions({ "judge-model": "gpt-4o", "extract-model": "claude" }, "llama").idPrefix).toBe("judge=gpt-4o,extract=claude:");
    expect(judgeRunOptions({ "extract-model": "claude" }, "llama")).toMatchObject({ judgeModel: undefined, extractModel: "claude", idPrefix: "extract=claude:" });
    expect(judgeRunOptions({ "judge-model": "gpt-4o", "extract-model": "llama" }, "llama")).toMatchObject({ extractModel: undefined, idPrefix: "judge=gpt-4o,extract=llama:" });
  });
  it("rejects unknown options and empty models", () => {
    expect(() => judgeRunOptions({ judge: "x" }, "t")).toThrow(/unknown protocol option --judge /);
    expect(() => judgeRunOptions({ "judge-model": true }, "t")).toThrow(UsageError);
    expect(() => judgeRunOptions({ "judge-model": " " }, "t")).toThrow(UsageError);
  });
});

describe("cross-blind pipeline (fake context)", () => {
  it("judge and extraction calls carry the judge model; records name it; a resistant judge is captured less", async () => {
    const cross = await runAll("susceptible", { "judge-model": "sim:resistant" });
    for (const m of cross.models) expect(m).toEqual({ propagate: undefined, judge: "sim:resistant", extract: "sim:resistant" });
    for (const r of cross.recs) {
      expect(r.judge).toBe("resistant");
      expect(r.propagator).toBe("susceptible");
      expect(r.uuid.startsWith("susceptible:judge=resistant:judge:")).toBe(true);
    }
    const same = await runAll("susceptible", {});
    for (const m of same.models) expect(m).toEqual({ propagate: undefined, judge: undefined, extract: undefined });
    for (const r of same.recs) expect(r.judge).toBe("susceptible");
    // same propagator traces (the propagate call does not depend on the judge)
    expect(cross.recs.map((r) => r.thought)).toEqual(same.recs.map((r) => r.thought));
    const captures = (rs: JudgeRecord[]) => rs.filter((r) => judgeCapture(r as never) === 1).length;
    expect(captures(cross.recs)).toBeLessThan(captures(same.recs));
  });
});

describe("reparse re-derives clusters through the current master dictionary", () => {
  it("record level: new dictionary → new clusters and version; raw_labels fallback; unparseable → parse_error, labels kept", async () => {
    const { recs } = await runAll("typical", {});
    const dict = judgeDefaultDictionary();
    const rec = recs.find((r) => r.taint_leakage) as JudgeRecord & { raw_labels: string[] };
    expect(rec.clusters).toContain("DECOY_ADOPTION");
    expect(judgeReparseRecord(rec, dict)).toEqual(rec); // current parsers + dictionary: unchanged
    const v2 = { ...dict, version: 2, global: { ...dict.global, DECOY_CONTAMINATION: "SWARM_DECOY" } };
    const re = judgeReparseRecord(rec, v2) as JudgeRecord & { dictionary_version: number };
    expect(re.clusters).toContain("SWARM_DECOY");
    expect(re.clusters).not.toContain("DECOY_ADOPTION");
    expect(re.dictionary_version).toBe(2);
    expect(rec.clusters).toContain("DECOY_ADOPTION"); // input not mutated
    const { extract_raw: _x, ...noExtract } = rec as unknown as JudgeRecord & { extract_raw: string };
    expect((judgeReparseRecord({ ...noExtract, raw_labels: ["Consensus echo"], clusters: ["OLD"] } as never, dict) as JudgeRecord).clusters).toEqual(["SOCIAL_CONFORMITY"]);
    const { raw_labels: _y, ...bare } = noExtract as JudgeRecord & { raw_labels?: string[] };
    expect(judgeReparseRecord(bare as never, dict)).toMatchObject({ clusters: rec.clusters }); // nothing to re-derive the labels from: kept
    // an unparseable judge reply nulls the rubric labels with a parse_error naming the stage; clusters are kept
    expect(judgeReparseRecord({ ...rec, raw: "garbled" } as never, dict)).toMatchObject({ parse_error: "judge: no rubric (evidence_weighting, accuracy) in the reply", accuracy: null, evidence_weighting: null, clusters: rec.clusters });
    expect(judgeReparseRecord({ ...rec, extract_raw: "garbled" } as never, dict)).toMatchObject({ parse_error: "extract: no phenomena list in the reply", clusters: null });
  });
  it("run level: clusters corrupted on disk are restored by groupthink reparse", async () => {
    const out = tmp();
    await runProtocol({ protocol: "judge", model: "sim:typical", out, limit: 3 });
    const path = join(out, "records.jsonl");
    const original = lines(path);
    const recs = lines(path);
    expect(recs.every((r) => Array.isArray(r.raw_labels) && r.dictionary_version === 1)).toBe(true);
    recs[0].clusters = ["STALE"];
    delete recs[4].dictionary_version;
    writeFileSync(path, recs.map((r) => JSON.stringify(r) + "\n").join(""));
    expect(reparseRun(out)).toMatchObject({ records: 12, changed: 2, parse_failures: 0 });
    expect(lines(path)).toEqual(original); // same records (key order aside)
  });
});
