import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main as runMain, parseEndpointArgs, splitRunArgs } from "../../src/cli/run.js";
import { UsageError } from "../../src/errors.js";
import { readManifest } from "../../src/runner/manifest.js";
import { startSimServer } from "../../src/runner/simulator/server.js";
import { lines, tmp } from "../runner/helpers.js";

async function quiet(fn: () => Promise<number>): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  const w1 = process.stdout.write.bind(process.stdout);
  const w2 = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((c: string | Uint8Array) => (out.push(String(c)), true)) as typeof process.stdout.write;
  process.stderr.write = (() => true) as typeof process.stderr.write;
  try {
    return { code: await fn(), out: out.join("") };
  } finally {
    process.stdout.write = w1;
    process.stderr.write = w2;
  }
}

describe("groupthink run --endpoint NAME=URL", () => {
  it("splitRunArgs collects repeated --endpoint values (both spellings); parseEndpointArgs checks them", () => {
    const r = splitRunArgs(["judge", "--model", "m", "--endpoint", "B=http://h:1/v1", "--out", "d", "--endpoint=oai=https://x/v1?a=b", "--judge-model", "B/x"]);
    expect(r.endpoints).toEqual(["B=http://h:1/v1", "oai=https://x/v1?a=b"]);
    expect(r.known).toEqual({ model: "m", out: "d" });
    expect(r.protocol).toEqual({ "judge-model": "B/x" });
    expect(parseEndpointArgs(r.endpoints)).toEqual({ B: { baseURL: "http://h:1/v1" }, oai: { baseURL: "https://x/v1?a=b" } });
    expect(() => splitRunArgs(["judge", "--endpoint"])).toThrow(UsageError);
    expect(() => parseEndpointArgs(["B"])).toThrow(/NAME=URL/);
    expect(() => parseEndpointArgs(["=http://h/v1"])).toThrow(UsageError);
    expect(() => parseEndpointArgs(["B="])).toThrow(UsageError);
    expect(() => parseEndpointArgs(["B=http://h/v1", "B=http://g/v1"])).toThrow(/given twice/);
  });

  it("a bad endpoint name or URL is a usage error", async () => {
    const base = ["judge", "--model", "sim:typical", "--out", tmp(), "--limit", "1", "--json"];
    await expect(runMain([...base, "--endpoint", "a/b=http://h/v1"])).rejects.toThrow(UsageError);
    await expect(runMain([...base, "--endpoint", "B=nope"])).rejects.toThrow(UsageError);
  });

  it("propagator on the run's simulator server, cross-blind judge on a second one (--judge-model B/resistant): each server gets its own calls", async () => {
    const a = await startSimServer();
    const b = await startSimServer();
    try {
      const out = join(tmp(), "run");
      const argv = ["judge", "--model", "typical", "--base-url", a.url, "--endpoint", `B=${b.url}`, "--judge-model", "B/resistant", "--out", out, "--limit", "2", "--no-cache", "--json"];
      const r = await quiet(() => runMain(argv));
      expect(r.code).toBe(0);
      expect(JSON.parse(r.out)).toMatchObject({ status: "complete", model: "typical", planned: 8, trials: 8, errors: 0, calls: 24, simulated: true });
      expect(a.stats.ok).toBe(8); // propagate
      expect(b.stats.ok).toBe(16); // judge + extract
      const recs = lines(join(out, "records.jsonl"));
      expect(recs).toHaveLength(8);
      for (const x of recs) {
        expect(x).toMatchObject({ model: "typical", propagator: "typical", judge: "B/resistant", extract_model: "B/resistant", simulated: true });
        expect("judge_simulated" in x).toBe(false); // every part simulated: `simulated` says it all
      }
      const m = readManifest(out)!;
      expect(m.config).toMatchObject({ model: "typical", endpoint: a.url, endpoints: { B: b.url } });
      // the same command again resumes without a request
      const r2 = await quiet(() => runMain(argv));
      expect(JSON.parse(r2.out)).toMatchObject({ new_trials: 0, new_calls: 0, jobs: { skipped: 8, run: 0 } });
      expect([a.stats.ok, b.stats.ok]).toEqual([8, 16]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
