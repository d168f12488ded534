import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main as reparse } from "../../src/cli/reparse.js";
import { DataError, UsageError } from "../../src/errors.js";
import { planRun } from "../../src/runner/run-plan.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { capture, lines, tmp } from "../runner/helpers.js";

describe("reparse keeps a judge run's own dictionary unless told otherwise (issue 20)", () => {
  it("no flag: the run's --dictionary; --shipped-dictionary: the shipped one; a missing run dictionary is named", async () => {
    const shipped = JSON.parse(readFileSync(new URL("../../scenarios/judge/master-dictionary.json", import.meta.url), "utf8"));
    const custom = { ...shipped, version: 7, global: Object.fromEntries(Object.keys(shipped.global).map((k) => [k, "EVERYTHING"])) };
    const file = join(tmp(), "custom.json");
    writeFileSync(file, JSON.stringify(custom));
    const run = tmp();
    await runProtocol({ protocol: "judge", model: "sim:typical", out: run, limit: 3, protocolOptions: { dictionary: file } });
    expect(lines(join(run, "records.jsonl")).every((x) => x.dictionary_version === 7)).toBe(true);
    const r = await capture(() => reparse([run, "--json"]));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).dictionary).toBe(file);
    expect(lines(join(run, "records.jsonl")).every((x) => x.dictionary_version === 7)).toBe(true);
    const s = await capture(() => reparse([run, "--shipped-dictionary", "--json"]));
    expect(s.code).toBe(0);
    expect(lines(join(run, "records.jsonl")).every((x) => x.dictionary_version === shipped.version)).toBe(true);
    await expect(reparse([run, "--shipped-dictionary", "--dictionary", file])).rejects.toThrow(UsageError);
    renameSync(file, `${file}.moved`);
    await expect(reparse([run])).rejects.toThrow(DataError);
    await expect(reparse([run])).rejects.toThrow(/custom\.json cannot be read: pass --dictionary PATH .* or --shipped-dictionary/);
  }, 60_000);
});

describe("--limit applies to judge --traces (issue 20)", () => {
  it("the first N traces only", () => {
    const all = planRun({ protocol: "judge", model: "sim:resistant", out: tmp(), protocolOptions: { traces: "scenarios/judge/demo-traces.jsonl" } });
    const two = planRun({ protocol: "judge", model: "sim:resistant", out: tmp(), limit: 2, protocolOptions: { traces: "scenarios/judge/demo-traces.jsonl" } });
    expect(all.planned).toBe(6);
    expect(two.planned).toBe(2);
    expect(two.jobs.map((j) => j.id)).toEqual(all.jobs.slice(0, 2).map((j) => j.id));
  });
});
