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
import { echoServer, tmp } from "./helpers.js";

const TASKS = 60;
const CHILD = join(PROJECT_ROOT, "test/runner/fixtures/cli-child.ts");
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const exited = (c: ChildProcess): Promise<number | null> => new Promise((r) => (c.exitCode !== null ? r(c.exitCode) : c.once("exit", (code) => r(code))));

describe("SIGINT test", () => {
  it("interrupted with SIGINT ≥ 5 times and resumed, records.jsonl equals an uninterrupted run byte for byte", async () => {
    const server = await echoServer({ latencyMs: 4, latencySigma: 0.5 });
    try {
      const dir = tmp();
      const bank = join(dir, "bank.json");
      writeFileSync(bank, JSON.stringify({ generate: TASKS }));
      const args = (out: string) => ["run", "echo", "--model", "typical", "--base-url", server.url, "--out", out, "--scenarios", bank, "--no-cache", "--concurrency", "6", "--json"];
      const run = (out: string) => spawn(process.execPath, ["--import", "tsx", CHILD, ...args(out)], { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, OPENAI_API_KEY: "x" } });
      const ref = join(dir, "ref");
      expect(await exited(run(ref))).toBe(0);
      const expected = readFileSync(join(ref, "records.jsonl"), "utf8");
      expect(expected.split("\n").length - 1).toBe(TASKS * 9);

      const out = join(dir, "out");
      const rng = createRng(7);
      let interrupts = 0;
      let finished = false;
      for (let round = 0; round < 30 && !finished; round++) {
        const c = run(out);
        let stderr = "";
        c.stderr!.on("data", (d) => (stderr += d));
        const calls = join(out, "calls.jsonl");
        const before = existsSync(calls) ? readFileSync(calls).length : 0;
        const t0 = Date.now();
        while (c.exitCode === null && Date.now() - t0 < 20_000 && !(existsSync(calls) && readFileSync(calls).length > before)) await sleep(5);
        if (interrupts < 6 && c.exitCode === null) {
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
      expect(interrupts).toBeGreaterThanOrEqual(5);
      expect(finished).toBe(true);
      expect(readFileSync(join(out, "records.jsonl"), "utf8")).toBe(expected);
    } finally {
      await server.close();
    }
  }, 120_000);
});
