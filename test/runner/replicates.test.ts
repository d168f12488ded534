import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { replicateKey, type TrialRecord } from "../../src/schema/records.js";
import { replicateError, replicateJobs, replicateRecord, replicateSuffix } from "../../src/runner/replicates.js";
import { echoProtocol, echoResponder, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { lines, tmp } from "./helpers.js";

const sim = { protocol: echoProtocol, model: "sim:typical", simResponders: [echoResponder] };

describe("replicates", () => {
  it("suffixes: none for seed 0 repeat 0, ~sS, ~rR, ~sSrR", () => {
    expect([replicateSuffix(0, 0), replicateSuffix(2, 0), replicateSuffix(0, 1), replicateSuffix(2, 1), replicateSuffix(10, 12)]).toEqual(["", "~s2", "~r1", "~s2r1", "~s10r12"]);
  });

  it("jobs are drawn repeat-major with suffixed ids; records and errors are re-keyed, inputs unchanged", () => {
    const jobs = replicateJobs([{ id: "a", item: 0, trialIds: ["a:1", "a:2"] }, { id: "b", item: 1, trialIds: ["b:1"] }], 3, 2);
    expect(jobs.map((j) => [j.id, j.trialIds, j.repeat, j.original.id])).toEqual([
      ["a~s3", ["a:1~s3", "a:2~s3"], 0, "a"], ["b~s3", ["b:1~s3"], 0, "b"], ["a~s3r1", ["a:1~s3r1", "a:2~s3r1"], 1, "a"], ["b~s3r1", ["b:1~s3r1"], 1, "b"],
    ]);
    const rec = { protocol: "judge", uuid: "u1", trial_id: "t1" } as unknown as TrialRecord;
    expect(replicateRecord(rec, 3, 1, "~s3r1")).toEqual({ protocol: "judge", uuid: "u1~s3r1", trial_id: "t1~s3r1", run_seed: 3, repeat: 1 });
    expect(rec).toEqual({ protocol: "judge", uuid: "u1", trial_id: "t1" });
    expect(replicateError({ trial_id: "a:1", error: "x" }, "~r1", new Set(["a:1~r1"]))).toEqual({ trial_id: "a:1~r1", error: "x" });
  });

  it("--repeats 3 --temperature 0.7 gives 3× the records, each repeat its own seeds, run_seed/repeat on every record", async () => {
    const bank = generateEchoBank(4);
    const one = await runProtocol({ ...sim, out: tmp(), bank });
    const out = tmp();
    const three = await runProtocol({ ...sim, out, bank, repeats: 3, sampling: { temperature: 0.7 } });
    expect([three.status, three.trials, three.planned, three.repeats]).toEqual(["complete", 3 * one.trials, 3 * one.trials, 3]);
    const recs = lines(join(out, "records.jsonl"));
    expect(new Set(recs.map((r) => r.trial_id)).size).toBe(recs.length);
    expect(recs.map((r) => replicateKey(r)).filter((k, i, a) => a.indexOf(k) === i)).toEqual(["s0r0", "s0r1", "s0r2"]);
    expect(recs.filter((r) => r.repeat === 0).every((r) => !r.trial_id.includes("~"))).toBe(true);
    expect(recs.filter((r) => r.repeat === 2).every((r) => r.trial_id.endsWith("~r2") && r.run_seed === 0)).toBe(true);
    const calls = lines(join(out, "calls.jsonl"));
    const seeds = (suffix: string) => calls.filter((c) => c.job === `${echoProtocol.plan(bank, {})[0].id}${suffix}`).map((c) => c.reply.seed);
    expect(seeds("")).not.toEqual(seeds("~r1"));
    expect(calls.every((c) => c.request.temperature === 0.7)).toBe(true);
    // resumable: the same call again runs nothing
    const again = await runProtocol({ ...sim, out, bank, repeats: 3, sampling: { temperature: 0.7 } });
    expect([again.new_trials, again.jobs.skipped]).toEqual([0, 12]);
  });

  it("runs of one model with different seeds have disjoint trial ids, so they load together", async () => {
    const bank = generateEchoBank(2);
    const a = tmp(), b = tmp();
    await runProtocol({ ...sim, out: a, bank });
    await runProtocol({ ...sim, out: b, bank, seed: 2 });
    const ids = (d: string) => lines(join(d, "records.jsonl")).map((r) => r.trial_id as string);
    const both = [...ids(a), ...ids(b)];
    expect(new Set(both).size).toBe(both.length);
    expect(ids(b).every((t) => t.endsWith("~s2"))).toBe(true);
    expect(readFileSync(join(b, "records.jsonl"), "utf8")).toContain('"run_seed":2,"repeat":0');
  });
});
