import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cli } from "../../src/cli/main.js";
import { loadLogs, validateLogs } from "../../src/load/load-logs.js";
import { logSummary } from "../../src/load/log-summary.js";
import { requireRecords } from "../../src/load/require-records.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { getProtocol } from "../../src/runner/protocols/registry.js";
import { isRecordKind } from "../../src/schema/registry.js";
import { validateRecord } from "../../src/schema/validate.js";
import { benchformConformity, benchformResponder, registerBenchform } from "../fixtures/benchform/index.js";

// docs/PROTOCOLS.md's worked example: a fifth paradigm (BenchForm-style scripted confederates,
// multiple choice) added without editing any shared file — registered at run time here — and
// then loaded, validated, de-duplicated, summarised and analysed by the shared code.

let undo: () => void = () => {};
beforeAll(() => {
  undo = registerBenchform();
});
afterAll(() => undo());

describe("a fifth paradigm through the shared code (docs/PROTOCOLS.md)", () => {
  const out = join(mkdtempSync(join(tmpdir(), "gt-benchform-")), "run");

  it("registers", () => {
    expect(isRecordKind("benchform")).toBe(true);
    expect(getProtocol("benchform").name).toBe("benchform");
  });

  it("runs against the in-process simulator and writes contract records", async () => {
    const summary = await runProtocol({ protocol: "benchform", model: "sim:susceptible", out, seed: 3, simResponders: [benchformResponder], progress: "off" });
    expect(summary.trials).toBe(18); // 6 items × 3 conditions
    expect(summary.errors).toBe(0);
    const logs = await loadLogs([out]); // the run folder itself
    const recs = requireRecords(logs, "benchform", [out]);
    expect(recs).toHaveLength(18);
    expect(recs.every((r) => r.simulated === true && r.model === "susceptible")).toBe(true);
    const v = await validateLogs([out]);
    expect(v.errors).toEqual([]);
    expect(v.counts).toEqual([{ protocol: "benchform", model: "susceptible", records: 18 }]);
  });

  it("its cross-field rules are enforced by the shared validator", () => {
    const base = { protocol: "benchform", run_id: "r", model: "m", trial_id: "t", item_id: "bf-001", answer: "A", gold: "B" };
    expect(() => validateRecord({ ...base, condition: "wrong_confederates", n_confederates: 4, confederate_answer: "B" }, "f", 1)).toThrow("f:1: confederate_answer: must differ from gold in wrong_confederates");
    expect(() => validateRecord({ ...base, condition: "alone", n_confederates: 2 }, "f", 2)).toThrow("f:2: n_confederates: must be 0 when alone, received 2");
    expect(() => validateRecord({ ...base, condition: "alone", n_confederates: 0, answer: null }, "f", 3)).toThrow("f:3: answer: null label requires a non-empty parse_error");
  });

  it("shared summary and a paradigm measure over the records; metrics phantom refuses them clearly", async () => {
    const recs = (await loadLogs([out])).benchform;
    expect(logSummary(recs)).toEqual([{ protocol: "benchform", model: "susceptible", records: 18, kept: 18, invalid: 0, simulated: 18, distinct: { item_id: 6, condition: 3 } }]);
    const [row] = benchformConformity(recs as never);
    expect(row.model).toBe("susceptible");
    expect(row.label).toBe("(simulated)");
    expect(row.conformity.n).toBeGreaterThan(0);
    // susceptible conforms with probability 0.8: recovered within a wide band on this small bank
    expect(row.conformity.value!).toBeGreaterThanOrEqual(0.4);
    const err: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    expect(await cli(["metrics", "phantom", out])).toBe(1);
    vi.restoreAllMocks();
    expect(err.join("")).toBe(`no phantom records in ${out} (found: benchform)\n`);
  });

  it("the simulator refuses a question it cannot place, naming the fix", () => {
    const r = benchformResponder.respond({ request: { model: "typical", messages: [{ role: "user", content: "Answer the multiple-choice question below.\nQuestion: Who wrote Hamlet?\n(A) x\n(B) y" }] }, profile: "typical", rng: { next: () => 0, int: () => 0 } as never, scenariosDir: "scenarios" });
    expect(r.content).toMatch(/pass the bank with --scenarios/);
  });

  it("the prompt template is data with named placeholders", () => {
    const t = readFileSync(new URL("../fixtures/benchform/prompts/v1.txt", import.meta.url), "utf8");
    expect(t).toMatch(/\{question\}/);
    expect(t).toMatch(/\{options\}/);
    expect(t).toMatch(/\{confederates\}/);
  });
});
