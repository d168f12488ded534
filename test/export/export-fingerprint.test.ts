import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// `collide` makes every fingerprint a hit (as if each key shared its fingerprint with an earlier one), so the
// export's confirmation by reading the inputs again is what decides: no record is a duplicate unless its key is.
// forEachRecord (validate, loadLogs) confirms the same way, and after 8 hits keeps the exact keys.
// forEachRecord keeps exact ids up to EXACT_KEYS before it moves to fingerprints: 0 here (fingerprints from the
// first id, so `collide` reaches it) unless a case sets another limit.
const state = vi.hoisted(() => ({ collide: false, exactKeys: 0 }));
vi.mock("../../src/load/exact-keys.js", () => ({
  get EXACT_KEYS() {
    return state.exactKeys;
  },
}));
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
const { loadLogs, validateLogs } = await import("../../src/load/load-logs.js");

const dir = mkdtempSync(join(tmpdir(), "gt-export-fp-"));
const TRICKY = "test/fixtures/export/tricky.jsonl";
const SAMPLE = "data/samples/phantom-sample.jsonl";
afterEach(() => {
  state.collide = false;
  state.exactKeys = 0;
});

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

const messages = async (paths: string[]) => {
  const v = await validateLogs(paths, 1000);
  return { records: v.records, counts: v.counts, errors: v.errors.map((e) => e.message), more: v.more };
};

describe("forEachRecord's duplicate check (validate, loadLogs) keeps fingerprints and confirms a hit by reading again", () => {
  it("a fingerprint hit that is no repeated id changes nothing (120 records, no error)", async () => {
    state.collide = true;
    expect(await messages([SAMPLE])).toEqual({ records: 120, counts: [{ protocol: "phantom", model: "typical", records: 120 }], errors: [], more: 0 });
    expect((await loadLogs([SAMPLE])).phantom.length).toBe(120);
  });
  it("a log given twice: 120 duplicates named with their first place, bad lines skipped, the same with every key colliding", async () => {
    const f = join(dir, "bad-lines.jsonl");
    const lines = readFileSync(SAMPLE, "utf8").trimEnd().split("\n");
    // a bad line before the first record, one that is not JSON in the middle, and a repeat inside the file
    writeFileSync(f, ['{"protocol":"phantom"}', ...lines.slice(0, 10), "{nope", ...lines.slice(10), lines[4], ""].join("\n"));
    const plain = await messages([f, SAMPLE]);
    expect(plain.records).toBe(120);
    expect(plain.errors.length).toBe(3 + 120);
    expect(plain.errors[0]).toMatch(new RegExp(`^${f.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}:1: `));
    const id = JSON.parse(lines[4]).trial_id;
    expect(plain.errors[2]).toBe(`${f}:123: trial_id: duplicate trial_id "${id}" (first at ${f}:6)`);
    expect(plain.errors[3]).toBe(`${SAMPLE}:1: trial_id: duplicate trial_id "${JSON.parse(lines[0]).trial_id}" (first at ${f}:2)`);
    expect(plain.errors[122]).toBe(`${SAMPLE}:120: trial_id: duplicate trial_id "${JSON.parse(lines[119]).trial_id}" (first at ${f}:122)`);
    state.collide = true;
    expect(await messages([f, SAMPLE])).toEqual(plain);
  });
  it("exact ids up to the limit, then fingerprints: the same messages whatever the limit, a repeat of an id from before the move included", async () => {
    const f = join(dir, "move.jsonl");
    const lines = readFileSync(SAMPLE, "utf8").trimEnd().split("\n");
    // repeats of ids first seen before and after the move (at 5 ids), inside the file and across files
    writeFileSync(f, [...lines.slice(0, 40), lines[2], ...lines.slice(40), lines[60], lines[3], ""].join("\n"));
    const byLimit = [];
    for (const [limit, collide] of [[50_000, false], [5, false], [5, true], [0, false], [0, true]] as const) {
      state.exactKeys = limit;
      state.collide = collide;
      byLimit.push(await messages([f, SAMPLE]));
    }
    expect(byLimit[0].errors.length).toBe(3 + 120);
    expect(byLimit[0].errors.slice(0, 3)).toEqual([
      `${f}:41: trial_id: duplicate trial_id "${JSON.parse(lines[2]).trial_id}" (first at ${f}:3)`,
      `${f}:122: trial_id: duplicate trial_id "${JSON.parse(lines[60]).trial_id}" (first at ${f}:62)`,
      `${f}:123: trial_id: duplicate trial_id "${JSON.parse(lines[3]).trial_id}" (first at ${f}:4)`,
    ]);
    for (const m of byLimit.slice(1)) expect(m).toEqual(byLimit[0]);
  });
  it("loadLogs stops at the first repeat with the same message either way", async () => {
    const want = await loadLogs([SAMPLE, SAMPLE]).catch((e: Error) => e.message);
    expect(want).toBe(`${SAMPLE}:1: trial_id: duplicate trial_id "ph-001:a0:private" (first at ${SAMPLE}:1)`);
    state.collide = true;
    await expect(loadLogs([SAMPLE, SAMPLE])).rejects.toThrow(want as string);
  });
});
