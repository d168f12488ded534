import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { main as judgeDictionary } from "../../../../src/paradigms/judge/cli/judge-dictionary.js";
import { runProtocol } from "../../../../src/runner/run-protocol.js";
import { judgeApplyDictionary, judgeLoadDictionary } from "../../../../src/paradigms/judge/protocol/dictionary.js";
import { lines, tmp } from "../../../runner/helpers.js";
import { capture } from "./judge-capture.js";

afterEach(() => vi.restoreAllMocks());

describe("groupthink judge dictionary", () => {
  it("builds a versioned dictionary from raw labels through the client, journaled and replayed", async () => {
    const run = tmp();
    await runProtocol({ protocol: "judge", model: "sim:typical", out: run, limit: 6, progress: "off" as never });
    const recs = lines(join(run, "records.jsonl"));
    const out = join(tmp(), "dict.json");
    const r1 = await capture(() => judgeDictionary([run, "--out", out, "--model", "sim:typical", "--json"]));
    expect(r1.code).toBe(0);
    const s1 = JSON.parse(r1.out);
    expect(s1.version).toMatch(/^built-[0-9a-f]{12}$/);
    expect(s1.new_calls).toBe(s1.requests);
    expect(s1.requests).toBe(Object.keys(s1.domains).length + 1); // one batch per domain + the global stage
    const dict = judgeLoadDictionary(out);
    // the simulator clusters by the shipped dictionary, so re-clustering the raw labels reproduces the records' clusters
    const again = judgeApplyDictionary(recs, dict);
    again.forEach((r, i) => expect(r.clusters).toEqual(recs[i].clusters));
    expect(again[0].dictionary_version).toBe(s1.version);
    // every request is journaled with its reply; a re-run replays them (no new call) and writes the same dictionary
    const journal = lines(`${out}.calls.jsonl`);
    expect(journal).toHaveLength(s1.requests);
    for (const e of journal) expect(e.request.messages[0].content).not.toMatch(/groupthink|simulat|gaia|swe_bench|multi_challenge/i);
    const before = readFileSync(out, "utf8");
    const r2 = await capture(() => judgeDictionary([run, "--out", out, "--model", "sim:typical", "--json"]));
    expect(JSON.parse(r2.out).new_calls).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(before);
  }, 60_000);

  it("usage and input errors", async () => {
    await expect(judgeDictionary([])).rejects.toThrow(/RUN_DIR/);
    await expect(judgeDictionary(["x", "--model", "sim:typical"])).rejects.toThrow(/--out/);
    const f = join(tmp(), "l.jsonl");
    (await import("node:fs")).writeFileSync(f, JSON.stringify({ protocol: "judge", uuid: "a" }) + "\n");
    await expect(judgeDictionary([f, "--out", join(tmp(), "d.json"), "--model", "sim:typical"])).rejects.toThrow(/raw_labels/);
  });
});

describe("groupthink reparse RUN_DIR --dictionary DICT.json (judge)", () => {
  it("re-clusters the raw labels through the given dictionary and records its version", async () => {
    const { main: reparse } = await import("../../../../src/cli/reparse.js");
    const { writeFileSync } = await import("node:fs");
    const run = tmp();
    await runProtocol({ protocol: "judge", model: "sim:typical", out: run, limit: 3, progress: "off" as never });
    const shipped = JSON.parse(readFileSync(new URL("../../../../scenarios/judge/master-dictionary.json", import.meta.url), "utf8"));
    const custom = { ...shipped, version: 7, global: Object.fromEntries(Object.keys(shipped.global).map((k) => [k, "EVERYTHING"])) };
    const file = join(tmp(), "custom.json");
    writeFileSync(file, JSON.stringify(custom));
    const r = await capture(() => reparse([run, "--dictionary", file, "--json"]));
    expect(r.code).toBe(0);
    const recs = lines(join(run, "records.jsonl"));
    expect(recs.every((x) => x.dictionary_version === 7)).toBe(true);
    expect(recs.some((x) => x.clusters.includes("EVERYTHING"))).toBe(true);
  }, 60_000);
});

describe("groupthink fit judge --dictionary DICT.json", () => {
  it("re-derives the clusters from raw_labels through the dictionary before fitting", async () => {
    const { main: fitJudge } = await import("../../../../src/paradigms/judge/cli/fit-judge.js");
    const { writeFileSync } = await import("node:fs");
    const run = tmp();
    await runProtocol({ protocol: "judge", model: "sim:susceptible", out: run, progress: "off" as never });
    const shipped = JSON.parse(readFileSync(new URL("../../../../scenarios/judge/master-dictionary.json", import.meta.url), "utf8"));
    const merged = { ...shipped, version: 9, global: Object.fromEntries(Object.keys(shipped.global).map((k) => [k, "ONE_CLUSTER"])) };
    const file = join(tmp(), "merged.json");
    writeFileSync(file, JSON.stringify(merged));
    const plain = await capture(() => fitJudge([join(run, "records.jsonl"), "--json", "--target-precision", "0.1"]));
    const withDict = await capture(() => fitJudge([join(run, "records.jsonl"), "--json", "--target-precision", "0.1", "--dictionary", file]));
    expect([plain.code, withDict.code]).toEqual([0, 0]);
    const a = JSON.parse(plain.out), b = JSON.parse(withDict.out);
    expect(b.features).toBeLessThan(a.features);
    expect(Object.keys(b.l2.coefficients)).toContain("ONE_CLUSTER");
  }, 60_000);
});
