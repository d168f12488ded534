import { describe, expect, it } from "vitest";
import { replyEnvelope } from "../../src/runner/envelope.js";
import type { ChatReply } from "../../src/runner/types.js";

const ctx = { runId: "run-1", model: "typical" };
const reply = (over: Partial<ChatReply> = {}): ChatReply => ({
  content: "ANSWER: B", finish_reason: "stop", logprobs: null, usage: null, simulated: false, cached: false, latency_ms: 12.5, seed: 42, ...over,
});

describe("replyEnvelope(ctx, protocol, trialId, reply)", () => {
  it("takes run id and model from the context, seed and raw text from the reply", () => {
    expect(replyEnvelope(ctx, "panel", "x:solo", reply())).toEqual({
      protocol: "panel", run_id: "run-1", model: "typical", trial_id: "x:solo", seed: 42, raw: "ANSWER: B",
    });
  });

  it("copies usage (only the two token counts) and never latency", () => {
    const usage = { prompt_tokens: 30, completion_tokens: 4, total_tokens: 34 } as ChatReply["usage"];
    const env = replyEnvelope(ctx, "phantom", "t", reply({ usage }));
    expect(env.usage).toEqual({ prompt_tokens: 30, completion_tokens: 4 });
    expect(env.usage).not.toBe(usage);
    expect("latency_ms" in env).toBe(false);
  });

  it("marks simulated and cached replies, and only those", () => {
    const env = replyEnvelope(ctx, "judge", "t", reply({ simulated: true, cached: true }));
    expect(env.simulated).toBe(true);
    expect(env.cached).toBe(true);
    const plain = replyEnvelope(ctx, "judge", "t", reply());
    expect("simulated" in plain || "cached" in plain).toBe(false);
  });

  it("gives raw null and seed null for a trial without a reply", () => {
    expect(replyEnvelope(ctx, "hidden_profile", "t", null)).toEqual({
      protocol: "hidden_profile", run_id: "run-1", model: "typical", trial_id: "t", seed: null, raw: null,
    });
  });

  it("gives seed null for a reply without a seed, and keeps an empty reply text", () => {
    const env = replyEnvelope(ctx, "panel", "t", reply({ seed: undefined, content: "" }));
    expect(env.seed).toBeNull();
    expect(env.raw).toBe("");
  });
});
