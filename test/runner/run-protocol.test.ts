import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { echoProtocol, echoResponder, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { readManifest } from "../../src/runner/manifest.js";
import { createInProcessSimClient } from "../../src/runner/simulator/in-process-client.js";
import { retryingClient } from "../../src/runner/retry.js";
import { validateRecord } from "../../src/schema/validate.js";
import { UsageError } from "../../src/errors.js";
import { CallFailedError, type ChatClient } from "../../src/runner/types.js";
import { echoServer, lines, tmp } from "./helpers.js";

const base = { protocol: echoProtocol, model: "sim:typical", simResponders: [echoResponder] } as const;

/** An in-process simulator client that fails the calls whose user text matches `fail` with `status`. */
function failing(fail: (content: string, model: string) => boolean, status: number | null): ChatClient & { calls: number } {
  const inner = createInProcessSimClient({ responders: [echoResponder] });
  const c = {
    endpoint: inner.endpoint,
    calls: 0,
    async complete(req: any, opts: any) {
      c.calls++;
      if (fail(req.messages.map((m: any) => m.content).join("|"), opts.model)) throw new CallFailedError(`failed after 3 attempts: HTTP ${status}`, status, status !== 401);
      return inner.complete(req, opts);
    },
  };
  return c;
}

describe("runProtocol", () => {
  it("writes valid, simulated records in plan order with a manifest", async () => {
    const out = tmp();
    const s = await runProtocol({ ...base, out, bank: generateEchoBank(4) });
    expect(s).toMatchObject({ status: "complete", planned: 36, trials: 36, errors: 0, simulated: true, model: "typical", jobs: { planned: 4, skipped: 0, run: 4 } });
    const recs = lines(join(out, "records.jsonl"));
    recs.forEach((r, i) => validateRecord(r, "records.jsonl", i + 1));
    expect(recs.every((r) => r.simulated === true && r.model === "typical" && r.protocol === "hidden_profile")).toBe(true);
    expect(recs.slice(0, 9).map((r) => r.trial_id)).toEqual([
      "t00000:s0:a0:pre", "t00000:s0:a1:pre", "t00000:s0:a2:pre", "t00000:s0:a0:post", "t00000:s0:a1:post", "t00000:s0:a2:post",
      "t00000:s0:a0:full", "t00000:s0:a1:full", "t00000:s0:a2:full",
    ]);
    const m = readManifest(out)!;
    expect(m).toMatchObject({ status: "complete", simulated: true, run_id: s.run_id, parser_versions: { hidden_profile: "echo-1" }, package: { name: "groupthink" } });
    expect(m.counts).toMatchObject({ trials: 36, planned: 36, errors: 0, calls: 36, cache_hits: 0 });
    expect(m.config_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(m.config.endpoint).toBe("sim:in-process");
    expect(m.banks[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(m.seeds.run_seed).toBe(0);
  });

  it("concurrency 1 and 16 give byte-identical records.jsonl (in-process)", async () => {
    const a = tmp();
    const b = tmp();
    await runProtocol({ ...base, out: a, bank: generateEchoBank(30), concurrency: 1 });
    await runProtocol({ ...base, out: b, bank: generateEchoBank(30), concurrency: 16 });
    const ra = readFileSync(join(a, "records.jsonl"), "utf8");
    expect(ra.split("\n").length - 1).toBe(270);
    expect(readFileSync(join(b, "records.jsonl"), "utf8")).toBe(ra);
  });

  it("concurrency 1 and 16 give byte-identical records.jsonl (HTTP simulator, latency jitter)", async () => {
    const server = await echoServer({ latencyMs: 2, latencySigma: 1 });
    try {
      const a = tmp();
      const b = tmp();
      const opts = { protocol: echoProtocol, model: "susceptible", baseURL: server.url, bank: generateEchoBank(20), cache: false } as const;
      await runProtocol({ ...opts, out: a, concurrency: 1 });
      await runProtocol({ ...opts, out: b, concurrency: 16 });
      expect(readFileSync(join(b, "records.jsonl"), "utf8")).toBe(readFileSync(join(a, "records.jsonl"), "utf8"));
    } finally {
      await server.close();
    }
  });

  it("a re-run skips completed jobs, and a job cut short replays its journaled calls", async () => {
    const out = tmp();
    const ref = tmp();
    await runProtocol({ ...base, out: ref, bank: generateEchoBank(5) });
    await runProtocol({ ...base, out, bank: generateEchoBank(5) });
    // Simulate a crash mid-run: drop the last two jobs' records (their calls stay journaled) and tear the last call line.
    const recPath = join(out, "records.jsonl");
    const recs = readFileSync(recPath, "utf8").split("\n").filter(Boolean);
    writeFileSync(recPath, recs.slice(0, 27).join("\n") + "\n" + recs[27].slice(0, 40));
    const callPath = join(out, "calls.jsonl");
    const calls = readFileSync(callPath, "utf8").split("\n").filter(Boolean);
    writeFileSync(callPath, calls.slice(0, -1).join("\n") + "\n" + calls[calls.length - 1].slice(0, 30));
    const client = failing(() => false, null);
    const s = await runProtocol({ ...base, out, bank: generateEchoBank(5), client });
    expect(s.jobs).toEqual({ planned: 5, skipped: 3, run: 2 });
    expect(client.calls).toBe(1); // only the torn call is asked again
    expect(readFileSync(recPath, "utf8")).toBe(readFileSync(join(ref, "records.jsonl"), "utf8"));
  });

  it("failed trials go to errors.jsonl, not records; the next run retries them and clears them", async () => {
    const out = tmp();
    const bank = generateEchoBank(6);
    // task t00002 fails in its dependent phase (whole job), t00004's `full` calls fail (per trial).
    const bad = failing((c) => c.includes("Task t00002") || (c.includes("Task t00004") && c.includes("Full information")), 503);
    const s1 = await runProtocol({ ...base, out, bank, client: bad, maxErrorShare: 0.5 });
    expect(s1).toMatchObject({ status: "incomplete", trials: 54 - 9 - 3, errors: 12, new_errors: 12 });
    const errs = lines(join(out, "errors.jsonl"));
    expect(errs.map((e) => e.trial_id).slice(0, 3)).toEqual(["t00002:s0:a0:pre", "t00002:s0:a1:pre", "t00002:s0:a2:pre"]);
    expect(errs.every((e) => e.status === 503 && /HTTP 503/.test(e.error))).toBe(true);
    const recIds = new Set(lines(join(out, "records.jsonl")).map((r) => r.trial_id));
    expect(errs.some((e) => recIds.has(e.trial_id))).toBe(false);
    const s2 = await runProtocol({ ...base, out, bank });
    expect(s2).toMatchObject({ status: "complete", trials: 54, errors: 0, new_trials: 12 });
    expect(lines(join(out, "errors.jsonl"))).toEqual([]);
    const ids = lines(join(out, "records.jsonl")).map((r) => r.trial_id);
    expect(new Set(ids).size).toBe(54);
    expect(readManifest(out)!.sessions.map((x) => x.status)).toEqual(["incomplete", "complete"]);
  });

  it("aborts on a 401 at once, and when the error share passes the threshold", async () => {
    const out = tmp();
    const s = await runProtocol({ ...base, out, bank: generateEchoBank(40), concurrency: 2, client: failing(() => true, 401) });
    expect(s.status).toBe("aborted");
    expect(s.abort_reason).toMatch(/fatal endpoint error.*401/);
    expect(s.jobs.run).toBeLessThanOrEqual(2);
    const out2 = tmp();
    const s2 = await runProtocol({ ...base, out: out2, bank: generateEchoBank(40), concurrency: 1, client: failing((c) => /Task t000[0-3][0-9]/.test(c) && Number(/t000(\d\d)/.exec(c)![1]) % 2 === 0, 500), maxErrorShare: 0.3, minTrialsForAbort: 20 });
    expect(s2.status).toBe("aborted");
    expect(s2.abort_reason).toMatch(/error share/);
    expect(readManifest(out2)!.status).toBe("aborted");
  });

  it("refuses a run directory holding another configuration; rethrows driver bugs", async () => {
    const out = tmp();
    await runProtocol({ ...base, out, bank: generateEchoBank(2) });
    await expect(runProtocol({ ...base, out, bank: generateEchoBank(2), seed: 5 })).rejects.toThrow(UsageError);
    await expect(runProtocol({ ...base, out, bank: generateEchoBank(2), seed: 5 })).rejects.toThrow(/differs in: seed/);
    const buggy = { ...echoProtocol, runJob: async () => ({ records: [{ protocol: "hidden_profile" } as any], errors: [] }) };
    await expect(runProtocol({ ...base, protocol: buggy, out: tmp(), bank: generateEchoBank(2) })).rejects.toThrow(/invalid record.*run_id/);
  });

  it("retryingClient + protocol: per-call seeds make repeats real new draws", async () => {
    const out = tmp();
    await runProtocol({ ...base, out, bank: generateEchoBank(1), protocolOptions: { sessions: 2 } });
    const recs = lines(join(out, "records.jsonl"));
    expect(recs).toHaveLength(18);
    expect(new Set(recs.map((r) => r.seed)).size).toBe(18);
    expect(retryingClient).toBeTypeOf("function");
  });
});
