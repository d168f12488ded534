import { describe, expect, it } from "vitest";
import { contractColumns, exportColumns } from "../../src/export/export-columns.js";
import type { Cell } from "../../src/export/flatten-record.js";

describe("exportColumns(rows)", () => {
  it("puts envelope columns first, then protocol fields in contract order, then extras in first-seen order", () => {
    const rows: Record<string, Cell>[] = [{ zeta: 1, decision: "block", trial_id: "t", "usage.completion_tokens": 2, protocol: "phantom" }, { alpha: 0, "usage.prompt_tokens": 1 }];
    expect(exportColumns(rows)).toEqual(["protocol", "trial_id", "usage.prompt_tokens", "usage.completion_tokens", "decision", "zeta", "alpha"]);
  });
  it("lists no column for no rows", () => {
    expect(exportColumns([])).toEqual([]);
  });
  it("the contract columns start with the envelope and hold each protocol's required fields once", () => {
    const c = contractColumns();
    expect(c.slice(0, 11)).toEqual(["protocol", "run_id", "model", "trial_id", "seed", "raw", "parse_error", "usage.prompt_tokens", "usage.completion_tokens", "latency_ms", "simulated"]);
    for (const f of ["scenario_id", "verdict", "task_id", "uuid", "clusters"]) expect(c.filter((x) => x === f)).toHaveLength(1);
  });
});
