import { describe, expect, it } from "vitest";
import { judgeCrossBlindExample } from "../../../../src/paradigms/judge/measures/index.js";

const base = { benchmark: "gaia", evidence_weighting: 4, accuracy: 0 as const, simulated: true };

describe("judgeCrossBlindExample(records)", () => {
  it("skips self-judged and judge-less records and a CLEAN_TRAJECTORY lead; rows in field order", () => {
    const rows = judgeCrossBlindExample([
      { ...base, uuid: "self", propagator: "s", judge: "s", clusters: ["X"] },
      { ...base, uuid: "none", propagator: "s", clusters: ["X"] },
      { ...base, uuid: "clean", propagator: "s", judge: "r", clusters: ["CLEAN_TRAJECTORY"] },
      { ...base, uuid: "pick", propagator: "s", judge: "r", clusters: ["PERFORMATIVE_RIGOR"], raw_labels: ["ritual"], extract_model: "r", dictionary_version: 1 },
    ]);
    expect(rows).toEqual([
      { field: "uuid", value: "pick" }, { field: "benchmark", value: "gaia" }, { field: "propagator", value: "s" }, { field: "judge", value: "r" },
      { field: "extract_model", value: "r" }, { field: "evidence_weighting", value: 4 }, { field: "accuracy", value: 0 },
      { field: "D_E", value: 0.75 }, { field: "captured (D_E > 0.5)", value: true }, { field: "raw_labels", value: ["ritual"] },
      { field: "clusters", value: ["PERFORMATIVE_RIGOR"] }, { field: "dictionary_version", value: 1 }, { field: "simulated", value: true },
    ]);
  });
  it("only CLEAN_TRAJECTORY cross-blind records → the first; missing extras are null", () => {
    const rows = judgeCrossBlindExample([{ ...base, uuid: "c1", propagator: "s", judge: "r", clusters: ["CLEAN_TRAJECTORY"], evidence_weighting: 3 }]);
    expect(Object.fromEntries(rows.map((r) => [r.field, r.value]))).toMatchObject({ uuid: "c1", extract_model: null, raw_labels: null, D_E: 0.5, "captured (D_E > 0.5)": false });
  });
  it("no cross-blind record → []", () => {
    expect(judgeCrossBlindExample([{ ...base, uuid: "s", propagator: "a", judge: "a", clusters: ["X"] }])).toEqual([]);
  });
});
