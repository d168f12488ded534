import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cli } from "../../../../src/cli/main.js";
import { main } from "../../../../src/paradigms/panel/cli/screen.js";
import { UsageError } from "../../../../src/errors.js";
import { handLog } from "../measures/fixture.js";

let out = "";
beforeEach(() => {
  out = "";
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);
});
afterEach(() => vi.restoreAllMocks());

const dir = mkdtempSync(join(tmpdir(), "gt-screen-"));
const log = join(dir, "a.jsonl");
// three reviewers, 30 benign items: under wrong_peers two of three flag every item (panel 100%, average 2/3)
const recs = ["A", "B", "C"].flatMap((m, j) => Array.from({ length: 30 }, (_, i) => i).flatMap((i) => [
  { condition: "solo", round: 1, verdict: "safe" },
  { condition: "wrong_peers", round: 2, verdict: j === i % 3 ? "safe" : "unsafe" },
].map((c) => ({ protocol: "panel", run_id: "r", model: `${m}\u001b[2J`, trial_id: `${m}|b${i}:${c.condition}`, item_id: `b${i}`, dataset: "d", gold: "benign", ...c }))));
writeFileSync(log, recs.map((r) => JSON.stringify(r)).join("\n") + "\n");

describe("groupthink screen LOG... [--json]", () => {
  it("--json: condition, verdict, each difference with its ci", async () => {
    expect(await main([log, "--json", "--bootstrap", "300"])).toBe(0);
    const doc = JSON.parse(out);
    expect(doc.command).toBe("screen");
    expect(doc.reviewers).toHaveLength(3);
    expect(doc.simulated).toBe(false);
    const w = doc.conditions.find((c: { condition: string }) => c.condition === "wrong_peers");
    expect(w.verdict).toBe("not protective");
    expect(w.difference.benign.value).toBeCloseTo(1 / 3, 12);
    expect(w.difference.benign.ci).toHaveLength(2);
    expect(w.shift_from_solo.benign).toMatchObject({ value: 1, n: 30 });
    expect(w.difference.harmful).toEqual({ value: null, n: 0, ci: null });
    const s = doc.conditions.find((c: { condition: string }) => c.condition === "solo");
    expect(s.verdict).toBe("inconclusive"); // no error at all: nothing to protect against, intervals [0, 0]
  });
  it("plain words; terminal escapes in log strings are shown escaped", async () => {
    expect(await main([log, "--bootstrap", "100"])).toBe(0);
    expect(out).toMatch(/wrong_peers: the 3-reviewer majority is NOT PROTECTIVE/);
    expect(out).not.toContain("\u001b");
    expect(out).toContain("\\x1b[2J");
  });
  it("is a command of the CLI; no LOG is a usage error", async () => {
    expect(await cli(["screen", log, "--json", "--bootstrap", "0"])).toBe(0);
    await expect(main([])).rejects.toThrow(UsageError);
  });
  it("works on the hand log of the metrics tests", async () => {
    const f = join(dir, "hand.jsonl");
    writeFileSync(f, handLog().map((r) => JSON.stringify(r)).join("\n") + "\n");
    expect(await main([f, "--json", "--bootstrap", "0"])).toBe(0);
    expect(JSON.parse(out).conditions.map((c: { condition: string }) => c.condition)).toEqual(["solo", "silent_peers", "wrong_peers", "right_peers", "authority"]);
  });
});

describe("screen --members / --conditions", () => {
  it("screens a chosen panel and conditions; unknown names are usage errors", async () => {
    expect(await main([log, "--json", "--bootstrap", "0", "--members", "A\u001b[2J,B\u001b[2J,C\u001b[2J", "--conditions", "wrong_peers"])).toBe(0);
    expect(JSON.parse(out).conditions.map((c: { condition: string }) => c.condition)).toEqual(["wrong_peers"]);
    await expect(main([log, "--members", "Z"])).rejects.toThrow(/--members: no reviewer "Z"/);
    await expect(main([log, "--conditions", "repair_vigilance"])).rejects.toThrow(/allowed: solo, silent_peers/);
  });
});
