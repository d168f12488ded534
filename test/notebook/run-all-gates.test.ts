// run-all's gates (issue 22): `npm run reproduce` starts the notebooks while the data scripts run; a notebook
// waits for its data script's status file, and fails without running when that script failed.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../src/paths.js";
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

describe("scripts/reproduce.sh", () => {
  it("gates every notebook that reads data/sim/NAME on the status of scripts/data/NAME.sh", () => {
    const sh = readFileSync(projectPath("scripts", "reproduce.sh"), "utf8");
    const src = projectPath("notebooks", "src");
    let gated = 0;
    for (const f of readdirSync(src).filter((n) => n.endsWith(".ts"))) {
      const names = [...new Set([...readFileSync(join(src, f), "utf8").matchAll(/data\/sim\/([a-z_]+)/g)].map((m) => m[1]))];
      for (const name of names) {
        expect(existsSync(projectPath("scripts", "data", `${name}.sh`))).toBe(true);
        expect({ notebook: f, gate: sh.includes(`--gate "${f.slice(0, 2)}=$status/${name}"`) }).toEqual({ notebook: f, gate: true });
        gated++;
      }
    }
    expect(gated).toBe(5); // 01 phantom, 02 hidden_profile, 03 panel, 04 judge, 05 benchform (00 reads data/samples)
  });
});
