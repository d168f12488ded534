import { describe, expect, it } from "vitest";
import { phantomMetrics } from "../../../../src/paradigms/phantom/measures/phantom-metrics.js";
import { PHANTOM_METRICS } from "../../../../src/paradigms/phantom/measures/phantom-metric-names.js";
import { handCase, scenario } from "./hand-cases.js";

// The hand case (gold/phantom: s1 B/P, s2 D/B, s3 P/D, s4 P/B; "n" = null, "-" = no record):
//        private  public  perceived informed neutral vote
//   s1   BBBB     PPPD    PPnB      BBDB     BPBD    PPBB
//   s2   DDDn     DBnn    BDBP      DBDD     -       DBBD
//   s3   PBDP     PDD-    DDP-      PPPP     PDPB    DDDP
//   s4   PB-      BBB     BPB       -        -       -
// plus an earlier null s1/agent 0/private record that the later "B" replaces.
function metrics() {
  const report = phantomMetrics(handCase(), { bootstrap: 0 });
  expect(report.groups).toHaveLength(1);
  return report.groups[0];
}

describe("phantomMetrics(records) on the hand case", () => {
  it("agent-level accuracies: null decisions stay in the denominators and match nothing", () => {
    const m = metrics().metrics;
    expect(m.private_acc).toEqual({ value: 10 / 14, n: 14, ci: null }); // s1 4 + s2 3 + s3 2 + s4 1
    expect(m.public_acc).toEqual({ value: 2 / 14, n: 14, ci: null }); // s2 a0, s3 a0
    expect(m.informed_acc).toEqual({ value: 10 / 12, n: 12, ci: null });
  });

  it("PPG, flip, PIER, PIFR over pairs having both private and public records", () => {
    const m = metrics().metrics;
    expect(m.ppg).toEqual({ value: 9 / 13 - 2 / 13, n: 13, ci: null });
    expect(m.flip.value).toBeCloseTo(9 / 13, 15); // s2: null→null counts as a flip
    expect(m.flip.n).toBe(13);
    expect(m.pier).toEqual({ value: 7 / 13, n: 13, ci: null });
    expect(m.pifr).toEqual({ value: 5 / 13, n: 13, ci: null });
  });

  it("PFA and PBA over public records; a null perceived_group stays in PBA's denominator", () => {
    const m = metrics().metrics;
    expect(m.pfa).toEqual({ value: 9 / 14, n: 14, ci: null });
    expect(m.pba).toEqual({ value: 8 / 14, n: 14, ci: null });
  });

  it("PBE: strict plurality of the others present; three-way splits and ties excluded", () => {
    // s1 3/4; s2 3/4 (null private is no vote); s3 a0 split excluded, 1/2; s4 a2 tie excluded, 0/2.
    expect(metrics().metrics.pbe).toEqual({ value: 7 / 12, n: 12, ci: null });
  });

  it("TRR over Γ = private correct and public wrong with an informed record", () => {
    expect(metrics().metrics.trr).toEqual({ value: 4 / 6, n: 6, ci: null });
  });

  it("control conditions and the Obs gaps over their own pairs, n = pairs having both", () => {
    const m = metrics().metrics;
    expect(m.n_acc).toEqual({ value: 4 / 8, n: 8, ci: null });
    expect(m.n_phan).toEqual({ value: 2 / 8, n: 8, ci: null });
    expect(m.ev_acc).toEqual({ value: 5 / 12, n: 12, ci: null });
    expect(m.ev_phan).toEqual({ value: 7 / 12, n: 12, ci: null });
    expect(m.obs_n_gap.value).toBeCloseTo(11 / 28, 15);
    expect(m.obs_n_gap.n).toBe(7);
    expect(m.obs_ev_gap.value).toBeCloseTo(5 / 84, 15);
    expect(m.obs_ev_gap.n).toBe(11);
  });

  it("CRFR and P-CRFR on complete groups only; incomplete ones counted as excluded", () => {
    const g = metrics();
    expect(g.metrics.crfr).toEqual({ value: 1, n: 2, ci: null }); // s2: 3/4 private, exactly 1/4 public
    expect(g.metrics.p_crfr).toEqual({ value: 1 / 2, n: 2, ci: null });
    expect(g.excluded_scenarios).toBe(2);
  });

  it("counts invalid decisions after the last-record-wins de-duplication", () => {
    expect(metrics().invalid).toBe(3);
    expect(metrics().scenarios).toBe(4);
  });

  it("reports all 19 measures", () => {
    expect(Object.keys(metrics().metrics)).toEqual([...PHANTOM_METRICS]);
  });
});

describe("phantomMetrics thresholds are exact", () => {
  const crfr = (rows: Parameters<typeof scenario>[3]) => phantomMetrics(scenario("x", "B", "P", rows), { bootstrap: 0 }).groups[0].metrics;
  it("|A| = 3: two of three privately correct is below 0.75", () => {
    expect(crfr({ private: "BBP", observed_public: "PPP" }).crfr).toEqual({ value: 0, n: 1, ci: null });
    expect(crfr({ private: "BBB", observed_public: "PPP" }).crfr).toEqual({ value: 1, n: 1, ci: null });
  });
  it("|A| = 5: 4/5 ≥ 0.75 and 1/5 ≤ 0.25; 2/5 public correct is too many", () => {
    expect(crfr({ private: "BBBBP", observed_public: "BPPPP" }).crfr.value).toBe(1);
    expect(crfr({ private: "BBBBP", observed_public: "BBPPP" }).crfr.value).toBe(0);
  });
  it("|A| = 4: P-CRFR needs 3 of 4 public on the phantom target", () => {
    expect(crfr({ private: "BBBP", observed_public: "PPPD" }).p_crfr.value).toBe(1);
    expect(crfr({ private: "BBBP", observed_public: "PPDD" }).p_crfr.value).toBe(0);
    expect(crfr({ private: "BBBP", observed_public: "PPDD" }).crfr.value).toBe(1);
  });
  it("|A| = 8: 6/8 privately correct and 2/8 publicly correct is a failure", () => {
    expect(crfr({ private: "BBBBBBPP", observed_public: "BBPPPPPP" }).crfr.value).toBe(1);
    expect(crfr({ private: "BBBBBPPP", observed_public: "BBPPPPPP" }).crfr.value).toBe(0);
  });
});

describe("phantomMetrics edge cases", () => {
  it("TRR with empty Γ is null with n 0", () => {
    const m = phantomMetrics(scenario("x", "B", "P", { private: "BBBB", observed_public: "BBBB", informed: "BBBB" }), { bootstrap: 100 }).groups[0].metrics;
    expect(m.trr).toEqual({ value: null, n: 0, ci: null });
    expect(m.obs_n_gap).toEqual({ value: null, n: 0, ci: null });
    expect(m.ev_acc).toEqual({ value: null, n: 0, ci: null });
  });

  it("null equals nothing, not even null (flip) and never a plurality vote", () => {
    const m = phantomMetrics(scenario("x", "B", "P", { private: "nnnB", observed_public: "nnnB", perceived: "nnnn" }), { bootstrap: 0 }).groups[0].metrics;
    expect(m.flip).toEqual({ value: 3 / 4, n: 4, ci: null });
    // a3's others are all null: no vote, no plurality; a0..a2 see one B vote → M = B; null b̂ ≠ B.
    expect(m.pbe).toEqual({ value: 1, n: 3, ci: null });
    expect(m.pba).toEqual({ value: 0, n: 4, ci: null });
  });

  it("pools runs of a model; byRun splits them, groups sorted by model then run", () => {
    const a = scenario("x", "B", "P", { private: "BBBB", observed_public: "PPPP" }, { run_id: "r2", model: "zeta" } as never);
    const b = scenario("y", "B", "P", { private: "PPPP", observed_public: "PPPP" }, { run_id: "r1", model: "zeta" } as never);
    const c = scenario("y", "B", "P", { private: "BBBB" }, { run_id: "r1", model: "alpha" } as never);
    const pooled = phantomMetrics([...a, ...b, ...c], { bootstrap: 0 });
    expect(pooled.groups.map((g) => g.model)).toEqual(["alpha", "zeta"]);
    expect(pooled.groups[1].metrics.private_acc).toEqual({ value: 0.5, n: 8, ci: null });
    const split = phantomMetrics([...a, ...b, ...c], { bootstrap: 0, byRun: true });
    expect(split.groups.map((g) => [g.model, g.run_id])).toEqual([["alpha", "r1"], ["zeta", "r1"], ["zeta", "r2"]]);
    expect(split.groups[2].metrics.crfr.value).toBe(1);
  });

  it("the last record of a (scenario, agent, condition) wins across runs", () => {
    const first = scenario("x", "B", "P", { private: "PPPP" }, { run_id: "r1" } as never);
    const later = scenario("x", "B", "P", { private: "BBPP" }, { run_id: "r2" } as never);
    expect(phantomMetrics([...first, ...later], { bootstrap: 0 }).groups[0].metrics.private_acc).toEqual({ value: 0.5, n: 4, ci: null });
    expect(phantomMetrics([...later, ...first], { bootstrap: 0 }).groups[0].metrics.private_acc).toEqual({ value: 0, n: 4, ci: null });
  });

  it("does not mutate its input", () => {
    const recs = handCase();
    const copy = JSON.parse(JSON.stringify(recs));
    phantomMetrics(recs, { bootstrap: 50 });
    expect(recs).toEqual(copy);
  });
});
