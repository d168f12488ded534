import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { createClient } from "../../src/runner/client.js";
import { checkEndpoints, createCallRouter, endpointKeyVariable } from "../../src/runner/endpoints.js";
import { readManifest } from "../../src/runner/manifest.js";
import { runProtocol, type RunOptions } from "../../src/runner/run-protocol.js";
import { IN_PROCESS_ENDPOINT } from "../../src/runner/simulator/in-process-client.js";
import { startSimServer, type SimServer } from "../../src/runner/simulator/server.js";
import { allFiles, FAST_RETRY, lines, proxyServer, tmp, type ProxyServer } from "./helpers.js";

const open: (SimServer | ProxyServer)[] = [];
const sim = async (): Promise<SimServer> => {
  const s = await startSimServer();
  open.push(s);
  return s;
};
const proxy = async (target: string, o: { real?: boolean } = {}): Promise<ProxyServer> => {
  const p = await proxyServer(target, o);
  open.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/**
 * These tests count requests, so no attempt may time out on a busy machine (a timed-out attempt
 * is retried and the server counts both): retries here happen only where a stage is made to fail.
 */
const STEADY = { ...FAST_RETRY, timeoutMs: 120_000 };

/** The call keys of a run's journal without their job prefix, e.g. `judge@B/resistant`. */
const callKeys = (out: string): string[] => lines(join(out, "calls.jsonl")).map((e) => e.key);

describe("endpointKeyVariable / checkEndpoints", () => {
  it("OPENAI_API_KEY_ + the name upper-cased, non-alphanumerics → _", () => {
    expect(endpointKeyVariable("B")).toBe("OPENAI_API_KEY_B");
    expect(endpointKeyVariable("judge-b.2")).toBe("OPENAI_API_KEY_JUDGE_B_2");
    expect(endpointKeyVariable("oai_x")).toBe("OPENAI_API_KEY_OAI_X");
  });

  it("rejects bad names, URLs and concurrency with a UsageError", () => {
    expect(() => checkEndpoints({ B: { baseURL: "http://127.0.0.1:1/v1" }, "v.1_x-y": { baseURL: "https://h/v1", concurrency: 2 } })).not.toThrow();
    expect(() => checkEndpoints({ "a/b": { baseURL: "http://h/v1" } })).toThrow(UsageError);
    expect(() => checkEndpoints({ "": { baseURL: "http://h/v1" } })).toThrow(UsageError);
    expect(() => checkEndpoints({ "-x": { baseURL: "http://h/v1" } })).toThrow(UsageError);
    expect(() => checkEndpoints({ B: { baseURL: "not a url" } })).toThrow(/endpoint B: expected a base URL/);
    expect(() => checkEndpoints({ B: { baseURL: "http://h/v1", concurrency: 0 } })).toThrow(/concurrency/);
  });
});

describe("createCallRouter", () => {
  const endpoints = { B: { baseURL: "http://127.0.0.1:9/v1" }, meta: { baseURL: "http://127.0.0.1:10/v1?api-key=abcdef" } };

  it("routes NAME/MODEL to a registered endpoint only; other '/' models and plain ones to the run's endpoint", () => {
    const run = createClient({ model: "gpt-x", baseURL: "http://127.0.0.1:8/v1" });
    const r = createCallRouter({ run, endpoints });
    expect(r.endpoints).toEqual({ B: "http://127.0.0.1:9/v1", meta: "http://127.0.0.1:10/v1?api-key=%5Bredacted%5D" });
    const at = (m: string) => {
      const x = r.route(m);
      return [x.client.endpoint, x.model, x.cacheable];
    };
    expect(at("B/resistant")).toEqual(["http://127.0.0.1:9/v1", "resistant", true]);
    expect(at("B/meta-llama/Llama-3-8B")).toEqual(["http://127.0.0.1:9/v1", "meta-llama/Llama-3-8B", true]);
    expect(at("meta-llama/Llama-3-8B")).toEqual(["http://127.0.0.1:8/v1", "meta-llama/Llama-3-8B", true]); // "meta-llama" is not registered
    expect(at("meta/Llama-3-8B")).toEqual(["http://127.0.0.1:10/v1?api-key=%5Bredacted%5D", "Llama-3-8B", true]); // "meta" is
    expect(at("b/resistant")).toEqual(["http://127.0.0.1:8/v1", "b/resistant", true]); // names are case-sensitive
    expect(at("/x")).toEqual(["http://127.0.0.1:8/v1", "/x", true]);
    expect(at("gpt-4o")).toEqual(["http://127.0.0.1:8/v1", "gpt-4o", true]);
    expect(() => r.route("B/")).toThrow(UsageError);
  });

  it("routes sim:PROFILE to the in-process simulator whatever the run's endpoint (the run's own client when it is in-process)", () => {
    const http = createCallRouter({ run: createClient({ model: "gpt-x", baseURL: "http://127.0.0.1:8/v1" }), endpoints });
    const s = http.route("sim:resistant");
    expect([s.client.endpoint, s.model, s.cacheable]).toEqual([IN_PROCESS_ENDPOINT, "sim:resistant", false]);
    expect(http.route("sim:typical").client).toBe(s.client); // one simulator client per run
    const run = createClient({ model: "sim:typical" });
    const inProcess = createCallRouter({ run });
    expect(inProcess.route("sim:resistant").client).toBe(run);
    expect(inProcess.route("gpt-4o").cacheable).toBe(false);
    expect(inProcess.endpoints).toEqual({});
  });
});

describe("runProtocol with per-call endpoints (judge protocol)", () => {
  it("a real-looking HTTP propagator with a sim: judge: records are not simulated as a whole, judge_simulated/extract_simulated say which part is", async () => {
    const real = await proxy((await sim()).url, { real: true });
    const out = tmp(), cacheDir = tmp();
    const s = await runProtocol({ protocol: "judge", model: "typical", baseURL: real.url, out, limit: 2, cache: cacheDir, retry: STEADY, protocolOptions: { "judge-model": "sim:resistant" } });
    expect(s).toMatchObject({ status: "complete", trials: 8, errors: 0, calls: 24, cache_hits: 0, simulated: true }); // the run did use the simulator
    expect(real.stages).toEqual(Array(8).fill("propagator")); // only the propagator went to the HTTP endpoint
    const recs = lines(join(out, "records.jsonl"));
    expect(recs).toHaveLength(8);
    for (const r of recs) {
      expect(r).toMatchObject({ model: "typical", propagator: "typical", judge: "resistant", extract_model: "resistant", judge_simulated: true, extract_simulated: true });
      expect("simulated" in r).toBe(false);
      expect(r.uuid.startsWith("typical:judge=resistant:judge:")).toBe(true);
    }
    expect(new Set(callKeys(out))).toEqual(new Set(["propagate", "judge@sim:resistant", "extract@sim:resistant"]));
    expect(allFiles(cacheDir)).toHaveLength(8); // in-process simulator replies are never cached
    const m = readManifest(out)!;
    expect(m.simulated).toBe(true);
    expect(m.config.endpoints).toBeUndefined();
  });

  it("a sim: propagator with a real judge on a named endpoint: records simulated, judge_simulated/extract_simulated false", async () => {
    const real = await proxy((await sim()).url, { real: true });
    const out = tmp(), cacheDir = tmp();
    const s = await runProtocol({
      protocol: "judge", model: "sim:typical", out, limit: 2, cache: cacheDir, retry: STEADY,
      endpoints: { B: { baseURL: real.url } }, protocolOptions: { "judge-model": "B/resistant" },
    });
    expect(s).toMatchObject({ status: "complete", trials: 8, calls: 24, simulated: true });
    expect(real.stages.filter((x) => x === "judge")).toHaveLength(8);
    expect(real.stages.filter((x) => x === "extract")).toHaveLength(8);
    expect(real.stages).toHaveLength(16);
    for (const r of lines(join(out, "records.jsonl"))) {
      expect(r).toMatchObject({ model: "typical", judge: "B/resistant", simulated: true, judge_simulated: false, extract_simulated: false });
      expect(r.uuid.startsWith("typical:judge=B/resistant:judge:")).toBe(true);
    }
    expect(allFiles(cacheDir)).toHaveLength(16); // the named endpoint's replies are cached even though the run is in-process
    expect(readManifest(out)!.config.endpoints).toEqual({ B: real.url });
  });

  it("a resume replays the journaled judge calls of the named endpoint and asks it only for what is missing; another URL for the name is another run", async () => {
    const a = await sim();
    const b = await sim();
    const pb = await proxy(b.url);
    pb.failStage = "extract";
    const cfg = (bURL: string, out: string): RunOptions => ({
      protocol: "judge", model: "typical", baseURL: a.url, endpoints: { B: { baseURL: bURL } }, out, limit: 2, cache: false,
      retry: { ...STEADY, maxAttempts: 2 }, protocolOptions: { "judge-model": "B/resistant" },
    });
    const out = tmp();
    const s1 = await runProtocol(cfg(pb.url, out));
    expect(s1).toMatchObject({ status: "incomplete", trials: 0, errors: 8 });
    expect(a.stats.ok).toBe(8);
    expect(pb.stages.filter((x) => x === "judge")).toHaveLength(8);
    expect(pb.stages.filter((x) => x === "extract")).toHaveLength(16); // 2 attempts each
    expect(callKeys(out).filter((k) => k === "judge@B/resistant")).toHaveLength(8);

    pb.failStage = null;
    const before = pb.stages.length;
    const s2 = await runProtocol(cfg(pb.url, out));
    expect(s2).toMatchObject({ status: "complete", trials: 8, errors: 0, new_calls: 8 });
    expect(a.stats.ok).toBe(8); // propagator replies replayed
    expect(pb.stages.slice(before)).toEqual(Array(8).fill("extract")); // judge replies replayed, only extraction asked
    expect(b.stats.ok).toBe(16);

    // identical to an uninterrupted run of the same configuration
    const fresh = tmp();
    expect((await runProtocol(cfg(pb.url, fresh))).status).toBe("complete");
    expect(readFileSync(join(out, "records.jsonl"), "utf8")).toBe(readFileSync(join(fresh, "records.jsonl"), "utf8"));

    // the same name bound to another URL does not resume this run
    await expect(runProtocol(cfg(b.url, out))).rejects.toThrow(/another configuration \(differs in: endpoints\)/);
  });

  it("cache keys hold the endpoint: the same model on another endpoint misses, the same endpoint hits across runs", async () => {
    const a = await sim();
    const b = await sim();
    const c = await sim();
    const cache = tmp();
    const run = (judge: string, names: string[]) =>
      runProtocol({
        protocol: "judge", model: "typical", baseURL: a.url, out: tmp(), limit: 2, cache, retry: STEADY,
        endpoints: Object.fromEntries(names.map((n) => [n, { baseURL: (n === "B" ? b : c).url }])), protocolOptions: { "judge-model": judge },
      });
    expect(await run("B/resistant", ["B"])).toMatchObject({ status: "complete", calls: 24, cache_hits: 0 });
    expect([a.stats.ok, b.stats.ok, c.stats.ok ?? 0]).toEqual([8, 16, 0]);
    expect(await run("C/resistant", ["B", "C"])).toMatchObject({ status: "complete", calls: 24, cache_hits: 8 }); // propagator hits only
    expect([a.stats.ok, b.stats.ok, c.stats.ok]).toEqual([8, 16, 16]);
    expect(await run("B/resistant", ["B", "C"])).toMatchObject({ status: "complete", calls: 24, cache_hits: 24 });
    expect([a.stats.ok, b.stats.ok, c.stats.ok]).toEqual([8, 16, 16]);
    expect(allFiles(cache)).toHaveLength(8 + 16 + 16);
  });
});
