import { describe, expect, it } from "vitest";
import * as gt from "../src/index.js";
import * as m0 from "../src/errors.js";
import * as m1 from "../src/paths.js";
import * as m2 from "../src/schema/index.js";
import * as m3 from "../src/load/index.js";
import * as m4 from "../src/stats/index.js";
import * as m5 from "../src/models/index.js";
import * as m6 from "../src/metrics/common/index.js";
import * as m7 from "../src/paradigms/phantom/measures/index.js";
import * as m8 from "../src/paradigms/panel/measures/index.js";
import * as m9 from "../src/paradigms/hidden_profile/measures/index.js";
import * as m10 from "../src/paradigms/judge/measures/index.js";
import * as m11 from "../src/plot/index.js";
import * as m12 from "../src/paradigms/phantom/figures/index.js";
import * as m13 from "../src/paradigms/panel/figures/index.js";
import * as m14 from "../src/paradigms/hidden_profile/figures/index.js";
import * as m15 from "../src/paradigms/judge/figures/index.js";
import * as m16 from "../src/runner/index.js";
import * as m17 from "../src/notebook/index.js";
import * as m18 from "../src/export/index.js";
import * as m19 from "../src/view/index.js";
import * as m20 from "../src/report/index.js";

// The public barrel lists every name by hand (house style rule 1); this keeps it in step with the layers' barrels.
const LAYERS: [string, Record<string, unknown>][] = [
  ["errors", m0],
  ["paths", m1],
  ["schema/index", m2],
  ["load/index", m3],
  ["stats/index", m4],
  ["models/index", m5],
  ["metrics/common/index", m6],
  ["paradigms/phantom/measures/index", m7],
  ["paradigms/panel/measures/index", m8],
  ["paradigms/hidden_profile/measures/index", m9],
  ["paradigms/judge/measures/index", m10],
  ["plot/index", m11],
  ["paradigms/phantom/figures/index", m12],
  ["paradigms/panel/figures/index", m13],
  ["paradigms/hidden_profile/figures/index", m14],
  ["paradigms/judge/figures/index", m15],
  ["runner/index", m16],
  ["notebook/index", m17],
  ["export/index", m18],
  ["view/index", m19],
  ["report/index", m20],
];

describe("src/index.ts (the public barrel)", () => {
  for (const [layer, mod] of LAYERS) {
    it(`re-exports every value exported by src/${layer}.ts`, () => {
      expect(Object.keys(mod).filter((k) => !(k in gt))).toEqual([]);
    });
  }
  it("exports nothing that is undefined", () => {
    expect(Object.entries(gt).filter(([, v]) => v === undefined).map(([k]) => k)).toEqual([]);
  });
});
