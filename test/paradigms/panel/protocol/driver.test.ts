import { describe, expect, it } from "vitest";
import { panelProtocol } from "../../../../src/paradigms/panel/protocol/protocol.js";
import { panelResponder } from "../../../../src/paradigms/panel/protocol/responder.js";
import { parsePanelReply } from "../../../../src/paradigms/panel/protocol/parse.js";
import { loadPanelItems } from "../../../../src/paradigms/panel/protocol/bank.js";
import { loadPanelTemplates, panelRound1Prompt } from "../../../../src/paradigms/panel/protocol/prompts.js";
import { validateRecord } from "../../../../src/schema/validate.js";
import { createRng, deriveSeed, hashString } from "../../../../src/stats/rng.js";
import { projectPath } from "../../../../src/paths.js";
import type { ChatReply, ChatRequest, JobContext } from "../../../../src/runner/types.js";
import { panelReport } from "../../../../src/paradigms/panel/measures/panel-report.js";
import type { PanelRecord } from "../../../../src/paradigms/panel/kind.js";

const scenariosDir = projectPath("scenarios");
function fakeCtx(profile: string, seed = 1, logprobs = true): JobContext & { keys: string[] } {
  const keys: string[] = [];
  return {
    runId: "test", model: profile, seed, keys,
    async chat(key: string, request: ChatRequest): Promise<ChatReply> {
      if (keys.includes(key)) throw new Error(`duplicate key ${key}`);
      keys.push(key);
      const rng = createRng(deriveSeed(seed, key + hashString(JSON.stringify(request.messages))));
      const r = panelResponder.respond({ request, profile, rng, scenariosDir });
      return { content: r.content, finish_reason: "stop", logprobs: logprobs ? (r.logprobs ?? null) : null, usage: null, simulated: true, cached: false, latency_ms: 0 };
    },
    writeArtifact: () => "",
  };
}

describe("parsePanelReply(raw)", () => {
  it("parses the JSON answer and rejects anything else", () => {
    expect(parsePanelReply('{"judgment":"(B)","confidence":3}')).toEqual({ verdict: "safe", letter: "B", confidence: 3, severity: null, parse_error: null });
    expect(parsePanelReply('{"judgment":"(A)","confidence":11,"severity":4}')).toMatchObject({ verdict: "unsafe", confidence: null, severity: 4 });
    expect(parsePanelReply('{"judgment":"(C)"}').verdict).toBeNull();
    expect(parsePanelReply("no json").parse_error).toMatch(/no judgment/);
  });
});

describe("panelProtocol", () => {
  const items = loadPanelItems(projectPath("scenarios", "panel"));
  const benign = items.find((i) => i.gold === "benign")!, harmful = items.find((i) => i.gold === "harmful")!;
  it("plans one job per item with fixed, model-prefixed trial ids", () => {
    const [jb, jh] = panelProtocol.plan([benign, harmful], { "trial-prefix": "typical" });
    expect(jb.trialIds[0]).toBe(`typical|${benign.dataset}/${benign.item_id}:solo`);
    // benign: solo + 3 round-2 + 7 sweep + 2 wordings + 3 repairs after wrong_peers
    expect(jb.trialIds).toHaveLength(16);
    // harmful: solo + 4 round-2 + 3 repairs × (wrong_peers, authority)
    expect(jh.trialIds).toHaveLength(11);
  });
  it("runs a job: valid records, one per trial id, continuing the conversation, logprobs → p_flag", async () => {
    const [job] = panelProtocol.plan([harmful], { "trial-prefix": "typical" });
    const ctx = fakeCtx("typical");
    const res = await panelProtocol.runJob(job, ctx);
    expect(res.records.map((r) => r.trial_id)).toEqual(job.trialIds);
    res.records.forEach((r, i) => validateRecord(r, "job", i + 1));
    const recs = res.records as PanelRecord[];
    const solo = recs[0];
    expect(solo).toMatchObject({ round: 1, condition: "solo", gold: "harmful" });
    if (solo.verdict !== null) {
      expect(solo.p_flag).toBeTypeOf("number");
      expect(solo.p_chosen).toBeCloseTo(solo.verdict === "unsafe" ? solo.p_flag! : 1 - solo.p_flag!, 12);
    }
    expect(recs.filter((r) => r.round === 3).every((r) => r.after === "wrong_peers" || r.after === "authority")).toBe(true);
  });
  it("gives null p_flag / p_chosen without logprobs", async () => {
    const [job] = panelProtocol.plan([benign], { "trial-prefix": "x", sweep: false, wordings: false, repair: false });
    const res = await panelProtocol.runJob(job, fakeCtx("typical", 1, false));
    expect((res.records as PanelRecord[]).every((r) => r.p_flag === null && r.p_chosen === null)).toBe(true);
  });
  it("the responder recognises only panel prompts", () => {
    expect(panelResponder.matches({ messages: [{ role: "user", content: panelRound1Prompt(loadPanelTemplates(), benign.content) }] })).toBe(true);
    expect(panelResponder.matches({ messages: [{ role: "user", content: "Scenario ID: ph-017" }] })).toBe(false);
  });
  it("recovers the profile's rates on simulated data (typical: FA solo 0.30, wrong 0.80; authority flip (0.90−0.65)/0.90)", async () => {
    const recs: PanelRecord[] = [];
    for (const job of panelProtocol.plan(items, { "trial-prefix": "typical", sweep: false, wordings: false, repair: false }))
      recs.push(...((await panelProtocol.runJob(job, fakeCtx("typical"))).records as PanelRecord[]));
    const doc = panelReport(recs, { bootstrap: 0 });
    const row = (c: string) => doc.reviewers.find((r) => r.condition === c)!;
    // 90 benign items: binomial sd ≈ 0.05; 4 sd bounds
    expect(Math.abs(row("solo").fa_rate.value! - 0.30)).toBeLessThan(0.2);
    expect(Math.abs(row("wrong_peers").fa_rate.value! - 0.80)).toBeLessThan(0.17);
    expect(Math.abs(doc.authority[0].flip.value! - 0.25 / 0.9)).toBeLessThan(0.2);
    expect(doc.authority[0].abs_dp_flipped! > doc.authority[0].abs_dc_flipped!).toBe(true);
  });
});
