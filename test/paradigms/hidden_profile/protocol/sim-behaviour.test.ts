import { describe, expect, it } from "vitest";
import { projectPath } from "../../../../src/paths.js";
import { hpSimParams, type HpSimParams } from "../../../../src/paradigms/hidden_profile/protocol/index.js";
import { hpSimRates, type HpSimState } from "../../../../src/paradigms/hidden_profile/protocol/sim-behaviour.js";

const params = hpSimParams(projectPath("scenarios"));
const gpt = params.profiles["gpt-4.1-sim"];
const base: HpSimState = { x: 1, elapsed: 15, dissenters: 0, secretary: false, strategy: "default", adversarial: false };
// a hand-set parameter set, so the expected values below do not move with a recalibration
const hand: HpSimParams = {
  ...params,
  strategies: { ...params.strategies, conflictual: { disclose_mult: 0.5, conformity_add: -0.3, dissent: 0, anchor: 1 } },
  adversarial: { dissent: 0.9, probe: 0.05, conformity_drop: 0.1, gridlock: 0.3 },
  secretary: { conformity_add: 0.4 },
};
const prof = { ...gpt, p_pre: 0.1, p_integrate: 0.9, gamma: 2, disclose: 0.04, conformity: 0.3, conformity_per_round: 0.01, late_onset: 15, late_drift: 0.2 };

describe("hpSimRates(params, profile, state)", () => {
  it("P(correct) rises with the share of facts seen as x^gamma", () => {
    expect(hpSimRates(hand, prof, { ...base, x: 0 }).pCorrect).toBeCloseTo(0.1, 12);
    expect(hpSimRates(hand, prof, { ...base, x: 0.5 }).pCorrect).toBeCloseTo(0.1 + 0.8 * 0.25, 12);
    expect(hpSimRates(hand, prof, base).pCorrect).toBeCloseTo(0.9, 12);
  });

  it("late-round fatigue: no loss up to late_onset, then (1 - late_drift) per round", () => {
    expect(hpSimRates(hand, prof, { ...base, elapsed: 15 }).pCorrect).toBeCloseTo(0.9, 12);
    expect(hpSimRates(hand, prof, { ...base, elapsed: 16 }).pCorrect).toBeCloseTo(0.9 * 0.8, 12);
    expect(hpSimRates(hand, prof, { ...base, elapsed: 20 }).pCorrect).toBeCloseTo(0.9 * 0.8 ** 5, 12);
  });

  it("conformity adds per round, strategy and secretary, loses per dissenter, and is clamped to [0, 1]", () => {
    expect(hpSimRates(hand, prof, { ...base, elapsed: 10 }).conformity).toBeCloseTo(0.4, 12);
    expect(hpSimRates(hand, prof, { ...base, elapsed: 10, secretary: true }).conformity).toBeCloseTo(0.8, 12);
    expect(hpSimRates(hand, prof, { ...base, elapsed: 10, dissenters: 2 }).conformity).toBeCloseTo(0.2, 12);
    expect(hpSimRates(hand, prof, { ...base, elapsed: 0, strategy: "conflictual", dissenters: 1 }).conformity).toBe(0);
    expect(hpSimRates(hand, prof, { ...base, elapsed: 100, secretary: true }).conformity).toBe(1);
  });

  it("probing saturates at the first dissenter; gridlock anchors members from the second on", () => {
    const r = (dissenters: number) => hpSimRates(hand, prof, { ...base, dissenters });
    expect([r(0).disclose, r(1).disclose, r(3).disclose].map((v) => +v.toFixed(12))).toEqual([0.04, 0.09, 0.09]);
    expect([r(0).anchor, r(1).anchor, r(2).anchor, r(3).anchor, r(5).anchor].map((v) => +v.toFixed(12))).toEqual([0, 0, 0.3, 0.6, 1]);
  });

  it("dissent is the dissenter's rate for an adversarial agent, else the strategy's; anchoring comes from the strategy", () => {
    expect(hpSimRates(hand, prof, { ...base, adversarial: true }).dissent).toBe(0.9);
    expect(hpSimRates(hand, prof, { ...base, strategy: "conflictual" })).toMatchObject({ dissent: 0, anchor: 1, pPre: 0.1 });
    expect(hpSimRates(hand, prof, { ...base, strategy: "conflictual" }).disclose).toBeCloseTo(0.02, 12);
    expect(hpSimRates(hand, prof, { ...base, pPre: 0.55, x: 0 }).pCorrect).toBeCloseTo(0.55, 12); // a leaky drafted task
  });

  it("the committed gpt-4.1-sim profile reaches the paper's reveal-all accuracy with every fact seen (Table 6: 0.967)", () => {
    expect(hpSimRates(params, gpt, base).pCorrect).toBeCloseTo(0.967, 12);
  });
});
