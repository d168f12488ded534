import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../../../src/paradigms/phantom/cli/metrics.js";
import { DataError, UsageError } from "../../../../src/errors.js";
import { PHANTOM_METRICS } from "../../../../src/paradigms/phantom/measures/phantom-metric-names.js";
import { handCase, scenario } from "../measures/hand-cases.js";

function logFile(records: unknown[]): string {
  const dir = mkdtempSync(join(tmpdir(), "phantom-cli-"));
  const file = join(dir, "log.jsonl");
  writeFileSync(file, records.map((r) => JSON.stringify(r)).join("\n") + "\n");
  return file;
}

describe("groupthink metrics phantom", () => {
  let out = "";
  beforeEach(() => {
    out = "";
    vi.spyOn(process.stdout, "write").mockImplementation((c: string | Uint8Array) => ((out += String(c)), true));
  });
  afterEach(() => vi.restoreAllMocks());

  const other = scenario("q", "B", "P", { private: "BBBB", observed_public: "PPPP" }, { model: "a-model" } as never);

  it("--json --bootstrap 0 prints the cli.md document (plus the documented extra keys), groups sorted by model, ci null", async () => {
    expect(await main([logFile([...handCase(), ...other]), "--json", "--bootstrap", "0"])).toBe(0);
    const doc = JSON.parse(out);
    expect(Object.keys(doc)).toEqual(["simulated", "bootstrap", "seed", "run_ids", "protocol", "groups", "breakdowns"]);
    expect([doc.bootstrap, doc.seed]).toEqual([0, 0]); // provenance (docs/compare-and-plan.md)
    expect(doc.protocol).toBe("phantom");
    expect(doc.groups.map((g: { model: string }) => g.model)).toEqual(["a-model", "m"]);
    const g = doc.groups[1];
    expect(Object.keys(g)).toEqual(["model", "metrics", "invalid", "excluded_scenarios", "parse_failures", "stability", "co_occurrence"]);
    // belief–action co-occurrence, by hand (see test/paradigms/phantom/measures/phantom-analyses.test.ts): 5 of 6 belief errors
    // come with an action change, 3 of 5 decisions without one
    expect(g.co_occurrence.change_given_error).toEqual({ value: 5 / 6, n: 6, ci: null });
    expect(g.co_occurrence.change_given_no_error).toEqual({ value: 3 / 5, n: 5, ci: null });
    expect(g.co_occurrence.difference.value).toBeCloseTo(7 / 30, 12);
    expect(g.parse_failures.at(-1)).toEqual({ condition: "all", records: 60, failures: 3, share: 3 / 60 });
    expect(g.stability.summary).toEqual({ scenarios: 4, replicated: 0, cells: 0, changed: 0, share: null });
    expect(Object.keys(g.metrics)).toEqual([...PHANTOM_METRICS]);
    expect(g.metrics.pbe).toEqual({ value: 7 / 12, n: 12, ci: null });
    expect(g.metrics.trr).toEqual({ value: 4 / 6, n: 6, ci: null });
    expect(g.invalid).toBe(3);
    expect(g.excluded_scenarios).toBe(2);
    expect(doc.groups[0].metrics.crfr).toEqual({ value: 1, n: 1, ci: null });
    expect(doc.groups[0].metrics.trr).toEqual({ value: null, n: 0, ci: null });
    expect(out.trim().split("\n")).toHaveLength(1);
  });

  it("bootstraps by default and is reproducible for a seed", async () => {
    const file = logFile(handCase());
    await main([file, "--json", "--bootstrap", "400", "--seed", "5"]);
    const a = JSON.parse(out);
    out = "";
    await main([file, "--json", "--bootstrap", "400", "--seed", "5"]);
    expect(JSON.parse(out)).toEqual(a);
    const ci = a.groups[0].metrics.private_acc.ci;
    expect(ci[0]).toBeLessThanOrEqual(10 / 14);
    expect(ci[1]).toBeGreaterThanOrEqual(10 / 14);
    out = "";
    await main([file, "--json", "--bootstrap", "400", "--seed", "6"]);
    expect(JSON.parse(out)).not.toEqual(a);
  });

  it("prints a human table without --json", async () => {
    await main([logFile(handCase()), "--bootstrap", "0"]);
    expect(out).toMatch(/^m: 4 scenarios, 3 invalid decisions, 2 scenario groups excluded/);
    expect(out).toMatch(/parse failures \(m\)/);
    expect(out).toMatch(/P\(change \| belief error\)\s+0\.833\s+6/);
    expect(out).toMatch(/PBE\s+0\.583\s+12\s+-/);
  });

  it("--by FIELD breaks every measure down (fields from the records, else from the bank)", async () => {
    await main([logFile(handCase()), "--json", "--bootstrap", "0", "--by", "norm_source,domain"]);
    const doc = JSON.parse(out);
    expect(doc.breakdowns.map((b: { field: string }) => b.field)).toEqual(["norm_source", "domain"]);
    const auth = doc.breakdowns[0].rows.find((r: { level: string }) => r.level === "authority");
    expect(auth.scenarios).toBe(2);
    expect(Object.keys(auth.metrics)).toEqual([...PHANTOM_METRICS]);
    out = "";
    await main([logFile(handCase()), "--bootstrap", "0", "--by", "all"]);
    for (const f of ["norm_source", "direction", "domain", "belief_target", "outcome_risk"]) expect(out).toContain(`by ${f}\n`);
    await expect(main([logFile(handCase()), "--by", "colour"])).rejects.toThrow(/--by expects one of norm_source, direction, domain, belief_target, outcome_risk/);
    await expect(main([logFile(handCase()), "--scenarios", join(tmpdir(), "no-such-bank")])).rejects.toThrow(UsageError);
  });

  it("takes the taxonomy from the bank when the records lack it", async () => {
    const bankDir = mkdtempSync(join(tmpdir(), "phantom-bank-"));
    const { loadPhantomBank } = await import("../../../../src/paradigms/phantom/protocol/load-bank.js");
    const { projectPath } = await import("../../../../src/paths.js");
    const b = loadPhantomBank(projectPath("scenarios/phantom"))[0];
    writeFileSync(join(bankDir, "bank.json"), JSON.stringify({ schema_version: "phantom-scenarios/1", scenarios: [{ ...b, id: "s1" }] }));
    await main([logFile(scenario("s1", "B", "P", { private: "BBBB", observed_public: "PPPP" })), "--json", "--bootstrap", "0", "--by", "belief_target", "--scenarios", bankDir]);
    expect(JSON.parse(out).breakdowns[0].rows[0].level).toBe(b.belief_target);
  });

  it("prints model and scenario strings with terminal control characters escaped", async () => {
    const evil = "m\u001b]0;TITLE\u0007\u001b[2J";
    await main([logFile(scenario("s\u001b[31m1", "B", "P", { private: "BBBB", observed_public: "PPPP" }, { model: evil, norm_source: "authority" } as never)), "--bootstrap", "0", "--by", "norm_source"]);
    expect(out).not.toMatch(/\u001b|\u0007/);
    expect(out).toContain("m\\x1b]0;TITLE\\x07\\x1b[2J");
  });

  it("rejects bad usage and bad files", async () => {
    await expect(main([])).rejects.toThrow(UsageError);
    await expect(main(["x.jsonl", "--bootstrap", "-1"])).rejects.toThrow(UsageError);
    await expect(main(["x.jsonl", "--bootstrap", "1.5"])).rejects.toThrow(UsageError);
    await expect(main(["x.jsonl", "--frobnicate"])).rejects.toThrow(UsageError);
    await expect(main([join(tmpdir(), "no-such-phantom-log.jsonl")])).rejects.toThrow(DataError);
  });
});
