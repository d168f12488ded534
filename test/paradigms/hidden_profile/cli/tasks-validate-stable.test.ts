/**
 * Issue 20: the per-fact check of `tasks validate` is stable per task. Each lone vote is drawn from a
 * stream derived from (run seed, task id, session, agent, phase) only — the job seed
 * `deriveSeed(seed, "<model>|<task>:validation:s<k>")`, the call seed `deriveSeed(job seed, "call:a<i>:pre")`,
 * which the simulator combines with the request's own messages — so adding, removing or reordering other
 * tasks changes no task's result.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateHiddenProfileBank } from "../../../../src/paradigms/hidden_profile/cli/tasks-validate.js";
import { projectPath } from "../../../../src/paths.js";
import { loadHiddenProfileTasks } from "../../../../src/paradigms/hidden_profile/protocol/index.js";
import { callSeed, jobSeed } from "../../../../src/runner/seeds.js";

const shipped = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile"));
const pick = (...ids: string[]) => ids.map((id) => shipped.find((t) => t.id === id)!);

async function validate(ids: string[], seed = 0) {
  const dir = mkdtempSync(join(tmpdir(), "hp-val-stable-"));
  const bank = join(dir, "bank.json");
  writeFileSync(bank, JSON.stringify(pick(...ids)));
  const report = await validateHiddenProfileBank({ model: "sim:gpt-4.1-sim", out: join(dir, "o"), scenarios: bank, sessions: 10, seed });
  return { rows: new Map(report.rows.map((r) => [r.id, r])), dir };
}

describe("tasks validate: a task's result does not depend on the other tasks of the bank", () => {
  it("adding tasks before, between and after hp-013 and hp-033 changes neither's per-agent counts or accuracies", async () => {
    const alone = await validate(["hp-013", "hp-033"]);
    const more = await validate(["hp-001", "hp-013", "hp-020", "hp-033", "hp-040"]);
    const reordered = await validate(["hp-033", "hp-040", "hp-013"]);
    for (const id of ["hp-013", "hp-033"]) {
      const a = alone.rows.get(id)!;
      expect(a.facts?.length).toBeGreaterThan(0);
      for (const other of [more, reordered]) {
        const b = other.rows.get(id)!;
        expect(b.facts).toEqual(a.facts);
        expect([b.pre_acc, b.full_acc, b.facts_ok, b.reason]).toEqual([a.pre_acc, a.full_acc, a.facts_ok, a.reason]);
      }
    }
  }, 120_000);

  it("each lone vote's seed is derived from the run seed, the task id, the session and the agent", async () => {
    const { dir } = await validate(["hp-013"], 3);
    const recs = readFileSync(join(dir, "o", "run", "records.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
    const pre = recs.filter((r) => r.phase === "pre");
    expect(pre.length).toBe(50); // 5 agents × 10 sessions
    for (const r of pre) expect(r.seed).toBe(callSeed(jobSeed(3, `gpt-4.1-sim|hp-013:validation:s${r.session}~s3`), `a${r.agent}:pre`));
  }, 120_000);
});
