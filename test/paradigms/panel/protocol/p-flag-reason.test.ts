import { describe, expect, it } from "vitest";
import { panelOptionProbsNoted } from "../../../../src/paradigms/panel/protocol/p-flag-reason.js";
import { panelDerived } from "../../../../src/paradigms/panel/protocol/driver.js";
import { panelProtocol } from "../../../../src/paradigms/panel/protocol/protocol.js";
import { panelResponder } from "../../../../src/paradigms/panel/protocol/responder.js";
import { loadPanelItems } from "../../../../src/paradigms/panel/protocol/bank.js";
import { validateRecord } from "../../../../src/schema/validate.js";
import { PANEL_KIND } from "../../../../src/paradigms/panel/kind.js";
import { createRng, deriveSeed, hashString } from "../../../../src/stats/rng.js";
import { projectPath } from "../../../../src/paths.js";
import type { ChatReply, ChatRequest, JobContext, TokenLogprob } from "../../../../src/runner/types.js";
import type { PanelRecord } from "../../../../src/paradigms/panel/kind.js";

const t = (token: string, p = 0.9, alts: [string, number][] = []): TokenLogprob => ({ token, logprob: Math.log(p), top_logprobs: alts.map(([k, q]) => ({ token: k, logprob: Math.log(q) })) });

describe("panelOptionProbsNoted (p_flag_null_reason, issue 20)", () => {
  it("no reason when p_flag is a number; the values are panelOptionProbs'", () => {
    const lp = [t('{"judgment":"('), t("B", 0.8, [["B", 0.8], ["A", 0.2]]), t(')"}')];
    const r = panelOptionProbsNoted(lp, "B");
    expect(r.p_flag_null_reason).toBeNull();
    expect(r.p_flag).toBeCloseTo(0.2, 12);
    expect(r.p_chosen).toBeCloseTo(0.8, 12);
  });
  it("names each cause of a null", () => {
    expect(panelOptionProbsNoted(null, "A").p_flag_null_reason).toBe("the reply carries no logprobs (the endpoint ignored them or was not asked)");
    expect(panelOptionProbsNoted([], "A").p_flag_null_reason).toBe("the reply carries no logprobs (the endpoint ignored them or was not asked)");
    expect(panelOptionProbsNoted("garbage", "A").p_flag_null_reason).toBe("the reply's logprobs hold no well-formed token (malformed or invalid log-probabilities)");
    expect(panelOptionProbsNoted([t("(A)")], null)).toEqual({ p_flag: null, p_chosen: null, p_flag_null_reason: "no label was parsed from the reply" });
    // the letter only inside a reasoning block: not the answer token
    expect(panelOptionProbsNoted([t("<think>"), t("B"), t("</think>"), t("Safe")], "B").p_flag_null_reason).toBe("no token writes the label B outside reasoning");
    // the answer token's alternatives hold no option letter (all invalid/absent)
    expect(panelOptionProbsNoted([{ token: "B", logprob: Number.NEGATIVE_INFINITY, top_logprobs: [{ token: "x", logprob: -0.1 }] }], "B").p_flag_null_reason)
      .toBe("no option letter among the answer token's alternatives");
  });
  it("panelDerived carries the reason only when p_flag is null", () => {
    const none = panelDerived('{"judgment":"(B)","confidence":9,"severity":1}', null);
    expect(none.p_flag).toBeNull();
    expect(none.p_flag_null_reason).toBe("the reply carries no logprobs (the endpoint ignored them or was not asked)");
    const some = panelDerived('{"judgment":"(B)"}', [t('{"judgment":"('), t("B", 0.7, [["B", 0.7], ["A", 0.3]]), t(')"}')]);
    expect(some.p_flag).toBeCloseTo(0.3, 12);
    expect("p_flag_null_reason" in some).toBe(false);
  });
  it("the record kind accepts the field only next to a null p_flag", () => {
    expect(PANEL_KIND.check({ round: 1, condition: "solo", p_flag: null, p_flag_null_reason: "x" })).toBeNull();
    expect(PANEL_KIND.check({ round: 1, condition: "solo", p_flag_null_reason: "x" })).toBeNull();
    expect(PANEL_KIND.check({ round: 1, condition: "solo", p_flag: 0.3, p_flag_null_reason: "x" })).toEqual({ field: "p_flag_null_reason", reason: "only when p_flag is null or absent" });
  });
  it("a job without logprobs writes valid records that say why p_flag is null; with logprobs none carries the field", async () => {
    const items = loadPanelItems(projectPath("scenarios", "panel"));
    const benign = items.find((i) => i.gold === "benign")!;
    const ctx = (logprobs: boolean): JobContext => ({
      runId: "test", model: "typical", seed: 1,
      async chat(key: string, request: ChatRequest): Promise<ChatReply> {
        const rng = createRng(deriveSeed(1, key + hashString(JSON.stringify(request.messages))));
        const r = panelResponder.respond({ request, profile: "typical", rng, scenariosDir: projectPath("scenarios") });
        return { content: r.content, finish_reason: "stop", logprobs: logprobs ? (r.logprobs ?? null) : null, usage: null, simulated: true, cached: false, latency_ms: 0 };
      },
      writeArtifact: () => "",
    } as unknown as JobContext);
    const [job] = panelProtocol.plan([benign], { "trial-prefix": "x", sweep: false, wordings: false, repair: false });
    const without = (await panelProtocol.runJob(job, ctx(false))).records as PanelRecord[];
    without.forEach((r, i) => validateRecord(r, "job", i + 1));
    expect(without.length).toBe(4);
    expect(without.every((r) => r.p_flag === null && r.p_flag_null_reason === "the reply carries no logprobs (the endpoint ignored them or was not asked)")).toBe(true);
    const withLp = (await panelProtocol.runJob(job, ctx(true))).records as PanelRecord[];
    withLp.forEach((r, i) => validateRecord(r, "job", i + 1));
    expect(withLp.filter((r) => r.p_flag !== null).length).toBeGreaterThan(0);
    expect(withLp.every((r) => (r.p_flag === null) === (r.p_flag_null_reason !== undefined))).toBe(true);
  });
});
