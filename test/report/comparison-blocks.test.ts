// groupthink report's comparison section: a forest of paired differences against a reference model.
import { describe, expect, it } from "vitest";
import { loadLogs } from "../../src/load/load-logs.js";
import { compareRuns } from "../../src/metrics/compare/compare-runs.js";
import { projectPath } from "../../src/paths.js";
import { compareForestFigure } from "../../src/plot/compare/compare-forest.js";
import { comparisonBlocks } from "../../src/report/comparison-blocks.js";

const fx = (f: string) => projectPath("test/fixtures/compare", f);

describe("comparisonBlocks", () => {
  it("draws each measure's paired difference and interval against the reference, and tabulates them", async () => {
    const logs = await loadLogs([fx("hp-susceptible.jsonl"), fx("hp-typical.jsonl")]);
    const blocks = comparisonBlocks("hidden_profile", logs.hidden_profile, { bootstrap: 300, seed: 2 });
    expect(blocks.map((b) => b.kind)).toEqual(["figure", "html"]);
    const report = compareRuns("hidden_profile", logs.hidden_profile, { B: 300, seed: 2, permutations: 1000 });
    const fig = blocks[0].kind === "figure" ? blocks[0].figure : null;
    expect(fig).toEqual(compareForestFigure(report));
    const trace = fig!.data[0] as { x: number[]; y: string[]; error_x: { array: number[]; arrayminus: number[] }; name: string };
    expect(trace.name).toBe("typical − susceptible (8 tasks)");
    expect(trace.y).toEqual(["y_pre", "y_post", "y_full", "improvement", "gap", "y_post_majority"]);
    const post = report.comparisons[0].rows[1];
    expect(trace.x[1]).toBe(post.difference);
    expect(trace.x[1] - trace.error_x.arrayminus[1]).toBeCloseTo(post.ci![0], 12);
    expect(trace.x[1] + trace.error_x.array[1]).toBeCloseTo(post.ci![1], 12);
    expect((fig!.layout.title as { text: string }).text).toMatch(/^hidden_profile: paired differences vs susceptible \(simulated\)/);
    const html = blocks[1].kind === "html" ? blocks[1].html : "";
    expect(html).toMatch(/every model against susceptible on shared tasks/);
    expect(html).toMatch(/only 8 shared tasks \(&lt; 10\)/); // the warning travels into the table
  });
  it("is empty with one model", async () => {
    const logs = await loadLogs([fx("hp-typical.jsonl")]);
    expect(comparisonBlocks("hidden_profile", logs.hidden_profile, { bootstrap: 100, seed: 0 })).toEqual([]);
  });
});
