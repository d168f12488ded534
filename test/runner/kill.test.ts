import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { echoProtocol, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { PROJECT_ROOT } from "../../src/paths.js";
import { createRng } from "../../src/stats/rng.js";
import { echoServer, FAST_RETRY, gateServer, tmp } from "./helpers.js";

const TASKS = 300; // × 3 agents × 3 phases = 2700 trials
const CONCURRENCY = 8;
const KILLS = 12;
/** At most this many calls are let through to each process that is to be killed: KILLS × (MAX_CALLS + 1) < 2700, so no such process can finish its run, however slow the test's own process is. */
const MAX_CALLS = 150;

function child(url: string, out: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", join(PROJECT_ROOT, "test/runner/fixtures/run-echo.ts"), url, out, String(TASKS), String(CONCURRENCY)], {
    cwd: PROJECT_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

const exited = (c: ChildProcess): Promise<number | null> => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(c.exitCode) : c.once("exit", (code) => r(code))));
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe("kill test", () => {
  it("SIGKILLed 12 times at random points and resumed, the log has every trial once and equals an uninterrupted run", async () => {
    const server = await echoServer({ latencyMs: 3, latencySigma: 0.5 });
    const gate = await gateServer(server.url);
    try {
      const ref = tmp();
      gate.admit(Infinity); // the reference goes through the gate too: the run id is keyed by the endpoint
      await runProtocol({ protocol: echoProtocol, model: "typical", baseURL: gate.url, apiKey: "not-needed", out: ref, bank: generateEchoBank(TASKS), concurrency: CONCURRENCY, cache: false, retry: { ...FAST_RETRY, timeoutMs: 2000 } });
      const expected = readFileSync(join(ref, "records.jsonl"), "utf8");
      expect(expected.split("\n").length - 1).toBe(TASKS * 9);

      const out = tmp();
      const rng = createRng(2024);
      let kills = 0;
      let finished = false;
      const sizes: number[] = [];
      for (let round = 0; round < 40 && !finished; round++) {
        // A process to be killed gets a random number of calls through the gate and then waits, unanswered: it is killed
        // after a random delay, mid-run or waiting at the gate, but never after it has finished (that depended on timing).
        gate.admit(kills < KILLS ? 1 + rng.int(MAX_CALLS) : Infinity);
        const c = child(gate.url, out);
        let stderr = "";
        c.stderr!.on("data", (d) => (stderr += d));
        // Wait until this process is journaling, then kill it after a random delay.
        const t0 = Date.now();
        const calls = join(out, "calls.jsonl");
        const before = existsSync(calls) ? readFileSync(calls).length : 0;
        while (c.exitCode === null && Date.now() - t0 < 20_000 && !(existsSync(calls) && readFileSync(calls).length > before)) await sleep(5);
        if (kills < KILLS && c.exitCode === null) {
          await sleep(rng.int(250));
          if (c.exitCode === null) {
            c.kill("SIGKILL");
            kills++;
          }
        }
        const code = await exited(c);
        if (code === 0) finished = true;
        else if (code !== null) throw new Error(`child failed (${code}): ${stderr}`);
        const text = existsSync(join(out, "records.jsonl")) ? readFileSync(join(out, "records.jsonl"), "utf8") : "";
        const ids = text.split("\n").filter((l) => l.endsWith("}")).map((l) => JSON.parse(l).trial_id);
        expect(new Set(ids).size).toBe(ids.length); // never a duplicate, even mid-way
        sizes.push(ids.length);
      }
      expect(kills).toBe(KILLS);
      expect(finished).toBe(true);
      expect(sizes[0]).toBeLessThan(TASKS * 9); // the first kill did land mid-run
      const got = readFileSync(join(out, "records.jsonl"), "utf8");
      expect(got).toBe(expected);
    } finally {
      await gate.close();
      await server.close();
    }
  }, 300_000); // 13 child processes under tsx: about 20 s on a quiet machine, 55 s with four busy loops on two cores
});
