import { describe, expect, it } from "vitest";
import { phantomGroupsTable, phantomMetrics } from "../../../../src/paradigms/phantom/measures/index.js";
import { handCase, rec } from "./hand-cases.js";

describe("phantomGroupsTable(report)", () => {
  it("hand case: 4 scenarios, 3 kept null decisions (s2), s3 and s4 excluded (an agent lacks observed_public / private)", () => {
    expect(phantomGroupsTable(phantomMetrics(handCase(), { bootstrap: 0 }))).toEqual([
      { Model: "m", scenarios: 4, invalid: 3, excluded_scenarios: 2, simulated: false },
    ]);
  });
  it("names a run's group 'model [run]' and reports simulated groups", () => {
    const records = [
      rec("s1", "P", "B", 0, "private", "P", { run_id: "r1", simulated: true }),
      rec("s1", "P", "B", 0, "private", "B", { run_id: "r2", simulated: true }),
    ];
    expect(phantomGroupsTable(phantomMetrics(records, { bootstrap: 0, byRun: true })).map((r) => [r.Model, r.simulated])).toEqual([
      ["m [r1]", true], ["m [r2]", true],
    ]);
  });
  it("no groups → no rows", () => {
    expect(phantomGroupsTable({ groups: [] })).toEqual([]);
  });
});
