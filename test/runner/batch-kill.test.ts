// kill -9 of `groupthink run --batch` in each phase of a batch (issue 22), then resume: no batch is ever
// created twice (the stand-in counts creations), no request is in two batches, and the records and calls
// equal a live run's. The stand-in leaves the request of the phase unanswered, so the kill lands there
// whatever the machine's speed (no timing in the assertions).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../src/paths.js";
import { dryRun } from "../../src/runner/dry-run.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { startBatchServer, type BatchPhase, type BatchServer } from "../../src/runner/simulator/batch-server.js";
import { callsWithoutTiming, lines, tmp } from "./helpers.js";

const CHILD = join(PROJECT_ROOT, "test/runner/fixtures/cli-child.ts");
const HP = { protocol: "hidden_profile", model: "typical", apiKey: "not-needed", cache: false as const, limit: 1, protocolOptions: { sessions: 2, rounds: 1 } };

let plan: { phase: BatchPhase; at: number; seen: number; hung: () => void } | null = null;
let server: BatchServer;
let live: string;
let rounds: number;

beforeAll(async () => {
  server = await startBatchServer({
    hang: (phase) => plan !== null && phase === plan.phase && ++plan.seen === plan.at,
    onHang: () => plan?.hung(),
  });
  live = tmp("gt-batch-live-");
  expect((await runProtocol({ ...HP, baseURL: server.url, out: live })).status).toBe("complete");
  rounds = (await dryRun({ ...HP, out: tmp(), batch: {} })).batch!.rounds;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function child(out: string): ChildProcess {
  const argv = ["run", "hidden_profile", "--model", "typical", "--base-url", server.url, "--out", out, "--limit", "1", "--sessions", "2", "--rounds", "1", "--batch", "--batch-poll-ms", "1", "--no-cache", "--json"];
  return spawn(process.execPath, ["--import", "tsx", CHILD, ...argv], { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, OPENAI_API_KEY: "not-needed" } });
}

function finished(c: ChildProcess): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  c.stdout!.on("data", (d) => (stdout += d));
  c.stderr!.on("data", (d) => (stderr += d));
  return new Promise((r) => c.once("close", (code, signal) => r({ code, signal, stdout, stderr })));
}

const PHASES: [string, BatchPhase, number][] = [
  ["after the input file is uploaded (its id never reached the client)", "upload", 2],
  ["after the upload is ledgered, before the batch is created", "before-create", 2],
  ["after the batch is created (its id never reached the client: adopted from the endpoint's list)", "create", 2],
  ["while polling", "retrieve", 2],
  ["while the output file is downloaded", "content", 1],
  ["after an output was downloaded and journaled (next stage's upload)", "upload", 3],
];

describe("kill -9 of run --batch in each phase, then resume", () => {
  for (const [what, phase, at] of PHASES) {
    it(`${what}: no batch created twice, records and calls equal a live run's`, async () => {
      const out = tmp("gt-batch-kill-");
      const before = server.stats.creations;
      let hung!: () => void;
      const hangs = new Promise<void>((r) => (hung = r));
      plan = { phase, at, seen: 0, hung };
      const first = child(out);
      const firstDone = finished(first);
      await Promise.race([hangs, firstDone]);
      first.kill("SIGKILL");
      const r1 = await firstDone;
      plan = null;
      expect(r1.signal, r1.stderr).toBe("SIGKILL");
      const r2 = await finished(child(out));
      expect(r2.code, r2.stderr).toBe(0);
      const summary = JSON.parse(r2.stdout);
      expect(summary.status).toBe("complete");
      // never a batch created twice: exactly one per stage over both processes, no request in two batches
      expect(server.stats.creations - before).toBe(rounds);
      const batches = lines(join(out, "batches.jsonl")).filter((e) => e.type === "batch");
      const ids = batches.flatMap((b) => b.custom_ids as string[]);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(batches.map((b) => b.batch_id)).size).toBe(rounds);
      if (phase === "create" || phase === "retrieve" || phase === "content") expect(summary.batch.batches_resumed).toBe(1);
      expect(readFileSync(join(out, "records.jsonl"), "utf8")).toBe(readFileSync(join(live, "records.jsonl"), "utf8"));
      expect(callsWithoutTiming(out)).toEqual(callsWithoutTiming(live));
    }, 120_000);
  }
});
