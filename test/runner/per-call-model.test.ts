import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createAbortFanout } from "../../src/runner/abort-fanout.js";
import { cacheKey, openCache } from "../../src/runner/cache.js";
import { createJobContext } from "../../src/runner/job-context.js";
import { openJournal } from "../../src/runner/journal.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { callSeed } from "../../src/runner/seeds.js";
import { createInProcessSimClient } from "../../src/runner/simulator/in-process-client.js";
import type { CallOptions, ChatClient, ChatReply, ChatRequest, Job } from "../../src/runner/types.js";
import { lines, tmp } from "./helpers.js";

const request = (content: string, model?: string): ChatRequest => ({ messages: [{ role: "user", content }], ...(model === undefined ? {} : { model }) });

/** A client that answers "<model>|<content>" and remembers the model of every call. */
function spyClient(seen: string[]): ChatClient {
  return {
    endpoint: "http://spy/v1",
    async complete(req: ChatRequest, o: CallOptions): Promise<ChatReply> {
      seen.push(o.model);
      return { content: `${o.model}|${req.messages[0].content}`, finish_reason: "stop", logprobs: null, usage: null, simulated: false, cached: false, latency_ms: 0 };
    },
  };
}

function context(dir: string, client: ChatClient, cacheDir: string | null) {
  const journal = openJournal(dir);
  journal.loadCalls(new Set(["j1"]));
  const job: Job<unknown> = { id: "j1", item: null, trialIds: ["t1"] };
  const ctx = createJobContext({
    job, runId: "r", model: "run-model", recordModel: "run-model", jobSeed: 11, journal, client,
    cache: cacheDir === null ? null : openCache(cacheDir), outDir: dir, abort: createAbortFanout(new AbortController().signal), onCall: () => {},
  });
  return { ctx, journal };
}

describe("per-call model (ChatRequest.model)", () => {
  it("is sent to the endpoint, journaled as key@model, cached under that model; absent or equal = the run's model with unchanged keys", async () => {
    const dir = tmp(), cacheDir = tmp(), seen: string[] = [];
    const { ctx, journal } = context(dir, spyClient(seen), cacheDir);
    expect((await ctx.chat("a", request("x"))).content).toBe("run-model|x");
    expect((await ctx.chat("b", request("x", "other"))).content).toBe("other|x");
    expect((await ctx.chat("c", request("x", "run-model"))).content).toBe("run-model|x");
    expect(seen).toEqual(["run-model", "other", "run-model"]);
    journal.close();
    expect(lines(join(dir, "calls.jsonl")).map((e) => e.key)).toEqual(["a", "b@other", "c"]);
    // the per-call seed still comes from the call key alone
    expect(lines(join(dir, "calls.jsonl")).map((e) => e.reply.seed)).toEqual(["a", "b", "c"].map((k) => callSeed(11, k)));
    const cache = openCache(cacheDir);
    expect(cache.get(cacheKey("http://spy/v1", "other", request("x"), callSeed(11, "b")))?.content).toBe("other|x");
    expect(cache.get(cacheKey("http://spy/v1", "run-model", request("x"), callSeed(11, "b")))).toBeNull();
    expect(cache.get(cacheKey("http://spy/v1", "run-model", request("x"), callSeed(11, "a")))?.content).toBe("run-model|x");
    // the request's model field does not enter the hash twice: keys without a per-call model are unchanged
    expect(cacheKey("e", "m", request("x", "m"), 1)).toBe(cacheKey("e", "m", request("x"), 1));
  });

  it("a resumed job replays a journaled reply only for the same model", async () => {
    const dir = tmp(), seen: string[] = [];
    let { ctx, journal } = context(dir, spyClient(seen), null);
    await ctx.chat("judge", request("x", "other"));
    journal.close();
    ({ ctx, journal } = context(dir, spyClient(seen), null));
    expect((await ctx.chat("judge", request("x", "other"))).content).toBe("other|x"); // replayed
    expect(seen).toEqual(["other"]);
    journal.close();
    ({ ctx, journal } = context(dir, spyClient(seen), null));
    expect((await ctx.chat("judge", request("x", "third"))).content).toBe("third|x"); // another model: asked again
    expect(seen).toEqual(["other", "third"]);
    journal.close();
  });

  it("rejects an empty per-call model", async () => {
    const { ctx, journal } = context(tmp(), spyClient([]), null);
    await expect(ctx.chat("a", request("x", ""))).rejects.toThrow(TypeError);
    journal.close();
  });

  it("judge pipeline: --model sim:typical --judge-model sim:resistant sends the judge and extraction calls to the resistant profile", async () => {
    const inner = createInProcessSimClient();
    const calls: { stage: string; model: string }[] = [];
    const client: ChatClient = {
      endpoint: inner.endpoint,
      complete(req, o) {
        // the stage by what the request asks for (requests carry no stage marker)
        const text = req.messages.map((m) => m.content).join("\n");
        calls.push({ stage: /"phenomena"/.test(text) ? "extract" : /"evidence_weighting"/.test(text) ? "judge" : "propagator", model: o.model });
        return inner.complete(req, o);
      },
    };
    const out = tmp();
    const s = await runProtocol({ protocol: "judge", model: "sim:typical", out, limit: 2, client, protocolOptions: { "judge-model": "sim:resistant" } });
    expect(s).toMatchObject({ status: "complete", trials: 8, errors: 0, simulated: true });
    expect(calls).toHaveLength(24);
    for (const c of calls) expect(c.model).toBe(c.stage === "propagator" ? "sim:typical" : "sim:resistant");
    const recs = lines(join(out, "records.jsonl"));
    expect(recs).toHaveLength(8);
    for (const r of recs) {
      expect(r).toMatchObject({ model: "typical", propagator: "typical", judge: "resistant", extract_model: "resistant", simulated: true, dictionary_version: 1 });
      expect(r.uuid.startsWith("typical:judge=resistant:judge:")).toBe(true);
    }
    expect(new Set(lines(join(out, "calls.jsonl")).map((e) => e.key.replace(/^.*?(?=propagate|judge|extract)/, "")))).toEqual(new Set(["propagate", "judge@sim:resistant", "extract@sim:resistant"]));
  });
});
