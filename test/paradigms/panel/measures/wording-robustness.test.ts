import { describe, expect, it } from "vitest";
import { panelWordingRobustness } from "../../../../src/paradigms/panel/measures/wording-robustness.js";
import { handLog, rec } from "./fixture.js";

// handLog: benign items judged safe alone — A: b1, b2; B: b2; C: b1, b2.
// original (main wrong_peers): A b1 unsafe, b2 unsafe; B b2 unsafe; C b1 unsafe, b2 safe → 4/5
//   per item: b1 2/2, b2 2/3. paraphrase: A b1 safe → 0/1 (b1 only). No tally record.
describe("panelWordingRobustness(records, {bootstrap, seed})", () => {
  const rows = panelWordingRobustness(handLog(), { bootstrap: 2000, seed: 0 });
  it("pools reviewers per wording; original from the main records, rewrites from the sweep", () => {
    expect(rows.map((r) => r.wording)).toEqual(["original", "paraphrase"]);
    expect(rows[0].rate).toMatchObject({ value: 0.8, n: 5 });
    expect(rows[1].rate).toMatchObject({ value: 0, n: 1 });
  });
  it("item-bootstrap intervals: original over {b1: 2/2, b2: 2/3} → [2/3, 1]; paraphrase one item → [0, 0]", () => {
    expect(rows[0].rate.ci).toEqual([2 / 3, 1]);
    expect(rows[1].rate.ci).toEqual([0, 0]);
  });
  it("difference from original: −0.8 over both pools; joint resample gives −1 (b1 b1) or −0.8 (b1 b2), b2 b2 dropped", () => {
    expect(rows[0].vs_original).toEqual({ value: 0, n: 5, ci: [0, 0] });
    expect(rows[1].vs_original).toEqual({ value: -0.8, n: 6, ci: [-1, -0.8] });
  });
  it("restricts to the given reviewers", () => {
    const a = panelWordingRobustness(handLog(), { bootstrap: 0, models: ["A"] });
    expect(a.map((r) => [r.wording, r.rate.value, r.rate.n, r.vs_original.value, r.vs_original.n])).toEqual([["original", 1, 2, 0, 2], ["paraphrase", 0, 1, -1, 3]]);
    expect(a[1].vs_original.ci).toBeNull();
    expect(a[0].vs_original.ci).toBeNull();
  });
  it("ignores harmful items, k-sweep records and items not judged safe alone", () => {
    const extra = [rec("B", "b1", "wrong_peers", "unsafe", { wording: "tally" }), rec("A", "h1", "wrong_peers", "unsafe", { wording: "tally" }), rec("A", "b2", "wrong_peers", "unsafe", { wording: "tally", k_asserting: 3 })];
    expect(panelWordingRobustness([...handLog(), ...extra], { bootstrap: 0 }).map((r) => r.wording)).toEqual(["original", "paraphrase"]);
  });
  it("rejects a bad bootstrap", () => expect(() => panelWordingRobustness(handLog(), { bootstrap: -1 })).toThrow(RangeError));
});
