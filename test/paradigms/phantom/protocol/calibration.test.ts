// Paper calibration of the `<model>-sim` profiles: the driver + simulator over
// the whole bank (every scenario x 4 agents, seed 0, as scripts/data/phantom.sh
// writes them), scored with phantomMetrics, reproduces the paper's Tables 1, 2,
// 8, 9 (scenarios/papers/000-phantom.json) within max(3 s.e., 0.05), s.e. = the
// binomial standard error of the paper's value over the measure's n; and the
// profiles' targets are the paper's numbers.
import { describe, expect, it } from "vitest";
import { protocol } from "../../../../src/paradigms/phantom/protocol/index.js";
import { loadPhantomBank } from "../../../../src/paradigms/phantom/protocol/load-bank.js";
import { loadPhantomProfiles, behaviourOf } from "../../../../src/paradigms/phantom/protocol/profiles.js";
import { phantomMetrics } from "../../../../src/paradigms/phantom/measures/phantom-metrics.js";
import { PHANTOM_PAPER_VALUES, loadPhantomPaper, phantomPaperModel } from "../../../../src/paradigms/phantom/measures/phantom-paper-values.js";
import { PHANTOM_TABLE_COLUMNS } from "../../../../src/paradigms/phantom/measures/phantom-tables.js";
import type { PhantomMetricName } from "../../../../src/paradigms/phantom/measures/phantom-metric-names.js";
import type { PhantomRecord } from "../../../../src/paradigms/phantom/kind.js";
import { projectPath } from "../../../../src/paths.js";
import { simContext } from "./helpers.js";

const bank = loadPhantomBank(projectPath("scenarios/phantom"));
const file = loadPhantomProfiles();
const SIM = Object.keys(file.profiles).filter((p) => p.endsWith("-sim"));
const CHECKED: PhantomMetricName[] = [
  "private_acc", "public_acc", "informed_acc", "pba", "pbe", "pfa", "flip", "pier", "pifr", "trr",
  "n_acc", "n_phan", "ev_acc", "ev_phan", "crfr",
];

async function simulateBank(profile: string): Promise<PhantomRecord[]> {
  const ctx = simContext(profile, 0);
  const out: PhantomRecord[] = [];
  for (const job of protocol.plan(bank, {}, { model: profile } as never)) out.push(...((await protocol.runJob(job, ctx)).records as PhantomRecord[]));
  return out;
}

describe("phantom -sim profiles reproduce the paper (Tables 1, 2, 8, 9)", () => {
  it("every paper model has a fitted -sim profile", () => {
    expect(SIM).toHaveLength(9);
    for (const p of SIM) {
      expect(phantomPaperModel(p), p).not.toBeNull();
      expect(file.profiles[p].fitted, p).toBeDefined();
      expect(behaviourOf(file, p)).toBe(file.profiles[p].fitted);
    }
  });
  it("every -sim profile's fitting targets are the paper's numbers (scenarios/papers/000-phantom.json)", () => {
    const paper = loadPhantomPaper();
    for (const p of SIM) {
      const model = phantomPaperModel(p)!;
      for (const k of paper.simulator.fitting_targets) expect((file.profiles[p] as unknown as Record<string, number>)[k], `${p} ${k}`).toBe(paper.values[model][k]);
    }
    for (const [t, cols] of Object.entries(PHANTOM_TABLE_COLUMNS)) expect(paper.tables[t].metrics).toEqual(cols);
  });
  for (const profile of SIM) {
    it(`${profile}: simulated measures over the bank's pairs are within max(3 s.e., 0.05) of the paper`, async () => {
      const paper = PHANTOM_PAPER_VALUES[phantomPaperModel(profile)!];
      const g = phantomMetrics(await simulateBank(profile), { bootstrap: 0 }).groups[0];
      expect(g.scenarios).toBe(bank.length);
      expect(g.metrics.private_acc.n).toBe(4 * bank.length);
      const off: string[] = [];
      for (const k of CHECKED) {
        const { value, n } = g.metrics[k];
        const p = paper[k];
        const tol = Math.max(3 * Math.sqrt((p * (1 - p)) / n), 0.05);
        if (value === null || Math.abs(value - p) > tol) off.push(`${k}: simulated ${value} (n ${n}), paper ${p}, tolerance ${tol.toFixed(3)}`);
      }
      expect(off).toEqual([]);
    }, 30_000);
  }
});
