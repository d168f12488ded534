// groupthink plan: units from a pilot, cost from the dry-run estimator, usage errors.
import { afterEach, describe, expect, it, vi } from "vitest";
import { cli } from "../../src/cli/main.js";
import { projectPath } from "../../src/paths.js";
import { capture } from "../paradigms/judge/cli/judge-capture.js";

afterEach(() => vi.restoreAllMocks());
const PH = ["phantom-susceptible.jsonl", "phantom-typical.jsonl"].map((f) => projectPath("test/fixtures/compare", f));

describe("groupthink plan", () => {
  it("two-sided pilot: paired units, and 20 calls per scenario per model from the dry-run estimator", async () => {
    const r = await capture(() => cli(["plan", "phantom", "--effect", "0.2", "--pilot", ...PH, "--simulations", "100", "--json"]));
    expect(r.code, r.err).toBe(0);
    const doc = JSON.parse(r.out);
    expect([doc.measure, doc.reference, doc.other, doc.unit_kind, doc.pilot_units]).toEqual(["ppg", "susceptible", "typical", "scenario", 20]);
    const row = doc.rows[0];
    expect(row.design).toBe("paired");
    expect(row.cost.bank_items).toBe(row.units);
    expect(row.cost.per_model.map((m: { model: string }) => m.model)).toEqual(["susceptible", "typical"]);
    expect(row.cost.calls).toBe(2 * 20 * row.units);
    expect(row.cost.exceeds_bank).toBe(false);
  }, 120_000);
  it("one-sided pilot prints the contrast and two-model designs", async () => {
    const r = await capture(() => cli(["plan", "phantom", "--effect", "0.3", "--pilot", PH[1], "--simulations", "0"]));
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^ppg: detect 0.3 with power 0.8 at α 0.05 \(simulated pilot\); pilot typical on 20 scenarios/);
    expect(r.out).toMatch(/contrast/);
    expect(r.out).toMatch(/two_model_independent/);
  }, 120_000);
  it("bad usage exits 2", async () => {
    expect((await capture(() => cli(["plan", "phantom", "--pilot", PH[0]]))).code).toBe(2); // no --effect
    expect((await capture(() => cli(["plan", "phantom", "--effect", "0.1"]))).code).toBe(2); // no pilot
    expect((await capture(() => cli(["plan", "phantom", "--effect", "0.1", "--model", "gpt-4o"]))).code).toBe(2);
    expect((await capture(() => cli(["plan", "phantom", "--effect", "0.1", "--pilot", PH[0], "--measure", "nope"]))).code).toBe(2);
  }, 60_000);
});
