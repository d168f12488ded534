import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../../../src/paradigms/phantom/cli/scenarios-generate.js";
import { checkPhantomBank } from "../../../../src/paradigms/phantom/protocol/load-bank.js";
import { startSimServer } from "../../../../src/runner/simulator/server.js";
import { UsageError } from "../../../../src/errors.js";
import { capture } from "../protocol/helpers.js";
import { phantomOriginalityIssue } from "../../../../src/paradigms/phantom/protocol/originality.js";
import { projectPath } from "../../../../src/paths.js";

function check(out: string, count: number, someAccepted = true) {
  const summary = JSON.parse(readFileSync(join(out, "summary.json"), "utf8"));
  expect(summary.accepted + summary.rejected).toBe(count);
  if (someAccepted) expect(summary.accepted).toBeGreaterThan(0);
  expect(summary.rejected).toBeGreaterThan(0); // the simulator flaws some drafts on purpose
  const accepted = checkPhantomBank(join(out, "accepted.json"), { quotas: false });
  expect(accepted.issues).toEqual([]);
  expect(accepted.scenarios).toHaveLength(summary.accepted);
  const rejected = readFileSync(join(out, "rejected.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
  expect(rejected).toHaveLength(summary.rejected);
  for (const r of rejected) expect(r.reasons.length).toBeGreaterThan(0);
  return { summary, rejected };
}

describe("groupthink scenarios generate", () => {
  it("drafts through the in-process simulator, validates, and writes accepted and rejected candidates", async () => {
    const out = mkdtempSync(join(tmpdir(), "phg-"));
    const r = await capture(main, ["--model", "sim:typical", "--out", out, "--count", "24", "--json"]);
    expect(r.code).toBe(0);
    const { summary, rejected } = check(out, 24);
    expect(JSON.parse(r.out)).toEqual(summary);
    const reasons = rejected.flatMap((x) => x.reasons).join("\n");
    expect(reasons).toMatch(/phantom_target: must differ from gold|explicit majority|reveals the speaker|neutral_comments|not valid JSON|not a JSON object/);
    // deterministic for a seed
    const out2 = mkdtempSync(join(tmpdir(), "phg-"));
    await capture(main, ["--model", "sim:typical", "--out", out2, "--count", "24"]);
    expect(readFileSync(join(out2, "accepted.json"), "utf8")).toBe(readFileSync(join(out, "accepted.json"), "utf8"));
  });

  it("drafts end to end against the simulator's HTTP server", async () => {
    const server = await startSimServer({ port: 0 });
    try {
      const out = mkdtempSync(join(tmpdir(), "phh-"));
      const r = await capture(main, ["--model", "typical", "--base-url", server.url, "--out", out, "--count", "12", "--json"]);
      expect(r.code).toBe(0);
      check(out, 12);
    } finally {
      await server.close();
    }
  });

  it("rejects drafts too similar to an existing scenario (Jaccard >= 0.4 of content words), recording the reason", async () => {
    const out = mkdtempSync(join(tmpdir(), "pho-"));
    await capture(main, ["--model", "sim:typical", "--out", out, "--count", "24", "--seed", "1"]);
    const first = check(out, 24);
    expect(first.summary.max_similarity).toBe(0.4);
    // every accepted draft is original with respect to the bank and to the drafts accepted before it
    const accepted = checkPhantomBank(join(out, "accepted.json"), { quotas: false }).scenarios;
    const bank = checkPhantomBank(projectPath("scenarios/phantom"), { quotas: false }).scenarios;
    accepted.forEach((s, i) => expect(phantomOriginalityIssue(s, [...bank, ...accepted.slice(0, i)]), s.id).toBeNull());
    // the simulator's near-copy flaw is caught by this check
    expect(first.rejected.flatMap((r) => r.reasons).some((x: string) => x.startsWith("originality: "))).toBe(true);
    // the same batch against a bank that holds the first run's accepted drafts: each of them is now a copy
    const again = mkdtempSync(join(tmpdir(), "pho-"));
    await capture(main, ["--model", "sim:typical", "--out", again, "--count", "24", "--seed", "1", "--bank", join(out, "accepted.json")]);
    const second = check(again, 24, false);
    expect(second.summary.accepted).toBeLessThan(first.summary.accepted);
    for (const s of accepted) {
      const r = second.rejected.find((x) => x.id === s.id)!;
      expect(r.reasons).toContain(`originality: base_context + decision_request share 1.000 of their content words with ${s.id} (Jaccard ≥ 0.4)`);
    }
  });

  it("rejects bad usage", async () => {
    await expect(main(["--out", "/tmp/x"])).rejects.toThrow(UsageError);
    await expect(main(["--model", "sim:typical", "--out", "/tmp/x", "--count", "0"])).rejects.toThrow(UsageError);
  });
});
