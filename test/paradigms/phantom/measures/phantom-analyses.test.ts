// Hand-computed cases for the parse-failure share, the replicate handling (pooling, cluster bootstrap,
// stability) and the belief–action co-occurrence measure.
import { describe, expect, it } from "vitest";
import { handCase, rec, scenario } from "./hand-cases.js";
import { phantomMetrics } from "../../../../src/paradigms/phantom/measures/phantom-metrics.js";
import { phantomScenarioTable } from "../../../../src/paradigms/phantom/measures/phantom-scenario-table.js";
import { phantomGroups } from "../../../../src/paradigms/phantom/measures/phantom-groups.js";
import { phantomStability } from "../../../../src/paradigms/phantom/measures/phantom-stability.js";
import { phantomCoOccurrence } from "../../../../src/paradigms/phantom/measures/phantom-co-occurrence.js";
import { phantomParseFailures } from "../../../../src/paradigms/phantom/measures/phantom-parse-failures.js";
import { phantomScenarioSums } from "../../../../src/paradigms/phantom/measures/phantom-scenario-sums.js";
import { clusterSums } from "../../../../src/paradigms/phantom/measures/phantom-measures.js";
import { createRng } from "../../../../src/stats/rng.js";
import type { PhantomRecord } from "../../../../src/paradigms/phantom/kind.js";

const kept = () => phantomGroups(handCase())[0].records;
const replicate = (rs: PhantomRecord[], run_seed: number, repeat: number): PhantomRecord[] => rs.map((r) => ({ ...r, run_seed, repeat }) as PhantomRecord);

describe("phantom parse-failure share", () => {
  it("counts kept records with a parse error or a null decision, per condition", () => {
    const rows = phantomParseFailures(kept());
    // nulls: s2 a3 private, s2 a2/a3 observed_public (the superseded s1/a0 private null is not kept)
    expect(rows.find((r) => r.condition === "private")).toEqual({ condition: "private", records: 14, failures: 1, share: 1 / 14 });
    expect(rows.find((r) => r.condition === "observed_public")).toEqual({ condition: "observed_public", records: 14, failures: 2, share: 2 / 14 });
    expect(rows.at(-1)).toEqual({ condition: "all", records: 60, failures: 3, share: 3 / 60 });
  });
});

describe("phantom belief–action co-occurrence", () => {
  // Units (agent with private + observed_public records, parsed perceived group, strict plurality of the others' private):
  // s1 (others all B): a0 E,C  a1 E,C  a3 ¬E,C   (a2 perceived null: excluded)
  // s2 (others D):     a0 E,¬C a1 ¬E,C a2 E,C (public null = change) a3 E,C (private null = change)
  // s3:                a0 no plurality (B, D, P) excluded; a1 E,C; a2 ¬E,¬C
  // s4:                a0 ¬E,C (perceived B = the other's B); a1 ¬E,¬C; a2 no private record
  it("matches the hand count: P(C|E) = 5/6, P(C|¬E) = 3/5, difference 7/30, both 5/11", () => {
    const t = phantomScenarioTable(kept());
    const co = phantomCoOccurrence(t, { B: 0 });
    expect(co.change_given_error).toEqual({ value: 5 / 6, n: 6, ci: null });
    expect(co.change_given_no_error).toEqual({ value: 3 / 5, n: 5, ci: null });
    expect(co.difference.value).toBeCloseTo(7 / 30, 12);
    expect(co.difference.n).toBe(11);
    expect(co.both).toEqual({ value: 5 / 11, n: 11, ci: null });
    expect(co.belief_error).toEqual({ value: 6 / 11, n: 11, ci: null });
  });
  it("gives scenario-bootstrap intervals that contain the point values and are reproducible", () => {
    const t = phantomScenarioTable(kept());
    const a = phantomCoOccurrence(t, { B: 500, rng: createRng(3) });
    const b = phantomCoOccurrence(t, { B: 500, rng: createRng(3) });
    expect(a).toEqual(b);
    for (const m of [a.change_given_error, a.change_given_no_error, a.difference, a.both]) {
      expect(m.ci![0]).toBeLessThanOrEqual(m.value!);
      expect(m.ci![1]).toBeGreaterThanOrEqual(m.value!);
    }
  });
});

describe("phantom replicates (run seeds and repeats)", () => {
  const base = scenario("s1", "B", "P", { private: "BBBB", observed_public: "PPBB", perceived: "PPBB" });
  const again = scenario("s1", "B", "P", { private: "BBBP", observed_public: "PBBB", perceived: "PPBB" });
  const other = scenario("s2", "P", "D", { private: "PPPP", observed_public: "PPPP", perceived: "PPPP" });
  const records = [...replicate(base, 0, 0), ...replicate(again, 0, 1), ...replicate(base, 2, 0), ...replicate(other, 0, 0)];

  it("pool instead of colliding: every record counts in n", () => {
    const g = phantomMetrics(records, { bootstrap: 0 }).groups[0];
    expect(g.scenarios).toBe(2);
    expect(g.metrics.private_acc.n).toBe(16);
    expect(g.metrics.private_acc.value).toBe(15 / 16);
    // CRFR per (scenario, replicate): s1 r0: public correct 2 of 4 → not failed; s1 rep1: 3 correct; s1 seed 2: 2; s2: 4
    expect(g.metrics.crfr).toEqual({ value: 0, n: 4, ci: null });
    expect(g.metrics.pfa).toEqual({ value: 5 / 16, n: 16, ci: null });
  });
  it("the bootstrap resamples a scenario's replicates together", () => {
    const sums = phantomScenarioSums(phantomScenarioTable(phantomGroups(records)[0].records));
    expect(sums.size).toBe(4);
    const folded = clusterSums(sums);
    expect(folded.size).toBe(2);
    expect(Array.from(folded.den.priv)).toEqual([12, 4]);
    expect(Array.from(folded.num.pfa)).toEqual([5, 0]);
  });
  it("the stability table counts (agent, condition) cells that change label across replicates", () => {
    const st = phantomStability(phantomScenarioTable(phantomGroups(records)[0].records));
    // s1: private a3 changes (B, P, B); observed a1 changes (P, B, P); 8 cells; s2: one replicate
    expect(st.scenarios[0]).toEqual({ scenario_id: "s1", replicates: 3, cells: 8, changed: 2, share: 0.25, by_condition: { private: 1, observed_public: 1, informed: 0, neutral_public: 0, explicit_vote: 0 } });
    expect(st.scenarios[1]).toMatchObject({ scenario_id: "s2", replicates: 1, cells: 0, changed: 0, share: null });
    expect(st.summary).toEqual({ scenarios: 2, replicated: 1, cells: 8, changed: 2, share: 0.25 });
  });
  it("a record without run_seed/repeat is replicate s0r0 (old logs unchanged)", () => {
    const t = phantomScenarioTable([rec("x", "B", "P", 0, "private", "B")]);
    expect(t.replicates).toEqual(["s0r0"]);
  });
});
