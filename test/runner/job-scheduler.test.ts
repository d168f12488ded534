import { describe, expect, it } from "vitest";
import { createJobScheduler, defaultMaxOpen } from "../../src/runner/job-scheduler.js";
import { createLimiter } from "../../src/runner/limiter.js";
import { createRng } from "../../src/stats/rng.js";
import type { ChatClient, ChatReply } from "../../src/runner/types.js";

// Issue 22, runner at the ceiling: calls, not jobs, are the unit of concurrency. No wall clock: calls are
// held by the test and released in a seeded random order; the scheduler is observed once the event loop is idle.

const REPLY: ChatReply = { content: "ok", finish_reason: "stop", logprobs: null, usage: null, simulated: true, cached: false, latency_ms: 0 };
const REQ = { messages: [{ role: "user" as const, content: "x" }] };
const OPTS = { model: "m", seed: 1 };

/** A client whose calls wait until the test releases them; `held` are the calls in flight. */
function heldClient(endpoint = "fake") {
  const held: (() => void)[] = [];
  const client: ChatClient = {
    endpoint,
    complete: () => new Promise<ChatReply>((resolve) => held.push(() => resolve(REPLY))),
  };
  return { client, held };
}

/** Let every queued microtask and immediate run (the scheduler's checks are immediates). */
async function idle(rounds = 8): Promise<void> {
  for (let k = 0; k < rounds; k++) await new Promise<void>((r) => setImmediate(r));
}

/** Release `n` held calls chosen by `rng`. */
function release(held: (() => void)[], n: number, rng: { next(): number }): void {
  for (let k = 0; k < n && held.length > 0; k++) held.splice(Math.floor(rng.next() * held.length), 1)[0]();
}

describe("createJobScheduler(options)", () => {
  it("rejects a bad concurrency, job count or cap", () => {
    const run = async (): Promise<void> => {};
    const stopped = (): boolean => false;
    expect(() => createJobScheduler({ jobs: 1, concurrency: 0, run, stopped })).toThrow("createJobScheduler(concurrency): expected a positive integer, received 0");
    expect(() => createJobScheduler({ jobs: -1, concurrency: 1, run, stopped })).toThrow(RangeError);
    expect(() => createJobScheduler({ jobs: 1, concurrency: 1, maxOpen: 0, run, stopped })).toThrow(RangeError);
    expect(defaultMaxOpen(64)).toBe(256);
    expect(() => createJobScheduler({ jobs: 1, concurrency: 2, maxBreadth: 4, maxOpen: 3, run, stopped })).toThrow("createJobScheduler(maxOpen): expected an integer >= maxBreadth (4), received 3");
  });

  it("with no jobs, resolves at once", async () => {
    const s = createJobScheduler({ jobs: 0, concurrency: 4, run: async () => {}, stopped: () => false });
    await s.start();
    expect([s.opened, s.open, s.maxOpenSeen]).toEqual([0, 0, 0]);
  });

  // Jobs of dependent stages with different widths (like phantom: a private stage of 4 calls then 16;
  // like hidden profile: 4 parallel votes, then one turn at a time, then 4 votes), through a limiter of C.
  for (const [name, stages] of [["phantom-like", [4, 16]], ["hidden-profile-like", [4, 1, 1, 1, 1, 1, 1, 1, 1, 4]], ["one call at a time", [1, 1, 1]]] as const) {
    for (const C of [7, 64]) {
      it(`${name} stages ${JSON.stringify(stages)}, concurrency ${C}: C calls in flight while a job is left to open`, async () => {
        const jobs = 5 * C;
        const { client, held } = heldClient();
        const limiter = createLimiter(C);
        const limited: ChatClient = { endpoint: client.endpoint, complete: (r, o) => limiter.run(() => client.complete(r, o)) };
        let tracked: ChatClient = limited;
        const s = createJobScheduler({
          jobs, concurrency: C, stopped: () => false,
          run: async () => {
            for (const width of stages) await Promise.all(Array.from({ length: width }, () => tracked.complete(REQ, OPTS)));
          },
        });
        tracked = s.track(limited);
        let finished = false;
        const done = s.start().then(() => (finished = true));
        const rng = createRng(22);
        const samples: { inFlight: number; unopened: number }[] = [];
        let maxInFlight = 0;
        while (!finished) {
          await idle();
          if (finished) break;
          samples.push({ inFlight: held.length, unopened: jobs - s.opened });
          maxInFlight = Math.max(maxInFlight, held.length);
          release(held, Math.max(1, C >> 3), rng);
        }
        await done;
        expect(s.opened).toBe(jobs);
        expect(maxInFlight).toBe(C); // never more than the limit
        const before = samples.filter((x) => x.unopened > 0);
        expect(before.length).toBeGreaterThan(10);
        // the ceiling: every sample taken while a job was left to open had exactly C calls in flight
        expect(before.filter((x) => x.inFlight !== C)).toEqual([]);
        expect(s.maxOpenSeen).toBeLessThanOrEqual(defaultMaxOpen(C));
      }, 60_000);
    }
  }

  it("a job waiting on a call to another endpoint leaves its slot to a new job (calls counted on the tracked client only)", async () => {
    const C = 4;
    const own = heldClient("own");
    const other = heldClient("other");
    let tracked: ChatClient = own.client;
    // every job: one call to the other endpoint (held for good until the end), then one call to its own
    const s = createJobScheduler({
      jobs: 20, concurrency: C, stopped: () => false,
      run: async () => {
        await other.client.complete(REQ, OPTS);
        await tracked.complete(REQ, OPTS);
      },
    });
    tracked = s.track(own.client);
    const done = s.start();
    await idle();
    // the breadth (C jobs) asks nothing of the run's endpoint, so jobs open on demand up to the cap (4 × C)
    expect([s.open, s.pending, other.held.length, own.held.length]).toEqual([16, 0, 16, 0]);
    release(other.held, 16, createRng(1));
    await idle();
    // each of the 16 jobs now asks its own call: 16 pending ≥ C, so no new job opens
    expect([s.open, own.held.length, s.pending]).toEqual([16, 16, 16]);
    while (own.held.length + other.held.length > 0) {
      release(own.held, own.held.length, createRng(2));
      release(other.held, other.held.length, createRng(3));
      await idle();
    }
    await done;
    expect(s.opened).toBe(20);
  });

  it("a stopped run opens nothing more and resolves once the open jobs end", async () => {
    const { client, held } = heldClient();
    let stop = false;
    let tracked: ChatClient = client;
    const s = createJobScheduler({ jobs: 100, concurrency: 3, stopped: () => stop, run: async () => void (await tracked.complete(REQ, OPTS)) });
    tracked = s.track(client);
    let finished = false;
    const done = s.start().then(() => (finished = true));
    await idle();
    expect([s.opened, held.length]).toEqual([3, 3]); // the breadth: C jobs
    stop = true;
    release(held, 3, createRng(1));
    await idle();
    expect(finished).toBe(true);
    await done;
    expect(s.opened).toBe(3);
  });

  it("healthy jobs widen the breadth by one each, up to 2 × concurrency", async () => {
    const { client, held } = heldClient();
    let tracked: ChatClient = client;
    const s = createJobScheduler({ jobs: 100, concurrency: 3, stopped: () => false, run: async () => void (await tracked.complete(REQ, OPTS)) });
    tracked = s.track(client);
    const done = s.start();
    await idle();
    expect([s.breadth, s.open]).toEqual([3, 3]);
    s.healthy();
    s.healthy();
    await idle();
    expect([s.breadth, s.open, held.length]).toEqual([5, 5, 5]);
    for (let k = 0; k < 5; k++) s.healthy();
    await idle();
    expect([s.breadth, s.open]).toEqual([6, 6]);
    while (held.length > 0) {
      release(held, held.length, createRng(4));
      await idle();
    }
    await done;
    expect(s.opened).toBe(100);
  });

  it("each answered call widens the breadth by one (up to 2 × concurrency); a failed call does not", async () => {
    // jobs that ask two calls in turn: the first reply widens the run while its job is still open
    const { client, held } = heldClient();
    let tracked: ChatClient = client;
    const s = createJobScheduler({ jobs: 100, concurrency: 3, stopped: () => false, run: async () => { await tracked.complete(REQ, OPTS); await tracked.complete(REQ, OPTS); } });
    tracked = s.track(client);
    const done = s.start();
    await idle();
    expect([s.breadth, s.open, held.length]).toEqual([3, 3, 3]);
    release(held, 2, createRng(2)); // two first calls answered: their jobs ask their second calls and stay open
    await idle();
    expect([s.breadth, s.open, held.length]).toEqual([5, 5, 5]);
    release(held, 5, createRng(3));
    await idle();
    expect([s.breadth, s.open]).toEqual([6, 6]); // capped at 2 × concurrency
    while (held.length > 0) {
      release(held, held.length, createRng(4));
      await idle();
    }
    await done;
    expect(s.opened).toBe(100);

    let failing: ChatClient = { endpoint: "x", complete: () => Promise.reject(new Error("boom")) };
    const base = failing;
    const f = createJobScheduler({ jobs: 10, concurrency: 2, stopped: () => false, run: async () => { await failing.complete(REQ, OPTS).catch(() => undefined); } });
    failing = f.track(base);
    await f.start();
    expect([f.breadth, f.opened]).toEqual([2, 10]);
  });

  it("calls that fail still free their slot", async () => {
    let tracked: ChatClient = { endpoint: "x", complete: async () => { throw new Error("boom"); } };
    const base = tracked;
    let failures = 0;
    const s = createJobScheduler({ jobs: 10, concurrency: 2, stopped: () => false, run: async () => { await tracked.complete(REQ, OPTS).catch(() => failures++); } });
    tracked = s.track(base);
    await s.start();
    expect([s.opened, s.pending, failures]).toEqual([10, 0, 10]);
  });
});
