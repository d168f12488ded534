// Cross-check of `groupthink metrics phantom` against the independent Python
// reference in test/fixtures/reference/make_reference.py (written from
// shared/spec/metrics.md §1 and §5 only). Values within 1e-12, n and counts exact.
import { describe, expect, it } from "vitest";
import { diffDocuments, referenceCases, runCliJson } from "../fixtures/reference/compare.js";

type M = { value: number | null; n: number; ci: [number, number] | null };
type Group = { model: string; metrics: Record<string, M> };

const cases = referenceCases("phantom");
const DIFFERENCES = new Set(["ppg", "obs_n_gap", "obs_ev_gap"]);

describe("metrics phantom vs the Python reference (--bootstrap 0)", () => {
  it("has fixture cases", () => expect(cases.length).toBeGreaterThanOrEqual(4));
  for (const c of cases) {
    it(`${c.name}: every value, n, invalid and excluded_scenarios match; ci null`, async () => {
      const { code, doc, stderr } = await runCliJson(["metrics", "phantom", ...c.paths, "--json", "--bootstrap", "0"]);
      expect(stderr === "" || code === 0 ? code : stderr).toBe(0);
      expect(diffDocuments(c.expected, doc)).toEqual([]);
    });
  }
});

describe("metrics phantom --bootstrap 200 --seed 1", () => {
  for (const c of cases) {
    it(`${c.name}: ci is null exactly when value is null or n is 0, lo <= hi, values unchanged`, async () => {
      const { code, doc } = await runCliJson(["metrics", "phantom", ...c.paths, "--json", "--bootstrap", "200", "--seed", "1"]);
      expect(code).toBe(0);
      const bad: string[] = [];
      for (const g of (doc as { groups: Group[] }).groups) {
        for (const [k, m] of Object.entries(g.metrics)) {
          const shouldBeNull = m.value === null || m.n === 0;
          if (shouldBeNull !== (m.ci === null)) bad.push(`${g.model}.${k}: value ${m.value}, n ${m.n}, ci ${JSON.stringify(m.ci)}`);
          if (m.ci !== null && !(m.ci[0] <= m.ci[1])) bad.push(`${g.model}.${k}: ci ${JSON.stringify(m.ci)} has lo > hi`);
          // rates lie in [0, 1], differences (ppg, gaps) in [-1, 1]; a NaN fails both
          const lo = DIFFERENCES.has(k) ? -1 : 0;
          if (m.ci !== null && !(m.ci[0] >= lo && m.ci[1] <= 1)) bad.push(`${g.model}.${k}: ci ${JSON.stringify(m.ci)} outside [${lo}, 1]`);
        }
      }
      expect(bad).toEqual([]);
      // the point values do not depend on the bootstrap
      const noCi = JSON.parse(JSON.stringify(doc, (key, v) => (key === "ci" ? null : v)));
      expect(diffDocuments(c.expected, noCi)).toEqual([]);
      // seeded and reproducible (metrics.md §1 Uncertainty)
      const again = await runCliJson(["metrics", "phantom", ...c.paths, "--json", "--bootstrap", "200", "--seed", "1"]);
      expect(again.doc).toEqual(doc);
    });
  }
});
