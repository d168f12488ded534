// Batch mode (issue 22) against the stand-in Batch API on loopback (simulated population behind it):
// records and calls equal a live run's; partial failure, expiry and cancellation are retried in new
// batches; requests failing for good are named in the summary; dry-run counts the batches.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dryRun } from "../../src/runner/dry-run.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { startBatchServer, type BatchOutcome, type BatchServer } from "../../src/runner/simulator/batch-server.js";
import { callsWithoutTiming, lines, tmp } from "./helpers.js";

/** hidden_profile, one task, 2 sessions, 1 discussion round: 2 jobs of several dependent stages. */
const HP = { protocol: "hidden_profile", model: "typical", apiKey: "not-needed", cache: false as const, limit: 1, protocolOptions: { sessions: 2, rounds: 1 } };

let failLine: (id: string, attempt: number) => boolean = () => false;
let outcome: (n: number) => BatchOutcome = () => ({ status: "completed" });
let server: BatchServer;
let live: string;
let rounds: number;
let liveCalls: number;

beforeAll(async () => {
  server = await startBatchServer({ failLine: (id, a) => failLine(id, a), outcome: (n) => outcome(n) });
  live = tmp("gt-batch-live-");
  const s = await runProtocol({ ...HP, baseURL: server.url, out: live });
  expect(s.status).toBe("complete");
  liveCalls = s.calls;
  rounds = (await dryRun({ ...HP, out: tmp(), batch: {} })).batch!.rounds;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function batchRun(maxAttempts = 6) {
  const out = tmp("gt-batch-");
  const before = server.stats.creations;
  const s = await runProtocol({ ...HP, baseURL: server.url, out, batch: { pollMs: 1 }, retry: { maxAttempts } });
  return { out, s, created: server.stats.creations - before };
}

describe("run --batch against the stand-in Batch API", () => {
  it("makes one batch per stage (as many as dry-run --batch counts) and writes the live run's records and calls", async () => {
    failLine = () => false;
    outcome = () => ({ status: "completed" });
    const { out, s, created } = await batchRun();
    expect(s.status).toBe("complete");
    expect(rounds).toBeGreaterThan(2);
    expect(created).toBe(rounds);
    expect(s.batch).toMatchObject({ mode: "api", batches_created: rounds, batches_resumed: 0, requests: liveCalls, retried: 0, failed: [], pending_file: null });
    expect(readFileSync(join(out, "records.jsonl"), "utf8")).toBe(readFileSync(join(live, "records.jsonl"), "utf8"));
    expect(callsWithoutTiming(out)).toEqual(callsWithoutTiming(live));
    // the ledger holds every batch with its custom ids before it was waited on
    const ledger = lines(join(out, "batches.jsonl"));
    expect(ledger.filter((e) => e.type === "batch")).toHaveLength(rounds);
    expect(ledger.filter((e) => e.type === "batch").reduce((n, e) => n + e.custom_ids.length, 0)).toBe(liveCalls);
  }, 120_000);

  it("partial failure: lines in the error file go into a new batch and the records still equal the live run's", async () => {
    let failed = 0;
    const seen = new Set<string>(); // custom ids are stable, so the server's own attempt count spans the earlier tests
    failLine = (id) => {
      if (seen.has(id)) return false;
      seen.add(id);
      return parseInt(id.slice(-2), 16) % 3 === 0 && ++failed > 0;
    };
    outcome = () => ({ status: "completed" });
    const { out, s, created } = await batchRun();
    expect(failed).toBeGreaterThan(0);
    expect(s.status).toBe("complete");
    expect(s.batch?.retried).toBe(failed);
    expect(created).toBeGreaterThan(rounds);
    expect(readFileSync(join(out, "records.jsonl"), "utf8")).toBe(readFileSync(join(live, "records.jsonl"), "utf8"));
    expect(callsWithoutTiming(out)).toEqual(callsWithoutTiming(live));
  }, 120_000);

  it("expiry (partial output, batch_expired lines) and cancellation (partial output only) are retried", async () => {
    failLine = () => false;
    outcome = (n) => (n % 4 === 1 ? { status: "expired", answered: 1 } : n % 4 === 2 ? { status: "cancelled", answered: 1 } : { status: "completed" });
    const { out, s } = await batchRun();
    outcome = () => ({ status: "completed" });
    expect(s.status).toBe("complete");
    expect(s.batch!.retried).toBeGreaterThan(0);
    expect(readFileSync(join(out, "records.jsonl"), "utf8")).toBe(readFileSync(join(live, "records.jsonl"), "utf8"));
    expect(callsWithoutTiming(out)).toEqual(callsWithoutTiming(live));
  }, 120_000);

  it("a request failing in every batch (bounded by --max-attempts) is reported by custom id and trial, and the re-run finishes it", async () => {
    let victim: string | null = null;
    failLine = (id) => {
      victim ??= id;
      return id === victim;
    };
    outcome = () => ({ status: "completed" });
    const { out, s } = await batchRun(2);
    expect(s.status).not.toBe("complete");
    expect(s.batch!.failed).toHaveLength(1);
    const f = s.batch!.failed[0];
    expect(f.custom_id).toBe(victim);
    expect(f.error).toContain(`batch request ${victim} failed`);
    expect(f.trials.length).toBeGreaterThan(0);
    const errors = lines(join(out, "errors.jsonl"));
    expect(errors.map((e) => e.trial_id).sort()).toEqual([...f.trials].sort());
    expect(lines(join(out, "batches.jsonl")).filter((e) => e.type === "batch" && e.custom_ids.includes(victim))).toHaveLength(2);
    // the endpoint recovers: the re-run polls nothing twice, asks the failed request again and completes
    failLine = () => false;
    const again = await runProtocol({ ...HP, baseURL: server.url, out, batch: { pollMs: 1 } });
    expect(again.status).toBe("complete");
    expect(lines(join(out, "records.jsonl")).map((r) => r.trial_id).sort()).toEqual(lines(join(live, "records.jsonl")).map((r) => r.trial_id).sort());
  }, 120_000);
});

describe("run --batch without a Batch API", () => {
  it("the in-process simulator has none: a usage error before anything is written", async () => {
    await expect(runProtocol({ ...HP, model: "sim:typical", out: tmp(), batch: {} })).rejects.toThrow(/--batch needs an endpoint with a Batch API/);
  });
});

describe("dry-run --batch", () => {
  it("prints the batch rounds and the batch price (half the live estimate)", async () => {
    const e = await dryRun({ ...HP, out: tmp(), batch: {} }, { priceIn: 2.5, priceOut: 10 });
    expect(e.batch!.rounds).toBe(rounds);
    expect(e.batch!.discount).toBe(0.5);
    expect(e.batch!.cost).toBeCloseTo((e.cost as number) / 2, 12);
    expect((await dryRun({ ...HP, out: tmp() })).batch).toBeUndefined();
  }, 60_000);
});
