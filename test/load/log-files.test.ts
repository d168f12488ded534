import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataError } from "../../src/errors.js";
import { expandLogPaths, findRecordFiles, runLogFiles } from "../../src/load/log-files.js";

function tree(files: string[]): string {
  const root = mkdtempSync(join(tmpdir(), "gt-logfiles-"));
  for (const f of files) {
    mkdirSync(join(root, f, ".."), { recursive: true });
    writeFileSync(join(root, f), "{}\n");
  }
  return root;
}

describe("findRecordFiles(dir) / expandLogPaths(paths)", () => {
  const root = tree(["exp/b/records.jsonl", "exp/a/records.jsonl", "exp/a/smoke/records.jsonl", "exp/deep/x/y/records.jsonl", "exp/.hidden/records.jsonl", "exp/notes.jsonl", "empty/x.txt"]);
  it("a run folder means its own records.jsonl", () => {
    expect(findRecordFiles(join(root, "exp/a"))).toEqual([join(root, "exp/a/records.jsonl")]);
  });
  it("an experiment folder means every records.jsonl below it, sorted, dot-folders skipped", () => {
    expect(findRecordFiles(join(root, "exp"))).toEqual(["exp/a/records.jsonl", "exp/b/records.jsonl", "exp/deep/x/y/records.jsonl"].map((f) => join(root, f)));
  });
  it("expands folders in argument order and keeps files (even missing ones) as given", () => {
    expect(expandLogPaths([join(root, "exp/b"), "missing.jsonl", join(root, "exp/a")])).toEqual([join(root, "exp/b/records.jsonl"), "missing.jsonl", join(root, "exp/a/records.jsonl")]);
  });
  it("a folder without logs is a DataError naming it", () => {
    expect(() => expandLogPaths([join(root, "empty")])).toThrow(DataError);
    expect(() => expandLogPaths([join(root, "empty")])).toThrow(`${join(root, "empty")}:0: -: folder holds no records.jsonl`);
  });
});

describe("runLogFiles(dir, options)", () => {
  const root = tree(["d/typical/records.jsonl", "d/resistant/records.jsonl", "d/resistant/smoke/records.jsonl", "d/pipeline-x/records.jsonl", "d/extra.jsonl", "d/nolog/readme.txt"]);
  it("lists <run>/records.jsonl, optionally *.jsonl, sorted", () => {
    expect(runLogFiles(join(root, "d"))).toEqual(["pipeline-x", "resistant", "typical"].map((r) => join(root, "d", r, "records.jsonl")));
    expect(runLogFiles(join(root, "d"), { jsonl: true })[0]).toBe(join(root, "d/extra.jsonl"));
  });
  it("filters by name and reads smoke/ children in smoke mode", () => {
    expect(runLogFiles(join(root, "d"), { match: /^pipeline-/ })).toEqual([join(root, "d/pipeline-x/records.jsonl")]);
    expect(runLogFiles(join(root, "d"), { smoke: true })).toEqual([join(root, "d/resistant/smoke/records.jsonl")]);
  });
  it("one missing-folder policy: a RangeError naming caller and folder", () => {
    expect(() => runLogFiles(join(root, "nope"), { caller: "f" })).toThrow(/^f\(dir\): expected an existing folder/);
    expect(() => runLogFiles(join(root, "d/nolog"), { what: "x/records.jsonl" })).toThrow(/expected a folder holding x\/records.jsonl/);
  });
});

describe("expandLogPaths: a folder of plain .jsonl logs", () => {
  it("is not read implicitly (run folders also hold calls.jsonl, errors.jsonl) but the error names the files", () => {
    const root = tree(["logs/a.jsonl", "logs/b.jsonl"]);
    expect(() => expandLogPaths([join(root, "logs")])).toThrow(
      `${join(root, "logs")}:0: -: folder holds no records.jsonl (expected a run folder or a folder of run folders); it holds 2 other .jsonl files (a.jsonl, b.jsonl): pass them as files`,
    );
  });
});
