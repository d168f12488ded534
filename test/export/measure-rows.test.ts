import { describe, expect, it } from "vitest";
import { measureColumns, measureRows } from "../../src/export/measure-rows.js";
import { measureTableCsv } from "../../src/export/measure-table-csv.js";

describe("measureRows(doc)", () => {
  it("turns a phantom document into one long row per (model, measure), counts as value-only measures", () => {
    const doc = { protocol: "phantom", groups: [{ model: "m", metrics: { ppg: { value: 0.5, n: 4, ci: [0.1, 0.9] }, crfr: { value: null, n: 0, ci: null } }, invalid: 2, excluded_scenarios: 0 }] };
    expect(measureRows(doc)).toEqual([
      { table: "groups", model: "m", measure: "ppg", value: 0.5, n: 4, ci_lo: 0.1, ci_hi: 0.9 },
      { table: "groups", model: "m", measure: "crfr", value: null, n: 0, ci_lo: null, ci_hi: null },
      { table: "groups", model: "m", measure: "invalid", value: 2 },
      { table: "groups", model: "m", measure: "excluded_scenarios", value: 0 },
    ]);
  });
  it("keeps string fields and k as keys, opens object tables, reads hidden-profile summaries", () => {
    const doc = {
      protocol: "x",
      flip_vs_k: [{ k: 3, rate: { value: 0.25, n: 8, ci: [0.05, 0.6] } }],
      groups: [{ model: "a", variant: "baseline", y_pre: { value: 0.2, sem: 0.05, n_tasks: 4 }, strong: true, fisher_p: null }],
    };
    const rows = measureRows(doc);
    expect(rows).toEqual([
      { table: "flip_vs_k", k: 3, measure: "rate", value: 0.25, n: 8, ci_lo: 0.05, ci_hi: 0.6 },
      { table: "groups", model: "a", variant: "baseline", measure: "y_pre", value: 0.2, sem: 0.05, n_tasks: 4 },
      { table: "groups", model: "a", variant: "baseline", measure: "strong", value: true },
      { table: "groups", model: "a", variant: "baseline", measure: "fisher_p", value: null },
    ]);
    expect(measureColumns(rows)).toEqual(["table", "k", "model", "variant", "measure", "value", "n", "ci_lo", "ci_hi", "sem", "n_tasks"]);
  });
});

describe("measureTableCsv(doc)", () => {
  it("writes the long rows as RFC 4180 CSV", () => {
    const doc = { groups: [{ model: "a,b", metrics: { ppg: { value: 0.5, n: 4, ci: null } } }] };
    expect(measureTableCsv(doc)).toBe('table,model,measure,value,n,ci_lo,ci_hi\r\ngroups,"a,b",ppg,0.5,4,,\r\n');
  });
});
