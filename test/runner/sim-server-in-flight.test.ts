import { describe, expect, it } from "vitest";
import { echoServer } from "./helpers.js";

// bench/throughput.ts samples the simulator server's calls in flight (issue 22). No wall clock: requests that
// are never answered (phang 1) stay in flight until the client gives up.
const tick = (): Promise<void> => new Promise((r) => setImmediate(r));

describe("SimServer.inFlight", () => {
  it("counts chat requests received and not yet answered or closed", async () => {
    const s = await echoServer({ phang: 1 });
    try {
      expect(s.inFlight).toBe(0);
      const ac = new AbortController();
      const body = JSON.stringify({ model: "typical", messages: [{ role: "user", content: "x" }] });
      const calls = [1, 2, 3].map(() => fetch(`${s.url}/chat/completions`, { method: "POST", body, headers: { "content-type": "application/json" }, signal: ac.signal }).catch(() => null));
      while (s.inFlight < 3) await tick();
      expect(s.inFlight).toBe(3);
      ac.abort();
      await Promise.all(calls);
      while (s.inFlight > 0) await tick();
      expect(s.inFlight).toBe(0);
      expect(s.stats.hang).toBe(3);
    } finally {
      await s.close();
    }
  }, 60_000);
});
