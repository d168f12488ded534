import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/metrics-phantom.js";
import { DataError, UsageError } from "../../src/errors.js";
import { PHANTOM_METRICS } from "../../src/metrics/phantom/phantom-metric-names.js";
import { handCase, scenario } from "../metrics/phantom/hand-cases.js";

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

  it("--json --bootstrap 0 prints exactly the cli.md document, groups sorted by model, ci null", async () => {
    expect(await main([logFile([...handCase(), ...other]), "--json", "--bootstrap", "0"])).toBe(0);
    const doc = JSON.parse(out);
    expect(Object.keys(doc)).toEqual(["protocol", "groups"]);
    expect(doc.protocol).toBe("phantom");
    expect(doc.groups.map((g: { model: string }) => g.model)).toEqual(["a-model", "m"]);
    const g = doc.groups[1];
    expect(Object.keys(g)).toEqual(["model", "metrics", "invalid", "excluded_scenarios"]);
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
    expect(out).toMatch(/^m: 4 scenarios, 3 invalid decisions, 2 scenarios excluded/);
    expect(out).toMatch(/PBE\s+0\.583\s+12\s+-/);
  });

  it("rejects bad usage and bad files", async () => {
    await expect(main([])).rejects.toThrow(UsageError);
    await expect(main(["x.jsonl", "--bootstrap", "-1"])).rejects.toThrow(UsageError);
    await expect(main(["x.jsonl", "--bootstrap", "1.5"])).rejects.toThrow(UsageError);
    await expect(main(["x.jsonl", "--frobnicate"])).rejects.toThrow(UsageError);
    await expect(main([join(tmpdir(), "no-such-phantom-log.jsonl")])).rejects.toThrow(DataError);
  });
});
