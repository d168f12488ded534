import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main as metricsPhantom } from "../../src/paradigms/phantom/cli/metrics.js";
import { generatePhantomLogs, TYPICAL_RATES } from "../fixtures/phantom/generate-phantom.js";

// Issue 21: tiny logs must not print an unflagged zero-width "95% CI".
function logFile(records: unknown[]): string {
  const dir = mkdtempSync(join(tmpdir(), "zero-width-"));
  const file = join(dir, "log.jsonl");
  writeFileSync(file, records.map((r) => JSON.stringify(r)).join("\n") + "\n");
  return file;
}

describe("tiny logs: every zero-width or small-sample interval is flagged", () => {
  let out = "";
  beforeEach(() => {
    out = "";
    vi.spyOn(process.stdout, "write").mockImplementation((c: string | Uint8Array) => ((out += String(c)), true));
  });
  afterEach(() => vi.restoreAllMocks());

  it("metrics phantom on one scenario: each [x, x] interval line ends with * and the note says why", async () => {
    const file = logFile(generatePhantomLogs({ models: { m: TYPICAL_RATES }, scenarios: 1, seed: 5 }));
    expect(await metricsPhantom([file, "--bootstrap", "200", "--seed", "1"])).toBe(0);
    const lines = out.split("\n");
    const zero = lines.filter((l) => /\[(-?[\d.]+), \1\]/.test(l));
    expect(zero.length).toBeGreaterThan(0);
    for (const l of zero) expect(l.trimEnd(), l).toMatch(/\*$/);
    expect(out).toMatch(/^\* .*: (zero-width|only 1 scenarios)/m);
  });

  it("metrics phantom --json on one scenario: every interval of the 19 measures has a ci_note", async () => {
    const file = logFile(generatePhantomLogs({ models: { m: TYPICAL_RATES }, scenarios: 1, seed: 5 }));
    expect(await metricsPhantom([file, "--json", "--bootstrap", "200"])).toBe(0);
    const doc = JSON.parse(out);
    for (const [k, m] of Object.entries(doc.groups[0].metrics as Record<string, { ci: number[] | null; ci_note?: string }>)) {
      if (m.ci) expect(m.ci_note, k).toBeTruthy();
    }
  });
});
