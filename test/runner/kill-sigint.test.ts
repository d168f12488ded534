/**
 * Ctrl-C mid-run, then resume: the records come out byte-identical, in order,
 * to an uninterrupted run's (a job cut short by the interrupt writes nothing;
 * the ordered writer never writes past it).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.js";
import { createRng } from "../../src/stats/rng.js";
import { echoServer, gateServer, tmp } from "./helpers.js";

const TASKS = 60; // × 9 = 540 trials
const INTERRUPTS = 6;
/** At most this many calls are let through to each process that is to be interrupted: INTERRUPTS × (MAX_CALLS + 1) < 540, so no such process can finish its run first. */
const MAX_CALLS = 60;
const CHILD = join(PROJECT_ROOT, "test/runner/fixtures/cli-child.ts");
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const exited = (c: ChildProcess): Promise<number | null> => new Promise((r) => (c.exitCode !== null ? r(c.exitCode) : c.once("exit", (code) => r(code))));

describe("SIGINT test", () => {
  it("interrupted with SIGINT 6 times and resumed, records.jsonl equals an uninterrupted run byte for byte", async () => {
    const server = await echoServer({ latencyMs: 4, latencySigma: 0.5 });
    const gate = await gateServer(server.url);
    try {
      const dir = tmp();
      const bank = join(dir, "bank.json");
      writeFileSync(bank, JSON.stringify({ generate: TASKS }));
      const args = (out: string) => ["run", "echo", "--model", "typical", "--base-url", gate.url, "--out", out, "--scenarios", bank, "--no-cache", "--concurrency", "6", "--json"];
      const run = (out: string) => spawn(process.execPath, ["--import", "tsx", CHILD, ...args(out)], { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, OPENAI_API_KEY: "x" } });
      const ref = join(dir, "ref");
      gate.admit(Infinity); // the reference goes through the gate too: the run id is keyed by the endpoint
      expect(await exited(run(ref))).toBe(0);
      const expected = readFileSync(join(ref, "records.jsonl"), "utf8");
      expect(expected.split("\n").length - 1).toBe(TASKS * 9);

      const out = join(dir, "out");
      const rng = createRng(7);
      let interrupts = 0;
      let finished = false;
      for (let round = 0; round < 30 && !finished; round++) {
        // A process to be interrupted gets a random number of calls through the gate and then waits, unanswered:
        // interrupted mid-run or waiting at the gate, but never after it has finished (that depended on timing).
        gate.admit(interrupts < INTERRUPTS ? 1 + rng.int(MAX_CALLS) : Infinity);
        const c = run(out);
        let stderr = "";
        c.stderr!.on("data", (d) => (stderr += d));
        const calls = join(out, "calls.jsonl");
        const before = existsSync(calls) ? readFileSync(calls).length : 0;
        const t0 = Date.now();
        while (c.exitCode === null && Date.now() - t0 < 20_000 && !(existsSync(calls) && readFileSync(calls).length > before)) await sleep(5);
        if (interrupts < INTERRUPTS && c.exitCode === null) {
          await sleep(rng.int(150));
          if (c.exitCode === null) {
            c.kill("SIGINT");
            interrupts++;
          }
        }
        const code = await exited(c);
        if (code === 0) finished = true;
        else if (code !== 1) throw new Error(`child failed (${code}): ${stderr}`);
        // at every stop the records so far are a prefix of the uninterrupted run's
        const got = existsSync(join(out, "records.jsonl")) ? readFileSync(join(out, "records.jsonl"), "utf8") : "";
        expect(expected.startsWith(got)).toBe(true);
      }
      expect(interrupts).toBe(INTERRUPTS);
      expect(finished).toBe(true);
      expect(readFileSync(join(out, "records.jsonl"), "utf8")).toBe(expected);
    } finally {
      await gate.close();
      await server.close();
    }
  }, 120_000);
});
