import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { countLogs, loadLogs } from "../../src/load/load-logs.js";
import { DataError } from "../../src/errors.js";

const dir = mkdtempSync(join(tmpdir(), "gt-load-"));
let k = 0;
function file(text: string): string {
  const p = join(dir, `f${k++}.jsonl`);
  writeFileSync(p, text);
  return p;
}
const phantom = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    protocol: "phantom", run_id: "r1", model: "m", trial_id: `t${k}-${Math.floor(Math.abs(Object.keys(over).length))}`,
    scenario_id: "s1", agent: 0, condition: "private", decision: "block", gold: "block", phantom_target: "proceed", ...over,
  });
const panel = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    protocol: "panel", run_id: "r1", model: "rev", trial_id: "p1", item_id: "i1", dataset: "d", gold: "benign",
    round: 1, condition: "solo", verdict: "safe", ...over,
  });
const judge = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    protocol: "judge", uuid: "u1", benchmark: "gaia", propagator: "gpt", auditor_count: 2, auditor_list: ["a", "b"],
    thought: "t", accuracy: 1, evidence_weighting: 3, clusters: ["CLEAN_TRAJECTORY"], ...over,
  });

async function fails(text: string): Promise<DataError> {
  const p = file(text);
  try {
    await loadLogs([p]);
  } catch (e) {
    expect(e).toBeInstanceOf(DataError);
    return e as DataError;
  }
  throw new Error("expected a DataError");
}

describe("loadLogs(files)", () => {
  it("rejects an empty file, naming it", async () => {
    const e = await fails("");
    expect(e.reason).toMatch(/no record/);
    expect(e.message).toMatch(/f\d+\.jsonl:1: -: /);
  });
  it("rejects a file of blank lines only", async () => {
    expect((await fails("\n\n  \n")).reason).toMatch(/no record/);
  });
  it("reports a non-JSON line with its line number and field '-'", async () => {
    const e = await fails(`${phantom({ trial_id: "a" })}\nnot json\n`);
    expect(e.line).toBe(2);
    expect(e.field).toBe("-");
  });
  it("reports a truncated last line", async () => {
    const full = phantom({ trial_id: "b" });
    const e = await fails(`${phantom({ trial_id: "a" })}\n${full.slice(0, full.length - 10)}`);
    expect(e.line).toBe(2);
    expect(e.reason).toMatch(/truncated/);
  });
  it("accepts CRLF line ends and a UTF-8 BOM", async () => {
    const p = file(`\ufeff${phantom({ trial_id: "a" })}\r\n${phantom({ trial_id: "b" })}\r\n`);
    const logs = await loadLogs([p]);
    expect(logs.phantom.map((r) => r.trial_id)).toEqual(["a", "b"]);
  });
  it("reports a wrong field type", async () => {
    const e = await fails(phantom({ trial_id: "a", agent: "zero" }));
    expect([e.line, e.field]).toEqual([1, "agent"]);
  });
  it("accepts an integral float for an integer field and rejects 1.5", async () => {
    const logs = await loadLogs([file(phantom({ trial_id: "a", agent: 1.0 }))]);
    expect(logs.phantom[0].agent).toBe(1);
    expect((await fails(phantom({ trial_id: "a", agent: 1.5 }))).field).toBe("agent");
  });
  it("reports an unknown label", async () => {
    const e = await fails(phantom({ trial_id: "a", decision: "maybe" }));
    expect(e.field).toBe("decision");
    expect(e.reason).toMatch(/not one of/);
  });
  it("reports a missing required field", async () => {
    const e = await fails(JSON.stringify({ protocol: "phantom", run_id: "r", model: "m", trial_id: "x" }));
    expect(e.field).toBe("scenario_id");
    expect(e.reason).toMatch(/required/);
  });
  it("rejects a null label without parse_error and accepts it with one", async () => {
    expect((await fails(phantom({ trial_id: "a", decision: null }))).field).toBe("decision");
    const logs = await loadLogs([file(phantom({ trial_id: "a", decision: null, parse_error: "no JSON object", raw: "hmm" }))]);
    expect(logs.phantom[0].decision).toBeNull();
  });
  it("rejects a duplicate trial_id within and across files", async () => {
    const e = await fails(`${phantom({ trial_id: "a" })}\n${phantom({ trial_id: "a" })}\n`);
    expect([e.line, e.field]).toEqual([2, "trial_id"]);
    const p1 = file(phantom({ trial_id: "z" }));
    const p2 = file(`\n${phantom({ trial_id: "z" })}`);
    await expect(loadLogs([p1, p2])).rejects.toThrow(/:2: trial_id: duplicate/);
  });
  it("rejects a duplicate judge uuid", async () => {
    const e = await fails(`${judge()}\n${judge()}`);
    expect(e.field).toBe("uuid");
  });
  it("groups mixed protocols from one file", async () => {
    const logs = await loadLogs([file([phantom({ trial_id: "a" }), panel(), judge()].join("\n"))]);
    expect([logs.phantom.length, logs.panel.length, logs.judge.length, logs.hidden_profile.length]).toEqual([1, 1, 1, 0]);
  });
  it("keeps a __proto__ key as plain data without polluting prototypes", async () => {
    const text = phantom({ trial_id: "a" }).replace(/^\{/, '{"__proto__":{"polluted":true},');
    const logs = await loadLogs([file(text)]);
    const r = logs.phantom[0] as Record<string, unknown>;
    expect(Object.prototype.hasOwnProperty.call(r, "__proto__")).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(r)).toBe(Object.prototype);
  });
  it("keeps unknown extra fields", async () => {
    const logs = await loadLogs([file(phantom({ trial_id: "a", my_note: { x: 1 } }))]);
    expect(logs.phantom[0].my_note).toEqual({ x: 1 });
  });
  it("reads a 10 MB single line", async () => {
    const big = phantom({ trial_id: "big", raw: "x".repeat(10 * 1024 * 1024) });
    const logs = await loadLogs([file(big + "\n")]);
    expect((logs.phantom[0].raw as string).length).toBe(10 * 1024 * 1024);
  });
  it("reports an unreadable file", async () => {
    await expect(loadLogs([join(dir, "missing.jsonl")])).rejects.toThrow(/missing\.jsonl:0: -: cannot read/);
  });
  it("checks panel round against condition", async () => {
    expect((await fails(panel({ round: 2 }))).field).toBe("round");
    expect((await fails(panel({ condition: "repair_vigilance", round: 2 }))).field).toBe("round");
  });
  it("rejects an empty judge clusters list and accepts judge records without run_id/model/trial_id", async () => {
    expect((await fails(judge({ clusters: [] }))).field).toBe("clusters");
    const c = await countLogs([file(judge())]);
    expect(c).toEqual({ records: 1, counts: [{ protocol: "judge", model: "gpt", records: 1 }] });
  });
});

describe("countLogs(files)", () => {
  it("counts records per protocol and model, sorted", async () => {
    const p = file([phantom({ trial_id: "a", model: "b" }), phantom({ trial_id: "b", model: "a" }), phantom({ trial_id: "c", model: "a" }), panel()].join("\n"));
    expect(await countLogs([p])).toEqual({
      records: 4,
      counts: [
        { protocol: "panel", model: "rev", records: 1 },
        { protocol: "phantom", model: "a", records: 2 },
        { protocol: "phantom", model: "b", records: 1 },
      ],
    });
  });
});

describe("loadLogs(paths): folders", () => {
  it("a run folder and an experiment folder load like their records files, in path order", async () => {
    const { mkdirSync } = await import("node:fs");
    const exp = mkdtempSync(join(tmpdir(), "gt-load-exp-"));
    mkdirSync(join(exp, "b"));
    mkdirSync(join(exp, "a"));
    writeFileSync(join(exp, "b", "records.jsonl"), phantom({ trial_id: "tb", model: "mb" }) + "\n");
    writeFileSync(join(exp, "a", "records.jsonl"), phantom({ trial_id: "ta", model: "ma" }) + "\n");
    expect((await loadLogs([exp])).phantom.map((r) => r.trial_id)).toEqual(["ta", "tb"]);
    expect((await loadLogs([join(exp, "b")])).phantom.map((r) => r.model)).toEqual(["mb"]);
    await expect(loadLogs([exp, join(exp, "a")])).rejects.toThrow(/duplicate trial_id "ta"/);
  });
  it("the contract's rules apply when loading (not only in validate)", async () => {
    const e = await fails(phantom({ trial_id: "z", phantom_target: "block" }) + "\n");
    expect(e.field).toBe("phantom_target");
  });
});

describe("bad lines are reported in line order (lines are read a batch at a time)", () => {
  it("a record error before a JSON error in the same read is the one thrown; validateLogs lists both in order", async () => {
    const { validateLogs } = await import("../../src/load/load-logs.js");
    const p = file([phantom({ trial_id: "a" }), phantom({ trial_id: "b", agent: -1 }), "{not json", phantom({ trial_id: "c", decision: 3 })].join("\n") + "\n");
    const e = await loadLogs([p]).then(() => null, (x: DataError) => x);
    expect(e?.message).toBe(`${p}:2: agent: expected an integer >= 0, received -1`);
    const v = await validateLogs([p]);
    expect(v.records).toBe(1);
    expect(v.errors.map((x) => `${x.line}:${x.field}`)).toEqual(["2:agent", "3:-", "4:decision"]);
  });
});
