import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DataError } from "../../../../src/errors.js";
import { hiddenFactsOf, loadHiddenProfileTasks, validateHiddenProfileTask } from "../../../../src/paradigms/hidden_profile/protocol/bank.js";
import { projectPath } from "../../../../src/paths.js";

const publicTask = {
  id: 7, name: "Evacuation", description: "Choose where to evacuate.",
  shared_information: ["West City is reachable by a bridge."], hidden_information: ["The dam will release water.", "A fire blocks the tunnel.", "The river is high.", "Trails are open."],
  possible_answers: ["North Hill", "East Town", "West City"], correct_answer: "North Hill", source: "public",
};

describe("hidden-profile task bank", () => {
  const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile"));
  it("holds >= 24 original tasks, group sizes 3..7, several domains", () => {
    expect(bank.length).toBeGreaterThanOrEqual(24);
    expect(new Set(bank.map((t) => t.hidden_information.length))).toEqual(new Set([3, 4, 5, 6, 7]));
    expect(new Set(bank.map((t) => t.domain)).size).toBeGreaterThanOrEqual(6);
  });
  it("every task names the wrong option its shared facts favour; no fact is repeated", () => {
    for (const t of bank) {
      expect(t.shared_favoured).toBeDefined();
      expect(t.shared_favoured).not.toBe(t.correct_answer);
      expect(t.possible_answers).toHaveLength(3);
      expect(new Set([...t.shared_information, ...hiddenFactsOf(t)]).size).toBe(t.shared_information.length + hiddenFactsOf(t).length);
    }
  });
});

describe("loadHiddenProfileTasks(path)", () => {
  const dir = mkdtempSync(join(tmpdir(), "hp-tasks-"));
  it("loads a public-schema JSON array unchanged (integer id kept as a string, extra fields kept)", () => {
    const f = join(dir, "public.json");
    writeFileSync(f, JSON.stringify([publicTask]));
    const [t] = loadHiddenProfileTasks(f);
    expect(t).toEqual({ ...publicTask, id: "7" });
  });
  it("loads JSONL and a single object", () => {
    const f = join(dir, "t.jsonl");
    writeFileSync(f, `${JSON.stringify(publicTask)}\n\n${JSON.stringify({ ...publicTask, id: "b" })}\n`);
    expect(loadHiddenProfileTasks(f).map((t) => t.id)).toEqual(["7", "b"]);
    const g = join(dir, "one.json");
    writeFileSync(g, JSON.stringify(publicTask));
    expect(loadHiddenProfileTasks(g)).toHaveLength(1);
  });
  it("rejects a bad task with file, line and field", () => {
    const f = join(dir, "bad.jsonl");
    writeFileSync(f, `${JSON.stringify(publicTask)}\n${JSON.stringify({ ...publicTask, id: "x", correct_answer: "Moon" })}\n`);
    expect(() => loadHiddenProfileTasks(f)).toThrow(DataError);
    expect(() => loadHiddenProfileTasks(f)).toThrow(/bad\.jsonl:2: correct_answer/);
  });
  it("rejects repeated ids and too few hidden entries", () => {
    expect(() => validateHiddenProfileTask({ ...publicTask, hidden_information: ["only one"] })).toThrow(/hidden_information/);
    const f = join(dir, "dup.json");
    writeFileSync(f, JSON.stringify([publicTask, publicTask]));
    expect(() => loadHiddenProfileTasks(f)).toThrow(/duplicate task id/);
  });
});
