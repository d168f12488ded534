import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { echoProtocol, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { validateRecord } from "../../src/schema/validate.js";
import { echoServer, FAST_RETRY, lines, tmp } from "./helpers.js";

describe("fault injection: 10% 429, 5% 500, 2% hangs, 3% malformed, plus truncated and format-breaking replies", () => {
  it("completes; every trial is a valid record, a null + parse_error record, or a recorded error", async () => {
    const server = await echoServer({ p429: 0.1, p500: 0.05, phang: 0.02, pmalformed: 0.03, ptruncate: 0.02, pbreak: 0.02, latencyMs: 1, retryAfterMs: 5 }, 7);
    try {
      const out = tmp();
      const bank = generateEchoBank(60);
      const retry = { ...FAST_RETRY, timeoutMs: 250, maxAttempts: 4 };
      const s = await runProtocol({ protocol: echoProtocol, model: "typical", baseURL: server.url, bank, out, concurrency: 16, cache: false, retry, maxErrorShare: 1 });
      expect(s.status === "complete" || s.status === "incomplete").toBe(true);
      expect(server.stats["429"]).toBeGreaterThan(0);
      expect(server.stats.hang).toBeGreaterThan(0);
      expect(server.stats.malformed).toBeGreaterThan(0);
      const recs = lines(join(out, "records.jsonl"));
      const errs = lines(join(out, "errors.jsonl"));
      const planned = echoProtocol.plan(bank, {}).flatMap((j) => j.trialIds);
      const recIds = recs.map((r) => r.trial_id);
      const errIds = errs.map((e) => e.trial_id);
      expect(new Set(recIds).size).toBe(recIds.length);
      expect(recIds.filter((t) => errIds.includes(t))).toEqual([]);
      expect([...recIds, ...errIds].sort()).toEqual([...planned].sort());
      let parseFailures = 0;
      recs.forEach((r, i) => {
        validateRecord(r, "records.jsonl", i + 1);
        if (r.vote === null) {
          parseFailures++;
          expect(r.parse_error).toMatch(/ANSWER|not one of/);
          expect(typeof r.raw).toBe("string");
        } else expect(r.raw).toContain(`ANSWER: ${r.vote}`);
      });
      expect(parseFailures).toBeGreaterThan(0); // truncated and format-breaking replies were not coerced
      expect(s.parse_failures).toBe(parseFailures);
      for (const e of errs) expect(e.error).toMatch(/failed after 4 attempts/);
      // The next run retries what failed and ends complete.
      const s2 = await runProtocol({ protocol: echoProtocol, model: "typical", baseURL: server.url, bank, out, concurrency: 16, cache: false, retry: { ...retry, maxAttempts: 12 }, maxErrorShare: 1 });
      expect(s2.status).toBe("complete");
      expect(lines(join(out, "records.jsonl")).map((r) => r.trial_id).sort()).toEqual([...planned].sort());
    } finally {
      await server.close();
    }
  });
});
