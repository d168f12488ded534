/**
 * Issue 20: the seed probe (`run --probe-seed`): whether an endpoint honours the seed, shown by its
 * replies and recorded in the manifest (seed_honoured + seed_probe), against loopback fake endpoints
 * that honour, ignore or do not need the seed.
 */
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readManifest } from "../../src/runner/manifest.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { probeSeed, SEED_PROBE_PROMPT } from "../../src/runner/seed-probe.js";
import { SIM_SEED_REASON } from "../../src/runner/run-seed-probe.js";
import { sha256Hex } from "../../src/runner/hash.js";
import { completion, fakeOpenAI, type FakeServer } from "./fake-openai.js";
import { FAST_RETRY, lines, tmp } from "./helpers.js";

let servers: FakeServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
});
async function serve(handler: Parameters<typeof fakeOpenAI>[0]): Promise<FakeServer> {
  const s = await fakeOpenAI(handler);
  servers.push(s);
  return s;
}
const quiet = { cache: false as const, retry: { ...FAST_RETRY, timeoutMs: 20_000 }, apiKey: "not-needed" };
const isProbe = (b: Record<string, any>): boolean => b.messages?.[0]?.content === SEED_PROBE_PROMPT;

/** Probe replies: a function of the seed (honours), a counter (ignores), or one fixed text (deterministic); panel trials answer "B". */
function endpoint(kind: "honours" | "ignores" | "fixed") {
  let k = 0;
  return (b: Record<string, any>) => {
    if (!isProbe(b)) return { json: completion("B") };
    const text = kind === "honours" ? `a sentence drawn with seed ${b.seed}` : kind === "ignores" ? `a sentence number ${k++}` : "the same sentence";
    return { json: completion(text) };
  };
}

describe("probeSeed (seed-probe.ts)", () => {
  it("true / false / null from the replies, with the evidence", async () => {
    const client = (f: (seed: number) => string) => ({ endpoint: "e", complete: async (_r: unknown, o: { seed: number }) => ({ content: f(o.seed) }) });
    const t = await probeSeed(client((s) => `r${s}`), "m", { seed: 41 });
    expect(t).toEqual({
      seed_honoured: true,
      evidence: {
        endpoint: "e", model: "m", seed: 41, other_seed: 42, temperature: 1, max_tokens: 48, calls: 3, same_seed_identical: true, other_seed_differs: true,
        reply_sha256: [sha256Hex("r41").slice(0, 12), sha256Hex("r41").slice(0, 12), sha256Hex("r42").slice(0, 12)],
        reason: "the same seed gave the same reply twice and another seed a different one",
      },
    });
    let n = 0;
    const f = await probeSeed(client(() => `r${n++}`), "m", { seed: 41, temperature: 0.7 });
    expect([f.seed_honoured, f.evidence.same_seed_identical, f.evidence.temperature]).toEqual([false, false, 0.7]);
    const d = await probeSeed(client(() => "x"), "m", { temperature: 0 });
    expect([d.seed_honoured, d.evidence.temperature, d.evidence.other_seed_differs]).toEqual([null, 1, false]);
    const failing = { endpoint: "e", complete: async () => { throw new Error("503 overloaded"); } };
    const e = await probeSeed(failing, "m");
    expect([e.seed_honoured, e.evidence.calls, e.evidence.reason]).toEqual([null, 0, "probe call 1 of 3 failed: 503 overloaded"]);
  });
});

describe("run --probe-seed records whether the endpoint honoured the seed", () => {
  it("an endpoint that honours seeds: seed_honoured true, records keep their seeds; 3 probe calls before the trial calls", async () => {
    const s = await serve(endpoint("honours"));
    const out = tmp();
    const notices: string[] = [];
    await runProtocol({ protocol: "panel", model: "m1", baseURL: s.url, out, limit: 1, probeSeed: true, seed: 5, ...quiet, onNotice: (m) => notices.push(m) });
    expect(s.bodies.slice(0, 3).every(isProbe)).toBe(true);
    expect(s.bodies.slice(0, 3).map((b) => b.seed)).toEqual([5, 5, 6]);
    expect(s.bodies.slice(0, 3).every((b) => b.temperature === 1 && b.max_tokens === 48)).toBe(true);
    expect(s.bodies.slice(3).some(isProbe)).toBe(false);
    const m = readManifest(out)!;
    expect(m.seed_honoured).toBe(true);
    expect(m.seed_probe).toMatchObject({ endpoint: s.url, model: "m1", seed: 5, other_seed: 6, calls: 3, same_seed_identical: true, other_seed_differs: true });
    expect(m.counts.calls).toBe(s.bodies.length - 3); // probe calls are not trials
    expect((m.ignored_parameters ?? []).filter((x) => x.param === "seed")).toEqual([]);
    const recs = lines(join(out, "records.jsonl"));
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.every((r) => typeof r.seed === "number")).toBe(true);
    expect(notices.filter((n) => n.startsWith("seed probe:"))).toEqual([`seed probe: ${s.url} model m1: seed honoured (the same seed gave the same reply twice and another seed a different one)`]);
  });

  it("an endpoint that ignores seeds: seed_honoured false, ignored_parameters lists the seed, records carry seed null; a resume keeps the verdict without probing", async () => {
    const s = await serve(endpoint("ignores"));
    const out = tmp();
    await runProtocol({ protocol: "panel", model: "m2", baseURL: s.url, out, limit: 1, probeSeed: true, sampling: { temperature: 0.5 }, ...quiet, onNotice: () => {} });
    const m = readManifest(out)!;
    expect(m.seed_honoured).toBe(false);
    expect(m.seed_probe).toMatchObject({ temperature: 0.5, calls: 3, same_seed_identical: false });
    expect((m.ignored_parameters ?? []).filter((x) => x.param === "seed")).toEqual([{ endpoint: s.url, model: "m2", param: "seed", reason: "the seed probe's two same-seed replies differed; records carry seed null" }]);
    const first = lines(join(out, "records.jsonl"));
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((r) => r.seed === null)).toBe(true);
    const before = s.bodies.length;
    await runProtocol({ protocol: "panel", model: "m2", baseURL: s.url, out, limit: 2, sampling: { temperature: 0.5 }, ...quiet, onNotice: () => {} });
    expect(s.bodies.slice(before).some(isProbe)).toBe(false);
    const m2 = readManifest(out)!;
    expect(m2.seed_honoured).toBe(false);
    expect(m2.seed_probe).toEqual(m.seed_probe);
    const recs = lines(join(out, "records.jsonl"));
    expect(recs.length).toBeGreaterThan(first.length); // the resume ran the second item
    expect(recs.every((r) => r.seed === null)).toBe(true);
  });

  it("a deterministic endpoint: seed_honoured null (not shown); without --probe-seed no probe and no keys", async () => {
    const s = await serve(endpoint("fixed"));
    const out = tmp();
    await runProtocol({ protocol: "phantom", model: "m3", baseURL: s.url, out, limit: 1, probeSeed: true, ...quiet, onNotice: () => {} });
    const m = readManifest(out)!;
    expect(m.seed_honoured).toBeNull();
    expect(m.seed_probe?.reason).toMatch(/^all three replies identical/);
    const out2 = tmp();
    const before = s.bodies.length;
    await runProtocol({ protocol: "phantom", model: "m3", baseURL: s.url, out: out2, limit: 1, ...quiet, onNotice: () => {} });
    expect(s.bodies.slice(before).some(isProbe)).toBe(false);
    const m2 = readManifest(out2)!;
    expect("seed_honoured" in m2 || "seed_probe" in m2).toBe(false);
  });

  it("the in-process simulator is not probed: seed_honoured true with the reason", async () => {
    const out = tmp();
    await runProtocol({ protocol: "phantom", model: "sim:typical", out, limit: 1, probeSeed: true, ...quiet, onNotice: () => {} });
    const m = readManifest(out)!;
    expect(m.seed_honoured).toBe(true);
    expect(m.seed_probe).toMatchObject({ calls: 0, reason: SIM_SEED_REASON });
  });
});
