import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLogs } from "../../../src/load/load-logs.js";
import { runProtocol } from "../../../src/runner/run-protocol.js";
import { startSimServer } from "../../../src/runner/simulator/server.js";
import { replicateHeaderValue, parseReplicateHeader } from "../../../src/runner/simulator/replicate-header.js";
import type { PhantomRecord } from "../../../src/paradigms/phantom/kind.js";

// Issue 21: over HTTP (`sim serve`) the run seed reaches the simulator's latent state as it does in
// process (the replicate suffix travels in the x-sim-replicate header to loopback endpoints).
async function run(seed: number, repeats: number, baseURL?: string): Promise<Map<string, unknown>> {
  const out = mkdtempSync(join(tmpdir(), "sim-rep-http-"));
  try {
    await runProtocol({ protocol: "phantom", model: baseURL ? "typical" : "sim:typical", ...(baseURL ? { baseURL, apiKey: "x" } : {}), out, seed, repeats, limit: 30, cache: false, progress: "off" });
    const recs = (await loadLogs([join(out, "records.jsonl")])).phantom;
    return new Map(recs.map((r: PhantomRecord) => [`${r.scenario_id}|${r.agent}|${r.condition}|${r.repeat ?? 0}`, r.decision]));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
const latent = (m: Map<string, unknown>) => [...m.keys()].filter((k) => /\|(private|observed_public)\|/.test(k));

describe("simulator replicates over HTTP (issue 21)", () => {
  it("a new run seed over HTTP redraws the latent state exactly as in process; the same seed repeats", async () => {
    const sim = await startSimServer({ port: 0 });
    try {
      const h0 = await run(0, 1, sim.url), h1 = await run(1, 1, sim.url), h1b = await run(1, 1, sim.url);
      const p0 = await run(0, 1), p1 = await run(1, 1);
      expect(h1b).toEqual(h1); // the same seed repeats over HTTP
      expect(h0).toEqual(p0); // seed 0: the historical answers, HTTP = in process
      expect(h1).toEqual(p1); // seed 1: the same fresh draw over HTTP as in process
      const ks = latent(h0).filter((k) => h1.has(k));
      expect(ks.length).toBe(30 * 4 * 2);
      const same = ks.filter((k) => h0.get(k) === h1.get(k)).length / ks.length;
      expect(same).toBeLessThan(0.85); // was ~0.94 over HTTP before (latent state keyed by profile only)
      expect(same).toBeGreaterThan(0.4);
    } finally {
      await sim.close();
    }
  }, 180_000);

  it("--repeats 2 over HTTP: repeat 1 differs from repeat 0, as in process", async () => {
    const sim = await startSimServer({ port: 0 });
    try {
      const h = await run(0, 2, sim.url), p = await run(0, 2);
      expect(h).toEqual(p);
      const r0 = latent(h).filter((k) => k.endsWith("|0"));
      expect(r0.filter((k) => h.get(k) !== h.get(k.replace(/\|0$/, "|1"))).length).toBeGreaterThan(0);
    } finally {
      await sim.close();
    }
  }, 180_000);

  it("the header goes to loopback endpoints only and a malformed one reads as seed 0", () => {
    expect(replicateHeaderValue("~s1", "http://127.0.0.1:18300/v1")).toBe("~s1");
    expect(replicateHeaderValue("~s1", "http://[::1]:18300/v1")).toBe("~s1");
    expect(replicateHeaderValue("~s1", "https://api.example.com/v1")).toBeNull();
    expect(replicateHeaderValue("~s1;x", "http://127.0.0.1/v1")).toBeNull();
    expect(parseReplicateHeader("~s12r3")).toBe("~s12r3");
    expect(parseReplicateHeader("~s12~r3")).toBe("");
    expect(parseReplicateHeader("~")).toBe("");
    expect(parseReplicateHeader(undefined)).toBe("");
  });
});
