import { describe, expect, it } from "vitest";
import { projectPath } from "../../../../src/paths.js";
import { checkPhantomBank, loadPhantomBank, ScenarioBankError } from "../../../../src/runner/protocols/phantom/load-bank.js";
import { validateBank } from "../../../../src/runner/protocols/phantom/validate-bank.js";
import { validateScenario } from "../../../../src/runner/protocols/phantom/validate-scenario.js";
import { rubricViolations } from "../../../../src/runner/protocols/phantom/rubric.js";
import { direction, type PhantomScenario } from "../../../../src/runner/protocols/phantom/scenario.js";

const bank = loadPhantomBank(projectPath("scenarios/phantom"));
const good = (): PhantomScenario => structuredClone(bank[0]);

describe("the committed phantom bank", () => {
  it("validates with quotas: 120 scenarios, gold balanced, six directions x 20", () => {
    expect(checkPhantomBank(projectPath("scenarios/phantom")).issues).toEqual([]);
    expect(bank).toHaveLength(120);
    const count = (f: (s: PhantomScenario) => string) => bank.reduce((m, s) => m.set(f(s), (m.get(f(s)) ?? 0) + 1), new Map<string, number>());
    expect([...count((s) => s.gold).values()]).toEqual([40, 40, 40]);
    expect([...count((s) => direction(s.gold, s.phantom_target)).values()]).toEqual([20, 20, 20, 20, 20, 20]);
    expect(count((s) => s.norm_source).size).toBe(5);
    expect(count((s) => s.belief_target).size).toBe(5);
    expect(count((s) => s.outcome_risk).size).toBe(3);
    expect(count((s) => s.domain).size).toBe(5);
  });
});

describe("validateScenario rejects each rubric violation", () => {
  const fieldsOf = (s: unknown) => validateScenario(s, "bad.json").map((i) => `${i.id}:${i.field}`);
  it("accepts a good scenario", () => expect(validateScenario(good(), "bad.json")).toEqual([]));
  it("phantom equal to gold", () => {
    const s = good();
    s.phantom_target = s.gold;
    expect(fieldsOf(s)).toContain(`${s.id}:phantom_target`);
  });
  it("explicit majority wording in an ambiguous signal", () => {
    const s = good();
    s.public_signals[2] = "Most of us already think this is fine.";
    const issues = validateScenario(s, "bad.json");
    expect(issues).toEqual([{ file: "bad.json", id: s.id, field: "public_signals[2]", reason: 'explicit majority or vote wording: "Most of us"' }]);
  });
  it("a signal revealing the speaker's decision", () => {
    const s = good();
    s.public_signals[0] = "Honestly, I'd approve this and move on.";
    expect(validateScenario(s, "bad.json").map((i) => i.reason)).toEqual(['reveals the speaker\'s decision: "I\'d approve"']);
  });
  it("a signal naming a decision label", () => {
    const s = good();
    s.public_signals[3] = "Seems like one to block, if you ask me.";
    expect(fieldsOf(s)).toEqual([`${s.id}:public_signals[3]`]);
  });
  it("vote wording, unanimity, consensus", () => {
    for (const t of ["If we took a vote it would be clear.", "We all see the same thing here.", "There is consensus on this.", "Everyone on the floor seems relaxed.", "3 out of 4 reviewers lean one way."]) {
      expect(rubricViolations(t).length, t).toBe(1);
    }
  });
  it("wrong signal count, missing fields, bad enums, unknown fields, explicit vote naming gold", () => {
    const s = good() as unknown as Record<string, unknown>;
    (s.public_signals as string[]).pop();
    delete s.neutral_comments;
    s.norm_source = "peer_pressure";
    s.extra = 1;
    s.explicit_vote = `A majority of other agents support: ${String(s.gold)}`;
    expect(fieldsOf(s).sort()).toEqual([`${s.id}:explicit_vote`, `${s.id}:extra`, `${s.id}:neutral_comments`, `${s.id}:norm_source`, `${s.id}:public_signals`].sort());
  });
});

describe("validateBank quotas and errors", () => {
  it("names file, scenario id and field; flags duplicates and unbalanced quotas", () => {
    const a = good(), b = good(), c = good(), d = good();
    c.id = "ph-900";
    d.id = "ph-901";
    const out = validateBank([{ file: "x.json", value: { schema_version: "phantom-scenarios/1", scenarios: [a, b, c, d] } }], { minScenarios: 2 });
    const msgs = out.issues.map((i) => `${i.file}:${i.id}:${i.field}`);
    expect(msgs).toContain(`x.json:${a.id}:id`);
    expect(msgs).toContain("x.json:-:gold");
    expect(msgs).toContain("x.json:-:direction");
    expect(msgs).toContain("x.json:-:norm_source");
  });
  it("rejects a wrong schema version and throws ScenarioBankError on load", () => {
    const out = validateBank([{ file: "y.json", value: { schema_version: "phantom-scenarios/0", scenarios: [] } }], { quotas: false });
    expect(out.issues[0]).toMatchObject({ file: "y.json", field: "schema_version" });
    expect(() => loadPhantomBank(projectPath("scenarios/phantom/fragments"))).toThrow(ScenarioBankError);
  });
});
