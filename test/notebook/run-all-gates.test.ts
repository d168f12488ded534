// run-all's gates (issue 22): `npm run reproduce` starts the notebooks while the data scripts run; a notebook
// waits for its data script's status file, and fails without running when that script failed.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runAllSideBySide } from "../../src/notebook/run-all.js";
import { gateState } from "../../src/notebook/run-gate.js";

const dir = mkdtempSync(join(tmpdir(), "gt-gates-"));

describe("gateState", () => {
  it("is open without a gate, waits for a missing status file, opens on ok, reports anything else", () => {
    const f = join(dir, "hidden_profile");
    expect(gateState("notebooks/00-quickstart.ipynb", { "02": f })).toBe("open");
    expect(gateState("notebooks/02-hidden-profile.ipynb", { "02": f })).toBe("wait");
    writeFileSync(f, "ok\n");
    expect(gateState("notebooks/02-hidden-profile.ipynb", { "02": f })).toBe("open");
    writeFileSync(f, "failed\n");
    expect(gateState("notebooks/02-hidden-profile.ipynb", { "02": f })).toEqual({ failed: `its data step failed (${f}: "failed")` });
  });
});

describe("runAllSideBySide with gates", () => {
  it("fails a notebook whose data step failed without running it", async () => {
    const f = join(dir, "judge");
    writeFileSync(f, "failed\n");
    const [r] = await runAllSideBySide({ notebooks: ["notebooks/04-formalism-trap.ipynb"], outDir: join(dir, "out"), gates: { "04": f }, jobs: 1 });
    expect([r.ok, r.codeCells, r.problems]).toEqual([false, 0, [`its data step failed (${f}: "failed")`]]);
  });
});
