import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hiddenProfileMetrics, hiddenProfileMetricsOfUnique } from "../../../../src/paradigms/hidden_profile/measures/hidden-profile-metrics.js";
import { hiddenProfileMcnemarByGroup } from "../../../../src/paradigms/hidden_profile/measures/hp-mcnemar.js";
import { dedupeHiddenProfile } from "../../../../src/paradigms/hidden_profile/measures/dedupe-hidden-profile.js";
import type { HiddenProfileRecord } from "../../../../src/paradigms/hidden_profile/kind.js";
import { projectPath } from "../../../../src/paths.js";

const ref = JSON.parse(readFileSync(projectPath("test/fixtures/hidden-profile/hidden_profile_reference.json"), "utf8"));

let id = 0;
function rec(p: Partial<HiddenProfileRecord>): HiddenProfileRecord {
  return {
    protocol: "hidden_profile", run_id: "r", model: "m", trial_id: `x${id++}`, task_id: "t1", session: 0, agent: 0,
    n_agents: 4, phase: "pre", vote: "A", correct_answer: "A", variant: "baseline", ...p,
  } as HiddenProfileRecord;
}
/** Records of one session: votes given as a string, "A" correct, "." null. */
function session(phase: "pre" | "post" | "full", votes: string, p: Partial<HiddenProfileRecord> = {}): HiddenProfileRecord[] {
  return [...votes].map((v, agent) => rec({ phase, agent, vote: v === "." ? null : v, ...p }));
}

function close(actual: unknown, expected: unknown, path = "$"): void {
  if (typeof expected === "number") {
    expect(typeof actual, path).toBe("number");
    expect(Math.abs((actual as number) - expected), path).toBeLessThan(1e-12);
  } else if (Array.isArray(expected)) {
    expect(Array.isArray(actual), path).toBe(true);
    expect((actual as unknown[]).length, path).toBe(expected.length);
    expected.forEach((e, i) => close((actual as unknown[])[i], e, `${path}[${i}]`));
  } else if (expected !== null && typeof expected === "object") {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const k of Object.keys(expected)) close((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k], `${path}.${k}`);
  } else expect(actual, path).toBe(expected);
}

describe("hiddenProfileMetrics(records)", () => {
  it("matches the independent Python reference (dups, null votes, uneven groups, missing phases, < 2 tasks)", () => {
    close(hiddenProfileMetrics(ref.records), ref.expected);
  });

  it("hiddenProfileMetricsOfUnique of the de-duplicated records is the same document (the reference's repeats removed first)", () => {
    const unique = dedupeHiddenProfile(ref.records as HiddenProfileRecord[]);
    expect(unique.length).toBeLessThan(ref.records.length); // the reference has repeats
    expect(hiddenProfileMetricsOfUnique(unique)).toEqual(hiddenProfileMetrics(ref.records));
    close(hiddenProfileMetricsOfUnique(unique), ref.expected);
  });

  it("McNemar per group matches statsmodels' exact test", () => {
    close(hiddenProfileMcnemarByGroup(dedupeHiddenProfile(ref.records)), ref.mcnemar);
  });

  it("hand-computed: null vote incorrect, uneven group sizes, majority strictly > half", () => {
    const recs = [
      ...session("pre", "A.BB"), // 1/4, majority 0
      ...session("pre", "AA", { session: 1 }), // 2/2, majority 1
      ...session("pre", "AAB", { task_id: "t2" }), // 2/3, majority 1
      ...session("post", "AABB"), // 2/4 = half, majority 0
      ...session("post", "AAA", { task_id: "t2" }),
    ];
    const g = hiddenProfileMetrics(recs).groups[0];
    // task t1 pre: (1/4 + 1)/2 = 0.625; t2 pre: 2/3; Y = (0.625 + 2/3)/2
    expect(g.y_pre.value).toBeCloseTo((0.625 + 2 / 3) / 2, 15);
    expect(g.y_pre.n_tasks).toBe(2);
    // sem = |a-b|/2 for two tasks
    expect(g.y_pre.sem).toBeCloseTo(Math.abs(0.625 - 2 / 3) / 2, 15);
    expect(g.y_pre_majority.value).toBeCloseTo((0.5 + 1) / 2, 15);
    expect(g.y_post_majority.value).toBeCloseTo(0.5, 15);
    expect(g.y_post.value).toBeCloseTo(0.75, 15);
    expect(g.y_full).toEqual({ value: null, sem: null, n_tasks: 0, ci: null });
    // 95% t interval over the two tasks: Y ± t(0.975, 1)·sem, t(0.975, 1) = 12.706204736174696 (scipy), clipped to [0, 1]
    const y = (0.625 + 2 / 3) / 2, h = 12.706204736174696 * (Math.abs(0.625 - 2 / 3) / 2);
    expect(g.y_pre.ci![0]).toBeCloseTo(Math.max(0, y - h), 9);
    expect(g.y_pre.ci![1]).toBeCloseTo(Math.min(1, y + h), 9);
    expect(g.y_pre.ci_note).toBe("only 2 tasks (< 10): coverage not checked at this size");
    expect(g.gap).toBeNull();
    expect(g.strong).toBeNull();
    expect(g.improvement).toBeCloseTo(0.75 - (0.625 + 2 / 3) / 2, 15);
  });

  it("strong and fisher_p from a single task carry a warning", () => {
    const g = hiddenProfileMetrics([...session("pre", "AB"), ...session("post", "AA"), ...session("full", "AA")]).groups[0];
    expect(g.fisher_p).not.toBeNull();
    expect(g.warnings).toEqual(["strong and fisher_p rest on 1 task (< 2): they describe that task, not the model; run more tasks"]);
  });

  it("sem and ci are null with one task; fisher_p null when a phase is missing", () => {
    const g = hiddenProfileMetrics(session("pre", "AB")).groups[0];
    expect(g.y_pre).toEqual({ value: 0.5, sem: null, n_tasks: 1, ci: null });
    expect(g.warnings).toBeUndefined(); // strong and fisher_p are null: nothing to warn about
    expect(g.fisher_p).toBeNull();
    expect(g.improvement).toBeNull();
  });

  it("the last record of a natural key wins", () => {
    const recs = [...session("pre", "B"), rec({ phase: "pre", agent: 0, vote: "A" })];
    expect(hiddenProfileMetrics(recs).groups[0].y_pre.value).toBe(1);
  });

  it("strong criterion on its boundary: gain exactly 0.4·room is not strong; full exactly 0.8 is not strong", () => {
    // pre 0, post 2/5, full 1: 2/5 > 2/5 false
    const at = [...session("pre", "BBBBB"), ...session("post", "AABBB"), ...session("full", "AAAAA")];
    expect(hiddenProfileMetrics(at).groups[0].strong).toBe(false);
    // post 3/5: strong
    const above = [...session("pre", "BBBBB"), ...session("post", "AAABB"), ...session("full", "AAAAA")];
    expect(hiddenProfileMetrics(above).groups[0].strong).toBe(true);
    // full 4/5 = 0.8 is not > 0.8
    const full08 = [...session("pre", "BBBBB"), ...session("post", "AAAAA"), ...session("full", "AAAAB")];
    expect(hiddenProfileMetrics(full08).groups[0].strong).toBe(false);
  });

  it("sorts groups by model then variant and tasks by model then task_id", () => {
    const recs = [
      ...session("pre", "A", { model: "z", task_id: "b" }),
      ...session("pre", "A", { model: "a", variant: "v2", task_id: "c" }),
      ...session("pre", "A", { model: "a", variant: "v1", task_id: "a" }),
    ];
    const out = hiddenProfileMetrics(recs);
    expect(out.groups.map((g) => `${g.model}/${g.variant}`)).toEqual(["a/v1", "a/v2", "z/baseline"]);
    expect(out.tasks.map((t) => `${t.model}/${t.task_id}`)).toEqual(["a/a", "a/c", "z/b"]);
  });
});

describe("task validity rows", () => {
  const tenSessions = (phase: "pre" | "full", votes: string, extra: Partial<HiddenProfileRecord> = {}) =>
    Array.from({ length: 10 }, (_, s) => session(phase, votes, { session: s, ...extra })).flat();

  it("valid exactly at full = 0.8 and pre = 0.2 over 10 sessions", () => {
    const t = hiddenProfileMetrics([...tenSessions("pre", "ABBBB"), ...tenSessions("full", "AAAAB")]).tasks[0];
    expect(t.valid).toBe(true);
    expect(t.pre_acc).toBeCloseTo(0.2, 15);
    expect(t.full_acc).toBeCloseTo(0.8, 15);
  });

  it("invalid just outside a boundary", () => {
    const pre = tenSessions("pre", "ABBBB").map((r) => (r.session === 0 && r.agent === 1 ? { ...r, vote: "A" } : r));
    expect(hiddenProfileMetrics([...pre, ...tenSessions("full", "AAAAB")]).tasks[0].valid).toBe(false);
  });

  it("false with 9 sessions in a phase, null when a phase is absent", () => {
    const nine = tenSessions("full", "AAAAA").filter((r) => r.session < 9);
    expect(hiddenProfileMetrics([...tenSessions("pre", "BBBBB"), ...nine]).tasks[0].valid).toBe(false);
    const t = hiddenProfileMetrics(tenSessions("pre", "BBBBB")).tasks[0];
    expect(t.valid).toBeNull();
    expect(t.full_acc).toBeNull();
  });

  it("pools every variant's sessions of the task", () => {
    const recs = [
      ...tenSessions("pre", "BBBBB").filter((r) => r.session < 5),
      ...tenSessions("pre", "BBBBB", { variant: "rounds-5" }).filter((r) => r.session < 5),
      ...tenSessions("full", "AAAAA"),
    ];
    expect(hiddenProfileMetrics(recs).tasks[0].valid).toBe(true);
  });
});
