import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../../../src/errors.js";
import { loadLogs } from "../../../../src/load/load-logs.js";
import { projectPath } from "../../../../src/paths.js";
import { protocol } from "../../../../src/paradigms/judge/protocol/index.js";
import { main as runMain } from "../../../../src/cli/run.js";

// Issue 26: round-robin cross-blind judging (paper 003's grid: judges never grade their own traces).
const bank = protocol.loadBank(projectPath("scenarios", "judge"));
const judges = ["sim:typical", "sim:resistant", "sim:susceptible"];

describe("--judges: round-robin cross-blind judging", () => {
  it("plans every trajectory once per listed judge other than the propagator", () => {
    const single = protocol.plan(bank, {}, { model: "typical" });
    const jobs = protocol.plan(bank, { judges }, { model: "typical" });
    expect(jobs).toHaveLength(2 * single.length);
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    expect(jobs[0].id).toBe(`judge=resistant:${single[0].id}`);
    expect(jobs[0].trialIds[0]).toBe("typical:judge=resistant:" + single[0].trialIds[0].replace(/^typical:/, ""));
    expect(jobs.at(-1)!.id.startsWith("judge=susceptible:")).toBe(true);
  });
  it("refuses --judge-model with --judges, and a list holding only the propagator", () => {
    expect(() => protocol.plan(bank, { judges, "judge-model": "sim:resistant" }, { model: "typical" })).toThrow(UsageError);
    expect(() => protocol.plan(bank, { judges: ["sim:typical"] }, { model: "typical" })).toThrow(/no judge other than the propagator/);
  });
  it("one command runs the 3 propagators × 2 cross-blind judges grid (run --config)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "judge-grid-"));
    const cfg = join(dir, "grid.json");
    writeFileSync(cfg, JSON.stringify({ protocol: "judge", models: judges, options: { judges, limit: 2 } }));
    const write = process.stdout.write, ew = process.stderr.write;
    process.stdout.write = (() => true) as typeof process.stdout.write;
    process.stderr.write = (() => true) as typeof process.stderr.write;
    let code: number;
    try { code = await runMain(["--config", cfg, "--out", join(dir, "out")]); } finally { process.stdout.write = write; process.stderr.write = ew; }
    expect(code).toBe(0);
    const files = judges.map((m) => join(dir, "out", "judge", m.replace(":", "_"), "records.jsonl"));
    const recs = (await loadLogs(files)).judge;
    const pairs = new Set(recs.map((r) => `${r.propagator}>${r.judge}`));
    expect([...pairs].sort()).toEqual(["resistant>susceptible", "resistant>typical", "susceptible>resistant", "susceptible>typical", "typical>resistant", "typical>susceptible"]);
    expect(recs.every((r) => r.judge !== r.propagator)).toBe(true);
  });
});
