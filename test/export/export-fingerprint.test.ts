import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// `collide` makes every fingerprint a hit (as if each key shared its fingerprint with an earlier one), so the
// export's confirmation by reading the inputs again is what decides: no record is a duplicate unless its key is.
const state = vi.hoisted(() => ({ collide: false }));
vi.mock("../../src/load/key-fingerprints.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/load/key-fingerprints.js")>();
  class Colliding extends real.KeyFingerprints {
    override add(key: string): boolean {
      return super.add(key) && !state.collide;
    }
  }
  return { KeyFingerprints: Colliding };
});
const { exportLogs } = await import("../../src/export/export-logs.js");
const { loadLogs } = await import("../../src/load/load-logs.js");

const dir = mkdtempSync(join(tmpdir(), "gt-export-fp-"));
const TRICKY = "test/fixtures/export/tricky.jsonl";
afterEach(() => void (state.collide = false));

describe("export's duplicate check keeps fingerprints and confirms a hit by reading again", () => {
  it("a fingerprint hit that is no repeated id exports the same file as without it", async () => {
    const want = join(dir, "want.jsonl"), got = join(dir, "got.jsonl");
    await exportLogs([TRICKY, "data/samples/phantom-sample.jsonl"], want, "jsonl");
    state.collide = true;
    expect(await exportLogs([TRICKY, "data/samples/phantom-sample.jsonl"], got, "jsonl")).toEqual({ rows: 136, columns: expect.any(Number) });
    expect(readFileSync(got, "utf8")).toBe(readFileSync(want, "utf8"));
  });
  it("a real repeat is still refused naming the first place, also when one file is given twice", async () => {
    const f = join(dir, "one.jsonl");
    writeFileSync(f, readFileSync(TRICKY, "utf8").split("\n").slice(0, 2).join("\n") + "\n");
    for (const collide of [false, true]) {
      state.collide = collide;
      const viaLoad = await loadLogs([f, f]).catch((e: Error) => e.message);
      expect(viaLoad).toBe(`${f}:1: trial_id: duplicate trial_id "typical:ph-001:a0:private" (first at ${f}:1)`);
      await expect(exportLogs([f, f], join(dir, "twice.csv"), "csv")).rejects.toThrow(viaLoad as string);
    }
  });
});
