import { describe, expect, it } from "vitest";
import { applySampling, definedSampling, isEmptySampling } from "../../src/runner/sampling.js";
import { requestBody } from "../../src/runner/openai-client.js";

const req = { messages: [{ role: "user" as const, content: "q" }], temperature: 0, max_tokens: 80, logprobs: true, top_logprobs: 5, json: true };

describe("sampling overrides", () => {
  it("a value sets, null removes, absent keeps; logprobs off removes top_logprobs", () => {
    expect(applySampling(req, { temperature: 0.7, top_p: 0.9, max_tokens: 400, reasoning_effort: "low" })).toEqual({ ...req, temperature: 0.7, top_p: 0.9, max_tokens: 400, reasoning_effort: "low" });
    expect(applySampling(req, { logprobs: null, json: null })).toEqual({ messages: req.messages, temperature: 0, max_tokens: 80 });
    expect(applySampling(req, {})).toEqual(req);
    expect(applySampling(req, undefined)).toBe(req);
    expect(req.temperature).toBe(0); // input unchanged
  });

  it("definedSampling keeps set keys in sorted order; isEmptySampling", () => {
    expect(Object.keys(definedSampling({ temperature: 1, logprobs: null, json: undefined }))).toEqual(["logprobs", "temperature"]);
    expect([isEmptySampling({}), isEmptySampling({ json: null })]).toEqual([true, false]);
  });

  it("requestBody is the body sent: max_tokens under the field asked for, seed droppable, never a key", () => {
    const b = requestBody(applySampling(req, { top_p: 0.5, reasoning_effort: "high" }), { model: "o3", seed: 7, maxTokensField: "max_completion_tokens", dropSeed: false });
    expect(b).toEqual({
      model: "o3", messages: req.messages, seed: 7, temperature: 0, top_p: 0.5, max_completion_tokens: 80, reasoning_effort: "high",
      logprobs: true, top_logprobs: 5, response_format: { type: "json_object" },
    });
    expect(requestBody({ messages: [] }, { model: "m", seed: 1, dropSeed: true })).toEqual({ model: "m", messages: [] });
  });
});

describe("protocol defaults and effective sampling", () => {
  it("withDefaults fills only what the request leaves unset; wireSampling/mergeEffective summarise what was sent", async () => {
    const { withDefaults, wireSampling, mergeEffective } = await import("../../src/runner/sampling.js");
    expect(withDefaults({ messages: [] }, { temperature: 0, max_tokens: null, logprobs: true, top_logprobs: 5 })).toEqual({ messages: [], temperature: 0, logprobs: true, top_logprobs: 5 });
    expect(withDefaults({ messages: [], temperature: 1 }, { temperature: 0 })).toEqual({ messages: [], temperature: 1 });
    const r = { messages: [] };
    expect(withDefaults(r, {})).toBe(r);
    const a = mergeEffective(undefined, wireSampling({ model: "m", messages: [], seed: 3, temperature: 0, response_format: { type: "json_object" } }));
    const b = mergeEffective(a, wireSampling({ model: "m", messages: [], seed: 4, temperature: 0 }));
    expect(b).toEqual({ calls: 2, params: { temperature: 0, seed: "sent", response_format: ["json_object", null] } });
    expect(a).toEqual({ calls: 1, params: { temperature: 0, seed: "sent", response_format: "json_object" } });
    // the same parameters again (the usual call): counted, nothing else changes; a missing or extra key, or NaN, still merges
    const c = mergeEffective(a, wireSampling({ model: "m", messages: [], seed: 5, temperature: 0, response_format: { type: "json_object" } }));
    expect(c).toEqual({ calls: 2, params: { temperature: 0, seed: "sent", response_format: "json_object" } });
    expect(mergeEffective(c, { temperature: 0, seed: "sent", response_format: "json_object", top_p: 1 })).toEqual({ calls: 3, params: { temperature: 0, seed: "sent", response_format: "json_object", top_p: [1, null] } });
    expect(mergeEffective(b, { temperature: 0, seed: "sent" })).toEqual({ calls: 3, params: { temperature: 0, seed: "sent", response_format: ["json_object", null] } });
    expect(mergeEffective({ calls: 1, params: { temperature: NaN } }, { temperature: NaN })).toEqual({ calls: 2, params: { temperature: [NaN, NaN] } });
    // a value already among several recorded (the hidden profile alternates JSON and free-text calls): unchanged, counted
    const d = mergeEffective(b, { seed: "sent", temperature: 0, response_format: "json_object" });
    expect(d).toEqual({ calls: 3, params: { temperature: 0, seed: "sent", response_format: ["json_object", null] } });
    expect(mergeEffective(d, { seed: "sent", temperature: 0, response_format: "text" })).toEqual({ calls: 4, params: { temperature: 0, seed: "sent", response_format: ["json_object", "text", null] } });
    expect(mergeEffective(d, { seed: "sent", response_format: "json_object" })).toEqual({ calls: 4, params: { temperature: [0, null], seed: "sent", response_format: ["json_object", null] } });
  });
});
