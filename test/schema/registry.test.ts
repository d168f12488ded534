import { describe, expect, it } from "vitest";
import { ENVELOPE_SPEC } from "../../src/schema/envelope.js";
import { defineRecordKind } from "../../src/schema/record-kind.js";
import { getRecordKind, isRecordKind, recordKindNames, registerRecordKind } from "../../src/schema/registry.js";
import { recordKey, recordModel } from "../../src/schema/records.js";
import { validateRecord } from "../../src/schema/validate.js";

describe("record-kind registry", () => {
  it("holds the registered paradigms' kinds: the contract's four in its order, then BenchForm", () => {
    expect(recordKindNames()).toEqual(["phantom", "panel", "hidden_profile", "judge", "benchform"]);
    expect(getRecordKind("judge")?.idField).toBe("uuid");
    expect(getRecordKind("phantom")?.idField).toBe("trial_id");
    expect(getRecordKind("judge")?.modelFallback).toBe("propagator");
  });
  it("natural keys follow metrics.md §5 (absent wording = original, absent after/k = none)", () => {
    expect(getRecordKind("phantom")!.naturalKey({ model: "m", scenario_id: "s", agent: 1, condition: "informed" })).toEqual(["m", "s", 1, "informed"]);
    const p = getRecordKind("panel")!;
    expect(p.naturalKey({ model: "m", dataset: "d", item_id: "i", round: 2, condition: "wrong_peers" }))
      .toEqual(p.naturalKey({ model: "m", dataset: "d", item_id: "i", round: 2, condition: "wrong_peers", wording: "original", after: null }));
    expect(getRecordKind("hidden_profile")!.naturalKey({ model: "m", variant: "v", task_id: "t", session: 2, agent: 0, phase: "full" })).toEqual(["m", "v", "t", 2, 0, "full"]);
  });
  it("registers a new kind that validateRecord then checks, and undoes it", () => {
    const spec = { ...ENVELOPE_SPEC, protocol: { kind: "enum", values: ["mini"], required: true }, item: { kind: "string", required: true } } as const;
    const undo = registerRecordKind("mini", spec, { naturalKey: (r) => [r.model, r.item], idField: "trial_id" });
    try {
      expect(isRecordKind("mini")).toBe(true);
      expect(recordKindNames().at(-1)).toBe("mini");
      const r = validateRecord({ protocol: "mini", run_id: "r", model: "m", trial_id: "t", item: "q1" }, "f", 1);
      expect(recordKey(r)).toBe("t");
      expect(recordModel(r)).toBe("m");
      expect(() => validateRecord({ protocol: "mini", run_id: "r", model: "m", trial_id: "t" }, "f", 2)).toThrow("f:2: item: required field missing");
    } finally {
      undo();
    }
    expect(isRecordKind("mini")).toBe(false);
    expect(() => validateRecord({ protocol: "mini" }, "f", 3)).toThrow('f:3: protocol: not one of phantom|panel|hidden_profile|judge|benchform: "mini"');
  });
  it("rejects bad kind definitions", () => {
    expect(() => defineRecordKind("Bad Name", {}, { naturalKey: () => [] })).toThrow(TypeError);
    expect(() => defineRecordKind("ok", {}, {} as never)).toThrow(/naturalKey/);
  });
});
