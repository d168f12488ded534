// The offline hand-off of batch mode (issue 22): `batch export` writes a stage's requests in the OpenAI
// batch input format, a stand-in for vLLM's run_batch answers them from the simulator, `batch import`
// reads the output back; repeated until the run is complete, the records equal a live run's.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main as exportMain, pendingRequestFile } from "../../src/cli/batch-export.js";
import { main as importMain } from "../../src/cli/batch-import.js";
import { UsageError } from "../../src/errors.js";
import { dryRun } from "../../src/runner/dry-run.js";
import { parseExperiment, experimentRuns } from "../../src/runner/experiment.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { startSimServer, type SimServer } from "../../src/runner/simulator/server.js";
import { main as runMain } from "../../src/cli/run.js";
import { callsWithoutTiming, capture, tmp } from "../runner/helpers.js";

/** What vLLM's `run_batch -i IN -o OUT` does, with the simulator as the model: one output line per input line. */
async function engine(sim: SimServer, input: string, output: string, skip: (i: number) => boolean = () => false): Promise<number> {
  const out: string[] = [];
  const rows = readFileSync(input, "utf8").split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l));
  for (const [i, row] of rows.entries()) {
    expect(row).toMatchObject({ method: "POST", url: "/v1/chat/completions" });
    if (skip(i)) continue;
    const r = await fetch(`${sim.url}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(row.body) });
    out.push(JSON.stringify({ id: `vllm-${i}`, custom_id: row.custom_id, response: { status_code: r.status, request_id: `vllm-${i}`, body: await r.json() }, error: null }));
  }
  writeFileSync(output, out.join("\n") + "\n");
  return rows.length;
}

const ARGS = ["hidden_profile", "--model", "typical", "--limit", "1", "--sessions", "2", "--rounds", "1", "--no-cache"];
let sim: SimServer;
beforeAll(async () => {
  sim = await startSimServer();
});
afterAll(async () => {
  await sim?.close();
});

describe("batch export | import", () => {
  it("hands each stage to an offline engine and back until the run is complete; records and calls equal a live run's", async () => {
    const live = tmp("gt-offline-live-");
    expect((await runProtocol({ protocol: "hidden_profile", model: "typical", baseURL: sim.url, apiKey: "x", out: live, cache: false, limit: 1, protocolOptions: { sessions: 2, rounds: 1 } })).status).toBe("complete");
    const rounds = (await dryRun({ protocol: "hidden_profile", model: "typical", out: tmp(), limit: 1, protocolOptions: { sessions: 2, rounds: 1 }, batch: {} })).batch!.rounds;
    const out = tmp("gt-offline-");
    const args = [...ARGS, "--base-url", sim.url, "--out", out];
    let exports = 0;
    let requests = 0;
    for (;;) {
      expect(await exportMain([...args])).toBe(0);
      exports++;
      const pending = pendingRequestFile(out);
      if (pending === null) break;
      // the first stage's engine drops one line: the next export asks it again
      const n = await engine(sim, pending.file, join(out, `engine-${exports}.jsonl`), (i) => exports === 1 && i === 0);
      requests += n;
      expect(n).toBe(pending.requests);
      expect(await importMain([out, join(out, `engine-${exports}.jsonl`)])).toBe(0);
      expect(exports).toBeLessThan(3 * rounds);
    }
    expect(exports).toBe(rounds + 2); // one export per stage, one for the dropped line, one that completes the run
    expect(existsSync(join(out, "batch", "requests-1.output.jsonl"))).toBe(true);
    expect(readFileSync(join(out, "records.jsonl"), "utf8")).toBe(readFileSync(join(live, "records.jsonl"), "utf8"));
    expect(callsWithoutTiming(out)).toEqual(callsWithoutTiming(live));
    expect(requests).toBe(callsWithoutTiming(live).length + 1);
  }, 180_000);

  it("import refuses a folder with nothing exported, and output answering no exported request", async () => {
    const out = tmp("gt-offline-");
    await expect(importMain([out, "x.jsonl"])).rejects.toThrow(UsageError);
    expect(await exportMain([...ARGS, "--out", out])).toBe(0);
    const bad = join(out, "bad.jsonl");
    writeFileSync(bad, JSON.stringify({ custom_id: "gt-nope", response: { status_code: 200, body: {} }, error: null }) + "\n");
    await expect(importMain([out, bad])).rejects.toThrow(/no line answers a request of the exported batch/);
  }, 60_000);
});

describe("batch: true in an experiment file", () => {
  it("turns batch mode on for every run, with batch_poll_ms", () => {
    const runs = experimentRuns(parseExperiment("protocol: hidden_profile\nmodels: [gpt-4o]\nbatch: true\nbatch_poll_ms: 5\n", "exp.yaml"), "out");
    expect(runs[0].batch).toEqual({ pollMs: 5 });
    expect(experimentRuns(parseExperiment("protocol: hidden_profile\nmodels: [gpt-4o]\n", "exp.yaml"), "out")[0].batch).toBeUndefined();
    expect(() => parseExperiment("protocol: hidden_profile\nmodels: [gpt-4o]\nbatch: yes please\n", "exp.yaml")).toThrow(/batch expects true or false/);
  });
});

describe("run --dry-run --batch", () => {
  it("prints the batch rounds and the batch price beside the live estimate", async () => {
    const argv = ["hidden_profile", "--model", "gpt-4o", "--out", tmp(), "--limit", "1", "--sessions", "2", "--rounds", "1", "--dry-run", "--batch", "--price-in", "2.5", "--price-out", "10"];
    const text = await capture(() => runMain([...argv]));
    expect(text.code).toBe(0);
    const json = await capture(() => runMain([...argv, "--json"]));
    const e = JSON.parse(json.out);
    expect(e.batch.rounds).toBe(6); // 2 sessions × 1 round (26 calls): pre+full votes (12), each of 3 agents in turn (2 each), the stance extraction (2), post votes (6)
    expect(e.calls).toBe(26);
    expect(e.batch.cost).toBeCloseTo(e.cost / 2, 12);
    expect(text.err).toContain(`batch: 6 batch rounds (stages), batch price ≈ ${e.batch.cost.toFixed(4)} (50% off the live estimate)`);
    await expect(runMain(["hidden_profile", "--model", "m", "--out", tmp(), "--batch-poll-ms", "5"])).rejects.toThrow(/--batch-poll-ms goes with --batch/);
  }, 60_000);
});
