import { describe, expect, it } from "vitest";
import { getProtocol } from "../../src/runner/protocols/registry.js";
import { retryingClient } from "../../src/runner/retry.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { createInProcessSimClient } from "../../src/runner/simulator/in-process-client.js";
import { createRng } from "../../src/stats/rng.js";
import type { ChatClient, ChatReply, Protocol } from "../../src/runner/types.js";
import { FAST_RETRY, tmp } from "./helpers.js";

// Issue 22, runner at the ceiling, on the shipped multi-stage protocols: phantom (a private stage, then the
// other conditions together) and hidden profile with discussion rounds (votes, then one turn at a time, then
// votes). The endpoint is the simulator in this process behind a gate: every call waits until the test
// releases it (a seeded random choice of those in flight), and the number in flight is read once the event
// loop is idle. No wall clock. While a job is left to open, exactly `concurrency` calls must be in flight.

/** Let every queued microtask and immediate run. */
async function idle(rounds = 8): Promise<void> {
  for (let k = 0; k < rounds; k++) await new Promise<void>((r) => setImmediate(r));
}

async function measure(protocolName: string, C: number, protocolOptions: Record<string, unknown>, repeats: number, limit: number) {
  const sim = createInProcessSimClient();
  const held: (() => void)[] = [];
  const gate: ChatClient = {
    endpoint: "http://gate.invalid/v1",
    complete: (request, options) => new Promise<ChatReply>((resolve, reject) => held.push(() => sim.complete(request, options).then(resolve, reject))),
  };
  // the run's client as createClient builds it: retries and at most C attempts in flight per model
  const limited = retryingClient(gate, FAST_RETRY, C);
  // calls asked and not yet settled: in flight at the gate or queued at the limiter (ready, waiting for a slot)
  let asked = 0;
  const client: ChatClient = {
    endpoint: limited.endpoint,
    async complete(request, options) {
      asked++;
      try {
        return await limited.complete(request, options);
      } finally {
        asked--;
      }
    },
  };
  const base = getProtocol(protocolName) as Protocol<unknown>;
  let opened = 0;
  const protocol: Protocol<unknown> = { ...base, runJob: (job, ctx) => (opened++, base.runJob(job, ctx)) };
  let finished = false;
  const run = runProtocol({ protocol, model: "sim:typical", client, out: tmp(), cache: false, concurrency: C, protocolOptions, repeats, limit, retry: FAST_RETRY })
    .finally(() => (finished = true));
  const rng = createRng(C);
  const samples: { inFlight: number; opened: number; asked: number }[] = [];
  while (!finished) {
    await idle();
    if (finished) break;
    samples.push({ inFlight: held.length, opened, asked });
    const n = Math.max(1, C >> 3);
    for (let k = 0; k < n && held.length > 0; k++) held.splice(Math.floor(rng.next() * held.length), 1)[0]();
  }
  const r = await run;
  return { r, samples, opened };
}

describe("the scheduler keeps --concurrency calls in flight on multi-stage protocols", () => {
  const cases = [
    ["phantom", 64, {}, 1, 320],
    ["phantom", 256, {}, 2, 320],
    ["hidden_profile", 64, { rounds: 2, sessions: 40, phases: "pre,post" }, 1, 8],
    ["hidden_profile", 256, { rounds: 2, sessions: 80, phases: "pre,post" }, 1, 8],
  ] as const;
  for (const [name, C, options, repeats, limit] of cases) {
    it(`${name} ${JSON.stringify(options)}, concurrency ${C}`, async () => {
      const { r, samples, opened } = await measure(name, C, options, repeats, limit);
      expect(r.status).toBe("complete");
      expect(opened).toBe(r.jobs.planned);
      expect(r.jobs.planned).toBeGreaterThanOrEqual(300);
      const max = Math.max(...samples.map((s) => s.inFlight));
      expect(max).toBe(C); // reached, never passed
      const before = samples.filter((s) => s.opened < r.jobs.planned);
      expect(before.length).toBeGreaterThan(5);
      // the ceiling: every sample taken while a job was left to open had exactly C calls in flight
      expect(before.filter((s) => s.inFlight !== C)).toEqual([]);
      // no slot is ever empty while a ready call waits, the tail included: in flight = min(C, calls asked)
      expect(samples.filter((s) => s.inFlight !== Math.min(C, s.asked))).toEqual([]);
      // and the tail (no job left to open) is what the last jobs' dependent stages allow
      const share = before.length / samples.length;
      const tail = samples.slice(before.length);
      const mean = (xs: { inFlight: number }[]): number => xs.reduce((n, s) => n + s.inFlight, 0) / Math.max(1, xs.length) / C;
      console.log(`${name} C=${C}: ${r.jobs.planned} jobs, ${r.calls} calls, ${samples.length} samples, ${(100 * share).toFixed(0)}% before the tail, all at ${C}; tail mean in flight ${(100 * mean(tail)).toFixed(0)}% of C, whole run ${(100 * mean(samples)).toFixed(0)}%`);
    }, 300_000);
  }
});
