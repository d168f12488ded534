import { describe, expect, it } from "vitest";
import { distinctCount, logSummary } from "../../src/load/log-summary.js";

describe("logSummary(records)", () => {
  it("counts read, kept (after the natural-key de-duplication), invalid, simulated and distinct summary fields", () => {
    const ph = (o: Record<string, unknown>) => ({ protocol: "phantom", model: "b", scenario_id: "s1", agent: 0, condition: "private", decision: "block", simulated: true, ...o });
    const rows = logSummary(<{ protocol: string }[]>[
      ph({ trial_id: "1" }), ph({ trial_id: "2", decision: null }), ph({ trial_id: "3", agent: 1, condition: "informed", scenario_id: "s2" }),
      ph({ trial_id: "4", model: "a", simulated: undefined }),
      { protocol: "judge", uuid: "u", propagator: "p", benchmark: "gaia" },
    ]);
    expect(rows).toEqual([
      { protocol: "judge", model: "p", records: 1, kept: 1, invalid: 0, simulated: 0, distinct: { benchmark: 1, propagator: 1 } },
      { protocol: "phantom", model: "a", records: 1, kept: 1, invalid: 0, simulated: 0, distinct: { scenario_id: 1, condition: 1 } },
      { protocol: "phantom", model: "b", records: 3, kept: 2, invalid: 1, simulated: 2, distinct: { scenario_id: 2, condition: 2 } },
    ]);
  });
  it("n = 0", () => expect(logSummary([])).toEqual([]));
});

describe("distinctCount(records, fields)", () => {
  it("counts tuples, absent = null", () => {
    expect(distinctCount([{ a: 1, b: "x" }, { a: 1 }, { a: 1, b: null }, { a: 2, b: "x" }], ["a", "b"])).toBe(3);
    expect(distinctCount([], ["a"])).toBe(0);
  });
});
