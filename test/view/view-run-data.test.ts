import { describe, expect, it } from "vitest";
import { buildViewModel } from "../../src/view/view-model.js";
import { viewRunData } from "../../src/view/view-run-data.js";

describe("viewRunData(model, run, pageRun, chunk)", () => {
  it("codes each trial's facets into the run's dictionaries, in trial order", async () => {
    const m = await buildViewModel(["test/fixtures/view/phantom-run", "test/fixtures/view/judge-run"]);
    const { facets } = viewRunData(m, 1, 1);
    expect([facets.kind, facets.run, facets.n, facets.chunk]).toEqual(["facets", 1, 2, 250]);
    expect([facets.protocol, facets.model, facets.condition, facets.label]).toEqual([["judge"], ["real-model-x"], ["auditors=1", "auditors=2"], ["accuracy=1", "accuracy=0"]]);
    expect(facets.codes).toEqual([0, 0, 0, 0, 0, 0, 1, 1]);
    expect(facets.id).toEqual(m.trials.slice(20).map((t) => t.id));
    const ph = viewRunData(m, 0).facets;
    expect(ph.text[0]).toBe('</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> \u001b[31mRED\u001b[0m');
    expect(ph.parse_error.filter((e) => e !== null)).toHaveLength(m.trials.filter((t) => t.run === 0 && t.parse_error !== null).length);
    expect(ph.sim.every((s) => s === 1)).toBe(true);
  });
  it("cuts details into parts; a job straddling two parts is in both, with each part's own string table", async () => {
    const m = await buildViewModel(["test/fixtures/view/phantom-run"]);
    const { details } = viewRunData(m, 0, 5, 8);
    expect(details.map((d) => [d.run, d.part, d.start, d.trials.length])).toEqual([[5, 0, 0, 8], [5, 1, 8, 8], [5, 2, 16, 4]]);
    // every trial of the fixture belongs to job ph-001 (20 calls): each part carries it
    for (const d of details) {
      expect(Object.keys(d.jobs)).toEqual(["ph-001"]);
      expect(d.jobs["ph-001"].map((c) => c.key)).toEqual(m.jobs["0/ph-001"].map((c) => c.key));
      // the texts read the same through the part's table as through the model's
      expect(d.jobs["ph-001"].map((c) => d.strings[c.reply])).toEqual(m.jobs["0/ph-001"].map((c) => m.strings[c.reply]));
      expect(d.strings.length).toBeLessThanOrEqual(m.strings.length);
    }
    expect(details[1].trials[0].record).toBe(m.trials[8].record);
    expect(details[1].trials[0].own_call).toBe(m.trials[8].own_call);
  });
  it("gives no part for a run without trials", () => {
    const empty = { runs: [], trials: [], jobs: {}, strings: [] };
    expect(viewRunData(empty, 0)).toEqual({ facets: { kind: "facets", run: 0, n: 0, chunk: 250, protocol: [], model: [], condition: [], label: [], codes: [], sim: [], parse_error: [], id: [], text: [] }, details: [] });
  });
});
