import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/scenarios-validate.js";
import { projectPath } from "../../src/paths.js";
import { capture } from "../runner/protocols/phantom/helpers.js";

describe("groupthink scenarios validate", () => {
  it("accepts the committed bank (exit 0) and prints the --json summary", async () => {
    const r = await capture(main, [projectPath("scenarios/phantom"), "--json"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    expect(doc).toMatchObject({ scenarios: 120, valid: 120, issues: [], ok: true });
    expect(doc.counts.gold).toEqual({ block: 40, defer_or_review: 40, proceed: 40 });
    expect(Object.values(doc.counts.direction)).toEqual([20, 20, 20, 20, 20, 20]);
  });
  it("exits 1 naming file, scenario id and field for a bad bank", async () => {
    const bank = JSON.parse(readFileSync(projectPath("scenarios/phantom/bank.json"), "utf8"));
    bank.scenarios[4].public_signals[0] = "Everyone here would let this pass.";
    const dir = mkdtempSync(join(tmpdir(), "phv-"));
    const file = join(dir, "bank.json");
    writeFileSync(file, JSON.stringify(bank));
    const r = await capture(main, [file]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${file}: ${bank.scenarios[4].id}: public_signals[0]: explicit majority or vote wording: "Everyone"`);
    expect(r.err).toContain("scenarios: expected at least 120 valid scenarios, found 119");
    const j = await capture(main, [file, "--json", "--no-quotas"]);
    expect(JSON.parse(j.out)).toMatchObject({ valid: 119, ok: false });
  });
  it("exits 1 for a missing path", async () => {
    expect((await capture(main, ["/nonexistent/bank.json"])).code).toBe(1);
  });
});
