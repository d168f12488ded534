// Cross-check of `groupthink metrics hidden_profile` against the independent
// Python reference in test/fixtures/reference/make_reference.py (written from
// shared/spec/metrics.md §3 and §5 only; fisher_p from scipy.stats.fisher_exact).
// Values within 1e-12; n_tasks, booleans and nulls exact.
import { describe, expect, it } from "vitest";
import { diffDocuments, referenceCases, runCliJson } from "../fixtures/reference/compare.js";

const cases = referenceCases("hidden_profile");

describe("metrics hidden_profile vs the Python reference", () => {
  it("has fixture cases", () => expect(cases.length).toBeGreaterThanOrEqual(2));
  for (const c of cases) {
    it(`${c.name}: every group field and task row matches`, async () => {
      const { code, doc, stderr } = await runCliJson(["metrics", "hidden_profile", ...c.paths, "--json", "--seed", "3"]);
      expect(stderr === "" || code === 0 ? code : stderr).toBe(0);
      expect(diffDocuments(c.expected, doc)).toEqual([]);
    });
  }
});
