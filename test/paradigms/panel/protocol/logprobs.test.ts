import { describe, expect, it } from "vitest";
import { panelCleanLogprobs, panelOptionProbs } from "../../../../src/paradigms/panel/protocol/logprobs.js";

describe("panelOptionProbs(raw, chosen): malformed logprobs never crash (issue 17)", () => {
  it("reads the chat shape and renormalises over the letters", () => {
    const r = panelOptionProbs([{ token: "B", logprob: Math.log(0.6), top_logprobs: [{ token: "B", logprob: Math.log(0.6) }, { token: "A", logprob: Math.log(0.2) }] }], "B");
    expect(r.p_flag).toBeCloseTo(0.25, 12);
    expect(r.p_chosen).toBeCloseTo(0.75, 12);
  });
  it("no logprobs → nulls", () => {
    expect(panelOptionProbs(null, "A")).toEqual({ p_flag: null, p_chosen: null });
    expect(panelOptionProbs(undefined, null)).toEqual({ p_flag: null, p_chosen: null });
    expect(panelOptionProbs([], "A")).toEqual({ p_flag: null, p_chosen: null });
  });
  it("garbage shapes → nulls, not a TypeError", () => {
    for (const bad of ["x", 3, { top_logprobs: "x" }, [{ token: "A", logprob: -0.1, top_logprobs: "x" }].map((t) => ({ ...t, logprob: "y" })), [null, 1, "a"], [{ token: 5 }]])
      expect(() => panelOptionProbs(bad, "A")).not.toThrow();
    expect(panelOptionProbs([{ token: "A", logprob: 0.7, top_logprobs: "x" }], "A")).toEqual({ p_flag: null, p_chosen: null }); // logprob > 0 is not a log-probability
  });
  it("ignores invalid alternatives (logprob > 0, NaN, non-numbers) and keeps the valid ones", () => {
    const r = panelOptionProbs([{ token: "A", logprob: Math.log(0.5), top_logprobs: [{ token: "B", logprob: 2 }, { token: "B", logprob: Number.NaN }, { token: "A", logprob: Math.log(0.5) }] }], "A");
    expect(r).toEqual({ p_flag: 1, p_chosen: 1 });
  });
  it("reads dict-shaped top_logprobs and the legacy completions shape", () => {
    const legacy = { tokens: ["(", "B"], token_logprobs: [0, Math.log(0.8)], top_logprobs: [{ "(": 0 }, { B: Math.log(0.8), A: Math.log(0.2) }] };
    const r = panelOptionProbs(legacy, "B");
    expect(r.p_flag).toBeCloseTo(0.2, 12);
    expect(panelCleanLogprobs({ content: [{ token: "A", logprob: -0.1, top_logprobs: { A: -0.1, B: -2.4 } }] })![0].top_logprobs).toHaveLength(2);
  });
});
