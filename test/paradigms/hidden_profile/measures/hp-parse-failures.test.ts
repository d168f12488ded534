import { describe, expect, it } from "vitest";
import { hiddenProfileParseFailures } from "../../../../src/paradigms/hidden_profile/measures/hp-parse-failures.js";

const r = (model: string, agent: number, vote: string | null, parse_error: string | null, extra: Record<string, unknown> = {}) =>
  ({ model, variant: "baseline", task_id: "t", session: 0, agent, phase: "pre" as const, vote, parse_error, ...extra });

describe("hiddenProfileParseFailures", () => {
  it("counts null votes with a parse_error per model and variant, loud above 5%", () => {
    const recs = [
      ...Array.from({ length: 20 }, (_, a) => r("m1", a, a === 0 ? null : "A", a === 0 ? "no vote found in reply" : null)), // 1/20 = 5%: not loud
      ...Array.from({ length: 10 }, (_, a) => r("m2", a, a < 1 ? null : "A", a < 1 ? "empty reply" : null)), // 1/10: loud
      r("m3", 0, null, null), // null without a parse error (e.g. a failed call) is not a parse failure
    ];
    expect(hiddenProfileParseFailures(recs)).toEqual([
      { model: "m1", variant: "baseline", records: 20, parse_failures: 1, share: 0.05, loud: false },
      { model: "m2", variant: "baseline", records: 10, parse_failures: 1, share: 0.1, loud: true },
      { model: "m3", variant: "baseline", records: 1, parse_failures: 0, share: 0, loud: false },
    ]);
  });
  it("replicates count separately (replicateKey in the natural key)", () => {
    const recs = [r("m", 0, null, "x", { run_seed: 1 }), r("m", 0, "A", null, { run_seed: 2 })];
    expect(hiddenProfileParseFailures(recs)[0]).toMatchObject({ records: 2, parse_failures: 1 });
  });
});
