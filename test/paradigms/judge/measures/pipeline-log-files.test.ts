import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { judgePipelineLogFiles } from "../../../../src/paradigms/judge/measures/index.js";

describe("judgePipelineLogFiles(dir)", () => {
  it("lists pipeline-*/records.jsonl sorted; corpus files, other folders and empty pipeline folders are left out", () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-judge-"));
    for (const d of ["pipeline-typical", "pipeline-resistant", "other", "pipeline-empty"]) mkdirSync(join(dir, d));
    for (const d of ["pipeline-typical", "pipeline-resistant", "other"]) writeFileSync(join(dir, d, "records.jsonl"), "");
    writeFileSync(join(dir, "corpus.jsonl"), "");
    expect(judgePipelineLogFiles(dir)).toEqual([join(dir, "pipeline-resistant", "records.jsonl"), join(dir, "pipeline-typical", "records.jsonl")]);
  });
  it("a missing folder or one without pipeline logs → RangeError", () => {
    expect(() => judgePipelineLogFiles(join(tmpdir(), "gt-no-such-dir-xyz"))).toThrow(RangeError);
    expect(() => judgePipelineLogFiles(mkdtempSync(join(tmpdir(), "gt-judge-empty-")))).toThrow(/pipeline-\*/);
  });
});
