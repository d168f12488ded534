import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { main } from "../../../../src/paradigms/hidden_profile/cli/metrics.js";
import { UsageError } from "../../../../src/errors.js";
import { projectPath } from "../../../../src/paths.js";

const ref = JSON.parse(readFileSync(projectPath("test/fixtures/hidden-profile/hidden_profile_reference.json"), "utf8"));

describe("groupthink metrics hidden_profile", () => {
  let out = "";
  beforeEach(() => {
    out = "";
    vi.spyOn(process.stdout, "write").mockImplementation((c: string | Uint8Array) => ((out += String(c)), true));
  });
  afterEach(() => vi.restoreAllMocks());

  const log = () => {
    const dir = mkdtempSync(join(tmpdir(), "hp-cli-"));
    const file = join(dir, "log.jsonl");
    writeFileSync(file, ref.records.map((r: unknown) => JSON.stringify(r)).join("\n") + "\n");
    return file;
  };

  it("--json prints exactly the cli.md document and nothing else", async () => {
    expect(await main([log(), "--json", "--seed", "3"])).toBe(0);
    const doc = JSON.parse(out);
    expect(Object.keys(doc)).toEqual(["simulated", "bootstrap", "seed", "run_ids", "protocol", "groups", "tasks", "fact_accuracy"]); // + per-fact pre-vote accuracy (issue 26)
    expect([doc.bootstrap, doc.seed]).toEqual([null, 3]); // provenance (docs/compare-and-plan.md)
    expect(Object.keys(doc.groups[0])).toEqual([
      "model", "variant", "y_pre", "y_post", "y_full", "y_pre_majority", "y_post_majority", "y_full_majority",
      "improvement", "gap", "strong", "fisher_p",
    ]);
    expect(Object.keys(doc.tasks[0])).toEqual(["model", "task_id", "pre_acc", "full_acc", "valid"]);
    expect(doc.groups.map((g: { model: string; variant: string }) => [g.model, g.variant])).toEqual(
      ref.expected.groups.map((g: { model: string; variant: string }) => [g.model, g.variant]),
    );
    expect(doc.groups[0].fisher_p).toBeCloseTo(ref.expected.groups[0].fisher_p, 12);
    expect(out.trim().split("\n")).toHaveLength(1);
  });

  it("prints a table without --json", async () => {
    expect(await main([log()])).toBe(0);
    expect(out).toContain("Task validation");
    expect(out).toContain("m-v");
  });

  it("no LOG is a usage error", async () => {
    await expect(main(["--json"])).rejects.toBeInstanceOf(UsageError);
  });
});
