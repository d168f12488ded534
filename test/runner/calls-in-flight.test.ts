import { describe, expect, it } from "vitest";
import { echoProtocol, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { completion, fakeOpenAI } from "./fake-openai.js";
import { FAST_RETRY, tmp } from "./helpers.js";

// Issue 22, runner at the ceiling: whatever the stage structure, `concurrency` calls are in flight at once.
// The server holds every request until `concurrency` of them have arrived (or every call left has), then
// answers them together: a scheduler that kept fewer calls in flight would never fill a batch. No timing.
describe("the scheduler keeps --concurrency calls in flight", () => {
  for (const [jobs, C] of [[10, 5], [4, 7], [12, 16]] as const) {
    it(`${jobs} jobs of 3 dependent stages (2 calls each), concurrency ${C}`, async () => {
      const total = jobs * 3 * 2;
      let held: (() => void)[] = [], inFlight = 0, max = 0, answered = 0;
      const batches: number[] = [];
      const s = await fakeOpenAI(
        () =>
          new Promise((resolve) => {
            inFlight++;
            max = Math.max(max, inFlight);
            held.push(() => { inFlight--; resolve({ json: completion("ANSWER: A") }); });
            if (held.length >= Math.min(C, total - answered)) {
              const go = held;
              held = [];
              answered += go.length;
              batches.push(go.length);
              for (const f of go) f();
            }
          }),
      );
      try {
        const r = await runProtocol({
          protocol: echoProtocol, model: "m", baseURL: s.url, apiKey: "x", out: tmp(), bank: generateEchoBank(jobs), protocolOptions: { agents: 2 },
          cache: false, retry: { ...FAST_RETRY, timeoutMs: 120_000 }, concurrency: C,
        });
        expect(r.status).toBe("complete");
        expect(r.calls).toBe(total);
        expect(max).toBe(Math.min(C, jobs * 2)); // never more than the limit; as many as the open stages allow
        // every batch but the last is full: C calls were in flight whenever that many were left to send
        expect(batches.slice(0, -1).every((b) => b === Math.min(C, jobs * 2))).toBe(true);
      } finally {
        await s.close();
      }
    }, 120_000);
  }
});
