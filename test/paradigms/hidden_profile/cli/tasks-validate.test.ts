import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main, validateHiddenProfileBank } from "../../../../src/paradigms/hidden_profile/cli/tasks-validate.js";
import { UsageError } from "../../../../src/errors.js";
import { loadHiddenProfileTasks } from "../../../../src/paradigms/hidden_profile/protocol/index.js";

// A clean task (no hidden fact settles it alone) and its leaky twin: one hidden fact singles the answer out.
const clean = {
  id: "v-clean", name: "Supplier", description: "A clinic must pick one supplier of gloves for next year.",
  shared_information: ["Arden Medical is certified for this kind of work.", "Arden Medical has the lowest price.", "Bexley Supply costs more than Arden Medical.", "Corvin Surgical has a small team."],
  hidden_information: ["Arden Medical failed its most recent safety inspection.", "Arden Medical is about to lose its operating licence.", "Corvin Surgical cannot deliver before the deadline."],
  possible_answers: ["Arden Medical", "Bexley Supply", "Corvin Surgical"], correct_answer: "Bexley Supply",
};
const leaky = { ...clean, id: "v-leaky", description: "A school must pick one supplier of gloves for next year.", hidden_information: ["Only Bexley Supply can meet every requirement of this decision.", ...clean.hidden_information.slice(1)] };

describe("groupthink tasks validate (per-fact check, in-process simulator given the bank)", () => {
  let out = "";
  beforeEach(() => {
    out = "";
    vi.spyOn(process.stdout, "write").mockImplementation((c: string | Uint8Array) => ((out += String(c)), true));
  });
  afterEach(() => vi.restoreAllMocks());

  it("keeps the clean task, rejects the one a single hidden fact settles, and stores per-agent evidence", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hp-val-"));
    const bank = join(dir, "bank.json");
    writeFileSync(bank, JSON.stringify([clean, leaky]));
    const report = await validateHiddenProfileBank({ model: "sim:gpt-4.1-sim", out: join(dir, "o"), scenarios: bank, sessions: 30 });
    const [c, l] = report.rows;
    // gpt-4.1-sim's full-profile accuracy is the paper's 0.733 (< 0.8): the pooled criterion rejects both; the per-fact check is what differs
    expect(c.reason).toMatch(/^full-profile accuracy 0\.\d+ < 0\.8/);
    expect(c.facts_ok).toBe(true);
    expect(l.facts_ok).toBe(false);
    expect(c.facts).toHaveLength(3);
    for (const f of c.facts ?? []) expect(f).toMatchObject({ n: 30, pass: true });
    expect(l.status).toBe("rejected");
    const bad = (l.facts ?? []).filter((f) => !f.pass);
    expect(bad.map((f) => f.agent)).toEqual([0]); // agent 0 holds the settling fact (entries dealt fixed)
    expect(bad[0].hidden_entry).toEqual([leaky.hidden_information[0]]);
    expect(bad[0].accuracy).toBeGreaterThan(0.5); // p_full 0.733 of gpt-4.1-sim
    expect(l.reason).toMatch(/agent 0's information alone: hidden-profile accuracy/);
  });

  it("CLI: writes validation.json and tasks.json (kept only), summary on stdout", async () => {
    const dir = mkdtempSync(join(tmpdir(), "hp-val-cli-"));
    const bank = join(dir, "bank.json");
    writeFileSync(bank, JSON.stringify([clean, leaky]));
    expect(await main(["--scenarios", bank, "--model", "sim:typical", "--out", dir, "--sessions", "20", "--json"])).toBe(0);
    expect(JSON.parse(out)).toEqual({ tasks: 2, kept: 1, rejected: 1, per_fact_pass: 1, out: dir });
    expect(loadHiddenProfileTasks(join(dir, "tasks.json")).map((t) => t.id)).toEqual(["v-clean"]);
    const v = JSON.parse(readFileSync(join(dir, "validation.json"), "utf8"));
    expect(v.rows[1].facts[0]).toMatchObject({ task_id: "v-leaky", agent: 0, n: 20 });
  });

  it("usage errors: --model/--out required, fewer than 10 sessions refused", async () => {
    await expect(main(["--out", "x"])).rejects.toBeInstanceOf(UsageError);
    await expect(main(["--model", "sim:typical", "--out", "x", "--sessions", "5"])).rejects.toBeInstanceOf(UsageError);
  });
});
