/**
 * Issue 20: the per-fact check reads meaning. A task's own elimination table (`fact_eliminates`,
 * `joint_eliminates`, fact-table.ts), written by reading each hidden fact with the shared ones, replaces
 * the word-level table (evidence.ts) in the simulator and so in `tasks validate`.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateHiddenProfileBank } from "../../../../src/paradigms/hidden_profile/cli/tasks-validate.js";
import { DataError } from "../../../../src/errors.js";
import { projectPath } from "../../../../src/paths.js";
import { hiddenFactsOf, loadHiddenProfileTasks } from "../../../../src/paradigms/hidden_profile/protocol/bank.js";
import { hpSettles } from "../../../../src/paradigms/hidden_profile/protocol/evidence.js";
import { hpFactTableIssues, hpSettlesByTable, hpSettlesRead } from "../../../../src/paradigms/hidden_profile/protocol/fact-table.js";

const shipped = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile"));
const task = (id: string) => shipped.find((t) => t.id === id)!;
const entry = (e: string | string[]) => (typeof e === "string" ? [e] : e);

describe("the shipped bank's tables read by meaning", () => {
  it("every task carries a well-formed table; no agent's information alone settles its task; all facts together do (hp-027 rewritten)", () => {
    expect(shipped.length).toBe(40);
    for (const t of shipped) {
      expect(Array.isArray(t.fact_eliminates)).toBe(true);
      expect(hpFactTableIssues(t)).toEqual([]);
    }
    const single = shipped.flatMap((t) => t.hidden_information.flatMap((e, i) => (hpSettlesByTable(t, entry(e)) ? [`${t.id}#${i}`] : [])));
    expect(single).toEqual([]);
    expect(shipped.filter((t) => !hpSettlesByTable(t, hiddenFactsOf(t))).map((t) => t.id)).toEqual([]);
  });

  it("hp-027 (rewritten): Clause 7 struck out and Clause 15 lapsed are each needed; together they leave Clause 12", () => {
    const t = task("hp-027");
    const [struck, lapsed, notice, condition] = t.hidden_information as string[];
    expect(hpSettlesRead(t, [struck])).toBe(false); // Clause 15's sure 5 percent still stands
    expect(hpSettlesRead(t, [lapsed])).toBe(false); // the shared facts' Clause 7 still stands
    expect(hpSettlesRead(t, [notice, condition])).toBe(false); // Clause 12 valid, but Clause 7 and Clause 15 still stand
    expect(hpSettlesRead(t, [struck, lapsed])).toBe(true);
  });

  it("reads what the word table misreads: hp-033's membrane and outside-wall facts name no option by its phrase", () => {
    const t = task("hp-033");
    const [membrane, walls, empty, meter] = t.hidden_information as string[];
    expect(hpSettles(t, [membrane, walls])).toBe(false); // words: neither fact names an option
    expect(hpSettlesRead(t, [membrane, walls])).toBe(true); // meaning: rain leak and condensation both ruled out
    expect(hpSettlesRead(t, [walls])).toBe(false); // alone, the shared facts' rain leak still stands
    expect(hpSettlesRead(t, [empty, meter])).toBe(true); // the split evidence: water used in an empty flat
    expect(hpSettlesRead(t, [meter])).toBe(false);
    const tapes = task("hp-013");
    expect(hpSettlesRead(tapes, [entry(tapes.hidden_information[2])[0]])).toBe(false); // urgency argues for the tapes but rules nothing out
  });

  it("the loader names a malformed table by file, line and field", () => {
    const dir = mkdtempSync(join(tmpdir(), "hp-table-"));
    const bad = { ...task("hp-033"), fact_eliminates: [["Rain leak through the roof terrace"], ["Burst pipe in the flat above"], [], []] };
    writeFileSync(join(dir, "bad.json"), JSON.stringify([bad]));
    expect(() => loadHiddenProfileTasks(join(dir, "bad.json"))).toThrow(DataError);
    expect(() => loadHiddenProfileTasks(join(dir, "bad.json"))).toThrow(/bad\.json:1: fact_eliminates\[1\]: rules out the correct answer "Burst pipe in the flat above"/);
    const short = { ...task("hp-033"), fact_eliminates: [[]] };
    writeFileSync(join(dir, "short.json"), JSON.stringify([short]));
    expect(() => loadHiddenProfileTasks(join(dir, "short.json"))).toThrow(/fact_eliminates: expected one row per hidden_information entry \(4\), received 1/);
  });
});

describe("tasks validate uses the table: a fact that settles by meaning is caught though its words name nothing", () => {
  it("hp-033 read as if the outside-wall fact also cleared the roof: agent 1 fails the per-fact check; with the shipped table it passes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hp-table-val-"));
    const base = task("hp-033");
    const leaky = { ...base, id: "hp-033-leaky", description: `${base.description} (A variant.)`, fact_eliminates: [["Rain leak through the roof terrace"], ["Condensation in the flat", "Rain leak through the roof terrace"], [], []] };
    writeFileSync(join(dir, "bank.json"), JSON.stringify([base, leaky]));
    const report = await validateHiddenProfileBank({ model: "sim:gpt-4.1-sim", out: join(dir, "o"), scenarios: join(dir, "bank.json"), sessions: 20 });
    const [clean, flagged] = report.rows;
    expect(clean.facts_ok).toBe(true);
    expect(flagged.facts_ok).toBe(false);
    const bad = (flagged.facts ?? []).filter((f) => !f.pass);
    expect(bad.map((f) => f.agent)).toEqual([1]);
    expect(bad[0].accuracy).toBeGreaterThan(0.5); // gpt-4.1-sim's full-information accuracy 0.733
    expect(hpSettles(leaky, [leaky.hidden_information[1] as string])).toBe(false); // the word table alone would not have seen it
  }, 120_000);
});
