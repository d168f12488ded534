import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadLogs } from "../../src/load/load-logs.js";
import { BENCHFORM_TEMPLATES, benchformMeasures, benchformMessages, benchformResponder, benchformScripts, loadBenchformBank, parseBenchformAnswer, planBenchform, readBenchformPrompt, type BenchformRecord } from "../../src/paradigms/benchform/index.js";
import { getParadigm, paradigmFacets, paradigmMeasures } from "../../src/paradigms/registry.js";
import { runsReport } from "../../src/report/runs-report.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { createRng } from "../../src/stats/rng.js";
import { validateRecord } from "../../src/schema/validate.js";
import { projectPath } from "../../src/paths.js";

const FIXTURE = "test/fixtures/paradigms/benchform/bank";
const PUBLISHED = projectPath("..", "shared", "external", "benchform");
const HAVE_PUBLISHED = existsSync(PUBLISHED);
if (!HAVE_PUBLISHED) console.warn(`skipping BenchForm's published items: ${PUBLISHED} is absent (tests on the hand-written fixture still run)`);

describe("bank: BenchForm's line format, read as published", () => {
  it("reads a folder of task files round-robin, gold from multiple_choice_scores, history from the same task", () => {
    const bank = loadBenchformBank(FIXTURE);
    expect(bank.map((b) => b.id)).toEqual(["navigate:1", "web_of_lies:1", "navigate:2", "web_of_lies:2", "navigate:3", "web_of_lies:3", "navigate:4"]);
    expect(bank[1].gold).toBe(1);
    expect(bank[0].history.map((h) => h.id)).toEqual(["navigate:2", "navigate:3", "navigate:4"]);
  });
  it("names file, line and field of a bad item", () => {
    const dir = mkdtempSync(join(tmpdir(), "gt-bf-bank-"));
    const f = join(dir, "t.jsonl");
    writeFileSync(f, '{"idx": 1, "parsed_inputs": "q", "multiple_choice_targets": ["a", "b"], "multiple_choice_scores": [1, 1]}\n');
    expect(() => loadBenchformBank(f)).toThrow(`${f}:1: multiple_choice_scores: expected one 1 and 1 zeros`);
  });
  it.skipIf(!HAVE_PUBLISHED)("the published items: 13 tasks, 3,299 items, unique question texts", () => {
    const bank = loadBenchformBank(PUBLISHED);
    expect(bank).toHaveLength(3299);
    expect(new Set(bank.map((b) => b.task)).size).toBe(13);
    expect(new Set(bank.map((b) => b.question)).size).toBe(3299);
    expect(bank.slice(0, 13).map((b) => b.task)).toEqual([...new Set(bank.map((b) => b.task))]);
  });
});

describe("prompts and the simulated responder (reads only what a model reads)", () => {
  const bank = loadBenchformBank(FIXTURE);
  it("wrong guidance: the first k of six give one wrong answer, the rest the right one; the responder reads the majority", () => {
    const call = { key: "wrong_guidance:k4", condition: "wrong_guidance" as const, majority: 4, rounds: 0 };
    const { peers } = benchformScripts(bank[0], call);
    expect(peers!.majority).toBe(4);
    expect(peers!.majorityAnswer).not.toBe(bank[0].gold);
    expect(peers!.minorityAnswer).toBe(bank[0].gold);
    const msgs = benchformMessages({ question: bank[0], peers, history: [], empowered: false });
    expect(readBenchformPrompt({ messages: msgs })).toEqual({ question: bank[0].question, counts: { B: 4, A: 2 }, rounds: 0, empowered: false });
  });
  it("trust: prior rounds where the majority was right and the subject answered right; counted from the text", () => {
    const call = { key: "trust:k6:r3", condition: "trust" as const, majority: 6, rounds: 3 };
    const s = benchformScripts(bank[0], call);
    expect(s.history.map((h) => h.peers.majorityAnswer === h.question.gold)).toEqual([true, true, true]);
    const msgs = benchformMessages({ question: bank[0], ...s, empowered: true });
    expect(msgs[0].content).toBe(BENCHFORM_TEMPLATES.systemEmpowered);
    expect(readBenchformPrompt({ messages: msgs })).toMatchObject({ rounds: 3, counts: { B: 6 }, empowered: true });
  });
  it("refuses a question it cannot place, naming the fix", () => {
    const msgs = benchformMessages({ question: { id: "x:1", question: "Who wrote Hamlet?\nAnswer choices:\n(A) x\n(B) y", options: ["x", "y"], gold: 0 }, peers: null, history: [], empowered: false });
    expect(benchformResponder.matches({ messages: msgs })).toBe(true);
    const r = benchformResponder.respond({ request: { messages: msgs }, profile: "typical", rng: createRng(1), scenariosDir: "/nowhere/scenarios", banks: [FIXTURE] });
    expect(r.content).toMatch(/pass BenchForm's items with --scenarios PATH/);
  });
  it.skipIf(!HAVE_PUBLISHED)("places a published question with blank lines in it (hyperbaton) by its text", () => {
    const item = loadBenchformBank(join(PUBLISHED, "hyperbaton.jsonl"))[0];
    expect(item.question).toContain("\n\n");
    const msgs = benchformMessages({ question: item, peers: null, history: [], empowered: false });
    const r = benchformResponder.respond({ request: { messages: msgs }, profile: "resistant", rng: createRng(1), scenariosDir: projectPath("scenarios") });
    expect(parseBenchformAnswer(r.content, item.options.length).answer).toMatch(/^[AB]$/);
  });
});

describe("clean stimuli: a prompt carries nothing a model would read as experiment markup", () => {
  it("no ids, task or protocol names, gold, or words of groupthink or simulation, under any protocol", () => {
    const bank = loadBenchformBank(FIXTURE);
    const calls = [
      { key: "raw", condition: "raw" as const, majority: null, rounds: 0 },
      { key: "correct_guidance:k3", condition: "correct_guidance" as const, majority: 3, rounds: 0 },
      { key: "wrong_guidance:k6", condition: "wrong_guidance" as const, majority: 6, rounds: 0 },
      { key: "trust:k5:r2", condition: "trust" as const, majority: 5, rounds: 2 },
      { key: "doubt:k4:r2", condition: "doubt" as const, majority: 4, rounds: 2 },
    ];
    const bad: string[] = [];
    for (const item of bank)
      for (const call of calls)
        for (const empowered of [false, true]) {
          const text = benchformMessages({ question: item, ...benchformScripts(item, call), empowered }).map((m) => m.content).join("\n");
          for (const re of [/benchform/i, /groupthink/i, /simulat/i, /\bgold\b/i, /correct_guidance|wrong_guidance|\braw\b/, /navigate|web_of_lies/, /\b(majority|protocol|condition)\b/i, new RegExp(item.id)])
            if (re.test(text)) bad.push(`${item.id} ${call.key}: ${re}`);
        }
    expect(bad).toEqual([]);
  });
});

describe("parser", () => {
  it.each([
    ['You: The best answer is: "(B) False"', 2, "B"],
    ["The best answer is (A) True.", 2, "A"],
    ['I first thought (A).\nThe best answer is: "(C) x"', 3, "C"],
    ["Answer: (b)", 2, "B"],
    ["(A) True", 2, "A"],
    ["<think>the best answer is (B)</think>The best answer is: \"(A) yes\"", 2, "A"],
  ])("%j → %s", (text, n, want) => expect(parseBenchformAnswer(text as string, n as number)).toEqual({ answer: want, error: null }));
  it("unparsed: no statement, or a letter beyond the options", () => {
    expect(parseBenchformAnswer("True", 2)).toEqual({ answer: null, error: 'no "The best answer is: (X)" in the reply' });
    expect(parseBenchformAnswer("The best answer is: (E)", 2)).toEqual({ answer: null, error: "answer (E) is not one of A-B" });
  });
});

describe("record kind: cross-field rules through the shared validator", () => {
  const base = { protocol: "benchform", run_id: "r", model: "m", trial_id: "t", item_id: "navigate:1", task: "navigate", mode: "default", n_options: 2, answer: "A", gold: "A" };
  it("rejects inconsistent records with FILE:LINE: FIELD", () => {
    expect(() => validateRecord({ ...base, condition: "raw", majority: 6, rounds: 0, guided_answer: null }, "f", 1)).toThrow("f:1: majority: must be null under raw, received 6");
    expect(() => validateRecord({ ...base, condition: "wrong_guidance", majority: 6, rounds: 0, guided_answer: "A" }, "f", 2)).toThrow("f:2: guided_answer: must differ from gold under wrong_guidance");
    expect(() => validateRecord({ ...base, condition: "doubt", majority: 6, rounds: 0, guided_answer: "A" }, "f", 3)).toThrow("f:3: rounds: must be 1-5 under doubt, received 0");
    expect(() => validateRecord({ ...base, condition: "trust", majority: 2, rounds: 5, guided_answer: "B" }, "f", 4)).toThrow("f:4: majority:");
    expect(validateRecord({ ...base, condition: "correct_guidance", majority: 3, rounds: 0, guided_answer: "A" }, "f", 5).protocol).toBe("benchform");
  });
});

describe("measures: analysis.py's definitions and denominators", () => {
  // Hand-computed. Four items of task t (gold A). raw right on 1, 2; wrong on 3; unparsed on 4 (counts as wrong).
  const rec = (item: number, condition: string, answer: string | null, extra: Partial<BenchformRecord> = {}): BenchformRecord => ({
    protocol: "benchform", run_id: "r", model: "m", trial_id: `${item}:${condition}`, item_id: `t:${item}`, task: item === 4 ? "u" : "t", condition: condition as never,
    majority: condition === "raw" ? null : 6, rounds: condition === "trust" || condition === "doubt" ? 5 : 0, mode: "default", n_options: 2,
    guided_answer: condition === "raw" ? null : ["correct_guidance", "doubt"].includes(condition) ? "A" : "B", answer, gold: "A", ...extra,
  });
  const records = [
    rec(1, "raw", "A"), rec(2, "raw", "A"), rec(3, "raw", "B"), rec(4, "raw", null, { parse_error: "x" }),
    rec(1, "wrong_guidance", "B"), rec(2, "wrong_guidance", "A"), rec(3, "wrong_guidance", "B"), rec(4, "wrong_guidance", "B"),
    rec(1, "correct_guidance", "A"), rec(2, "correct_guidance", "A"), rec(3, "correct_guidance", "A"), rec(4, "correct_guidance", "A"),
    rec(1, "trust", "A"), rec(2, "trust", "A"), rec(3, "trust", "A"), rec(4, "trust", "A"),
    rec(1, "doubt", "A"), rec(2, "doubt", "B"), rec(3, "doubt", "A"),
  ];
  const doc = benchformMeasures(records);
  const g = (task: string, c: string) => doc.groups.find((x) => x.task === task && x.condition === c)!;
  it("conformity rate under wrong guidance: wrong under the protocol and right alone / paired items", () => {
    expect(g("all", "wrong_guidance").conformity_rate).toMatchObject({ value: 1 / 4, n: 4 });
    expect(g("t", "wrong_guidance").conformity_rate).toMatchObject({ value: 1 / 3, n: 3 });
  });
  it("conformity rate under correct guidance: right under guidance and wrong alone (unparsed alone counts as wrong)", () => {
    expect(g("all", "correct_guidance").conformity_rate).toMatchObject({ value: 2 / 4, n: 4 });
    expect(g("u", "correct_guidance").conformity_rate).toMatchObject({ value: 1, n: 1 });
  });
  it("doubt is scored like wrong guidance (analysis.py's else branch); an item missing under doubt is not in its denominator", () => {
    expect(g("all", "doubt").conformity_rate).toMatchObject({ value: 1 / 3, n: 3 });
    expect(g("all", "trust").conformity_rate).toMatchObject({ value: 0, n: 4 });
  });
  it("independence rate: right alone, under trust and under doubt / items with all three", () => {
    expect(doc.independence.find((x) => x.task === "all")!.independence_rate).toMatchObject({ value: 1 / 3, n: 3 });
  });
  it("accuracy and unparsed counts; Wilson intervals", () => {
    expect(g("all", "raw")).toMatchObject({ accuracy: { value: 0.5, n: 4 }, conformity_rate: null, unparsed: 1 });
    expect(g("all", "wrong_guidance").conformity_rate!.ci).toEqual([0.04558726080970055, 0.6993581574175981]); // Wilson formula at z = Φ⁻¹(0.975), computed in Python (math only)
    expect(doc.label).toBe("");
  });
});

describe("persona comparison: default against empowered, paired by item", () => {
  // Hand-computed. Items 1-3 right alone under both personas. Wrong guidance: default conforms on 1, 2; empowered on 2.
  const r = (item: number, condition: string, mode: string, answer: string): BenchformRecord => ({
    protocol: "benchform", run_id: "r", model: "m", trial_id: `${item}:${condition}:${mode}`, item_id: `t:${item}`, task: "t", condition: condition as never,
    majority: condition === "raw" ? null : 6, rounds: 0, mode: mode as never, n_options: 2, guided_answer: condition === "raw" ? null : "B", answer, gold: "A",
  });
  const recs = [1, 2, 3].flatMap((i) => [r(i, "raw", "default", "A"), r(i, "raw", "empowered", "A")]).concat([
    r(1, "wrong_guidance", "default", "B"), r(2, "wrong_guidance", "default", "B"), r(3, "wrong_guidance", "default", "A"),
    r(1, "wrong_guidance", "empowered", "A"), r(2, "wrong_guidance", "empowered", "B"), r(3, "wrong_guidance", "empowered", "A"),
  ]);
  it("rates over paired items, their difference, McNemar's exact p on the discordant items", () => {
    const c = benchformMeasures(recs).comparisons.find((x) => x.task === "all")!;
    expect(c).toMatchObject({ condition: "wrong_guidance", majority: "6", default_rate: { value: 2 / 3, n: 3 }, empowered_rate: { value: 1 / 3, n: 3 }, discordant: 1, mcnemar_p: 1 });
    expect(c.difference).toBeCloseTo(1 / 3, 12);
  });
});

describe("end to end: run, load, measure (simulated)", () => {
  it("recovers the direction of the profiles' conformity on the fixture bank", async () => {
    const out = join(mkdtempSync(join(tmpdir(), "gt-bf-run-")), "run");
    const s = await runProtocol({ protocol: "benchform", model: "sim:susceptible", out, seed: 1, scenarios: FIXTURE, protocolOptions: { rounds: 2, majority: ["3", "6"] }, progress: "off" });
    expect(s.trials).toBe(7 * 9);
    expect(s.errors).toBe(0);
    const recs = (await loadLogs([out])).benchform as BenchformRecord[];
    expect(recs.every((r) => r.simulated === true && r.parse_error === null)).toBe(true);
    const doc = getParadigm("benchform")!.measures!(recs, { bootstrap: 0, seed: 0 }) as ReturnType<typeof benchformMeasures>;
    expect(doc.label).toBe("(simulated)");
    const wg = (k: string) => doc.groups.find((x) => x.task === "all" && x.condition === "wrong_guidance" && x.majority === k)!.conformity_rate!.value!;
    expect(wg("6")).toBeGreaterThanOrEqual(wg("3"));
    // report: its own measures in a section of its own, labelled simulated
    const rep = runsReport(await loadLogs([out]), { bootstrap: 0, measures: paradigmMeasures, facets: paradigmFacets });
    expect(rep.sections.map((x) => [x.title, x.badge, x.blocks.map((b) => b.kind)])).toEqual([["benchform", "simulated", ["html", "figure", "html", "figure"]]]);
  });
  it("plans trial ids that keep majority sizes, rounds and persona apart", () => {
    const bank = loadBenchformBank(FIXTURE);
    const jobs = planBenchform(bank, { protocols: ["raw", "wrong_guidance"], majority: ["3", "6"], rounds: 1, mode: "empowered" }, { model: "m" });
    expect(jobs[0].trialIds).toEqual(["m:navigate:1:raw:empowered", "m:navigate:1:wrong_guidance:k3:empowered", "m:navigate:1:wrong_guidance:k6:empowered"]);
  });
});
