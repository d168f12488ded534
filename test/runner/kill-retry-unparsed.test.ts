/**
 * `--retry-unparsed` survives kill -9 anywhere (issue 20): a run whose re-asks are SIGKILLed
 * at targeted points (after re-asks were journaled, before records.jsonl was rewritten) and
 * then re-run ends with the same records as an uninterrupted `--retry-unparsed` run: every
 * repair kept, nothing asked twice.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.js";
import { createRng } from "../../src/stats/rng.js";
import { completion, fakeOpenAI } from "./fake-openai.js";
import { lines, tmp } from "./helpers.js";

const TASKS = 24;
const CHILD = join(PROJECT_ROOT, "test/runner/fixtures/cli-child.ts");
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const exited = (c: ChildProcess): Promise<number | null> => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(c.exitCode) : c.once("exit", (code) => r(code))));
const reasks = (out: string): number => (existsSync(join(out, "calls.jsonl")) ? (readFileSync(join(out, "calls.jsonl"), "utf8").match(/#reask"/g) ?? []).length : 0);

describe("kill -9 during --retry-unparsed", () => {
  it("targeted SIGKILLs after re-asks were journaled: the re-run keeps every repair and equals an uninterrupted run", async () => {
    // Deterministic per request seed: about half the replies cannot be parsed; a re-ask (another seed) usually can.
    const s = await fakeOpenAI(async (b) => {
      await sleep(2);
      return { json: completion(b.seed % 2 === 0 ? "Let me think." : "ANSWER: A") };
    });
    try {
      const dir = tmp();
      const bankFile = join(dir, "bank.json");
      writeFileSync(bankFile, JSON.stringify({ generate: TASKS }));
      const args = (out: string, retry: boolean) => ["run", "echo", "--model", "m", "--base-url", s.url, "--api-key", "k", "--out", out, "--scenarios", bankFile, "--no-cache",
        "--concurrency", "4", "--max-parse-failure-share", "1", "--json", ...(retry ? ["--retry-unparsed"] : [])];
      const start = (a: string[]) => spawn(process.execPath, ["--import", "tsx", CHILD, ...a], { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env } });
      const ref = join(dir, "ref");
      expect(await exited(start(args(ref, false)))).toBe(0);
      const before = lines(join(ref, "records.jsonl")).filter((r) => r.parse_error).length;
      expect(before).toBeGreaterThan(10);
      expect(await exited(start(args(ref, true)))).toBe(0);
      const expected = readFileSync(join(ref, "records.jsonl"), "utf8");
      const after = lines(join(ref, "records.jsonl")).filter((r) => r.parse_error).length;
      expect(after).toBeLessThan(before);

      const out = join(dir, "out");
      expect(await exited(start(args(out, false)))).toBe(0);
      const rng = createRng(20);
      let kills = 0;
      let finished = false;
      for (let round = 0; round < 20 && !finished; round++) {
        const c = start(args(out, true));
        let stderr = "";
        c.stderr!.on("data", (d) => (stderr += d));
        const n0 = reasks(out);
        const t0 = Date.now();
        // Kill once this process has journaled at least one new re-ask (the repair exists only in calls.jsonl then).
        while (c.exitCode === null && Date.now() - t0 < 30_000 && reasks(out) <= n0) await sleep(3);
        if (kills < 5 && c.exitCode === null) {
          await sleep(rng.int(30));
          if (c.exitCode === null) {
            c.kill("SIGKILL");
            kills++;
          }
        }
        const code = await exited(c);
        if (code === 0) finished = true;
        else if (code !== null && code !== 1) throw new Error(`child failed (${code}): ${stderr}`);
      }
      expect(kills).toBeGreaterThanOrEqual(1);
      expect(finished).toBe(true);
      expect(readFileSync(join(out, "records.jsonl"), "utf8")).toBe(expected);
      // nothing was asked twice: one re-ask per key at most
      const keys = lines(join(out, "calls.jsonl")).map((c) => `${c.job}|${c.key}`);
      expect(new Set(keys).size).toBe(keys.length);
    } finally {
      await s.close();
    }
  }, 600_000);
});
