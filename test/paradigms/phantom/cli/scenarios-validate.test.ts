import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../../../src/paradigms/phantom/cli/scenarios-validate.js";
import { projectPath } from "../../../../src/paths.js";
import { capture } from "../protocol/helpers.js";
import { SHIPPED_DOMAINS } from "../../../../src/paradigms/phantom/protocol/design-quotas.js";

describe("groupthink scenarios validate", () => {
  it("accepts the shipped bank with its quotas (no PATH: quotas on) and prints the --json summary", async () => {
    const r = await capture(main, ["--json"]);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.out);
    const n = 96 * SHIPPED_DOMAINS.length;
    expect(doc).toMatchObject({ scenarios: n, valid: n, issues: [], quotas: true, ok: true });
    expect(doc.counts.gold).toEqual({ block: n / 3, defer_or_review: n / 3, proceed: n / 3 });
    expect(Object.values(doc.counts.direction)).toEqual([n / 6, n / 6, n / 6, n / 6, n / 6, n / 6]);
  });
  it("checks a user bank of 12 scenarios without quotas (exit 0), and with --quotas (exit 1)", async () => {
    const bank = JSON.parse(readFileSync(projectPath("scenarios/phantom/bank.json"), "utf8"));
    bank.scenarios = bank.scenarios.slice(0, 12);
    const dir = mkdtempSync(join(tmpdir(), "phv12-"));
    const file = join(dir, "mine.json");
    writeFileSync(file, JSON.stringify(bank));
    const r = await capture(main, [file, "--json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ scenarios: 12, valid: 12, quotas: false, ok: true });
    const q = await capture(main, [file, "--quotas"]);
    expect(q.code).toBe(1);
    expect(q.err).toContain(`${file}: -: domain: financial_compliance: expected 96 scenarios, found 12`);
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
    const j = await capture(main, [file, "--json", "--no-quotas"]);
    expect(JSON.parse(j.out)).toMatchObject({ valid: bank.scenarios.length - 1, ok: false });
  });
  it("exits 1 for a missing path", async () => {
    expect((await capture(main, ["/nonexistent/bank.json"])).code).toBe(1);
  });
  it("a missing path is one line naming the file on stderr (and a not-ok summary with --json)", async () => {
    const r = await capture(main, ["/nonexistent/bank.json"]);
    expect([r.code, r.err, r.out]).toEqual([1, "/nonexistent/bank.json: no such file or directory (expected a scenario bank file or folder)\n", ""]);
    const j = await capture(main, ["/nonexistent/bank.json", "--json"]);
    expect(j.code).toBe(1);
    expect(j.err.split("\n").filter(Boolean)).toHaveLength(1);
    expect(JSON.parse(j.out)).toMatchObject({ path: "/nonexistent/bank.json", scenarios: 0, ok: false, issues: [{ file: "/nonexistent/bank.json", reason: expect.stringContaining("no such file") }] });
    const empty = await capture(main, [""]);
    expect([empty.code, empty.err]).toEqual([1, '"": no such file or directory (expected a scenario bank file or folder)\n']);
  });
  it("an issue whose reason holds a line break stays on one line", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-sv-"));
    const file = join(dir, "bank.json");
    writeFileSync(file, "vm\n");
    const r = await capture(main, [file]);
    expect(r.code).toBe(1);
    expect(r.err.split("\n").filter(Boolean)).toHaveLength(1);
    expect(r.err).toContain(`${file}: -: -: not valid JSON`);
  });
});
