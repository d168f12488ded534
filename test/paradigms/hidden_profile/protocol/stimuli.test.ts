// What a model is sent in a hidden-profile run: the stimulus and nothing else (issue 10), in our
// template set and, as published, in HiddenBench's own %placeholder% set; the simulator reads only that.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../../../src/errors.js";
import { loadLogs } from "../../../../src/load/load-logs.js";
import { projectPath } from "../../../../src/paths.js";
import {
  HP_SIM_REFUSAL, hiddenProfileProtocol, loadHiddenProfileTasks, loadHpPromptSet, renderTemplate,
} from "../../../../src/paradigms/hidden_profile/protocol/index.js";
import { runProtocol } from "../../../../src/runner/run-protocol.js";
import { createInProcessSimClient } from "../../../../src/runner/simulator/in-process-client.js";
import type { ChatClient, ChatRequest } from "../../../../src/runner/types.js";
import { hasPublic, publicPath } from "../../../public-data.js";

const HB = publicPath("hiddenbench");
const hbAvailable = hasPublic("hiddenbench/benchmark_all_clean.json");

function recording(banks: string[] = []): { client: ChatClient; requests: ChatRequest[] } {
  const sim = createInProcessSimClient({ banks });
  const requests: ChatRequest[] = [];
  return { requests, client: { endpoint: sim.endpoint, complete: (req, o) => (requests.push(req), sim.complete(req, o)) } };
}

// markers a real model would read as part of the experiment
const MARKERS: [string, RegExp][] = [
  ["groupthink", /groupthink/i], ["simulation", /simulat/i], ["paradigm", /hidden[ _-]?profile/i], ["task id", /\bhp-\d{3}\b/],
  ["tag", /\[[a-z]+ [a-z_]+ v\d\]/i], ["step", /\bStep:/], ["round count", /\bround \d+ of \d+\b/i], ["task=", /\btask=/], ["agent=", /\bagent=/],
  ["trial", /\btrial\b/i], ["phase name", /\b(pre|post|full)[- ]?(discussion )?phase\b/i], ["gold", /correct_answer|correct answer is/i],
];

describe("clean stimuli, our templates", () => {
  const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile")).slice(0, 2);
  it("no request carries a marker; the end is not announced; each member keeps its own history", async () => {
    const { client, requests } = recording();
    const out = mkdtempSync(join(tmpdir(), "hp-stim-"));
    const s = await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, bank, client, protocolOptions: { sessions: 1, rounds: 3, intervention: "secretary", strategy: "share_all", adversarial: 1 } });
    expect(s.status).toBe("complete");
    expect(requests.length).toBeGreaterThan(20);
    for (const r of requests) for (const m of r.messages) for (const [name, re] of MARKERS) expect(re.test(m.content), `${name} in ${JSON.stringify(m.content.slice(0, 200))}`).toBe(false);
    // sampling: no hard-coded temperature / max_tokens (the run's overrides are the runner's business)
    for (const r of requests) expect(r.temperature === undefined && r.max_tokens === undefined).toBe(true);
    // a member's round-3 request: system, then (user, assistant) for rounds 1-2, then the round-3 user turn
    const r3 = requests.filter((r) => r.messages.length === 6 && r.messages[0].content.includes("Fact 1:"));
    expect(r3.length).toBeGreaterThan(0);
    expect(r3[0].messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user", "assistant", "user"]);
    // round 1 carries the member's own initial vote; the first speaker gets the first-speaker prompt
    const set = loadHpPromptSet();
    const firsts = requests.filter((r) => r.messages.length === 2 && r.messages[1].content.includes("Your initial vote was:"));
    expect(firsts.some((r) => r.messages[1].content.includes(set.templates.first_user_prompt))).toBe(true);
    const logs = await loadLogs([join(out, "records.jsonl")]);
    expect(new Set(logs.hidden_profile.map((r) => r.prompt_version))).toEqual(new Set(["groupthink-hp-3"]));
    expect(logs.hidden_profile.filter((r) => r.vote === null).length / logs.hidden_profile.length).toBeLessThan(0.1);
  });
});

describe.runIf(hbAvailable)("HiddenBench's public file with its own templates, as published", () => {
  it("sends HiddenBench's system template, records prompt_version hiddenbench-public, task 59 scorable", async () => {
    const file = join(HB, "benchmark_all_clean.json");
    const tasks = loadHiddenProfileTasks(file).filter((t) => ["1", "59"].includes(t.id));
    const { client, requests } = recording([file]);
    const out = mkdtempSync(join(tmpdir(), "hp-hb-"));
    const s = await runProtocol({ protocol: "hidden_profile", model: "sim:gpt-4.1-sim", out, bank: tasks, client, protocolOptions: { sessions: 2, rounds: 2, prompts: join(HB, "prompts") } });
    expect(s.status).toBe("complete");
    const sysT = readFileSync(join(HB, "prompts/system_prompt.txt"), "utf8");
    const hbSet = loadHpPromptSet(join(HB, "prompts"));
    expect(hbSet.version).toBe("hiddenbench-public");
    const t59 = tasks.find((t) => t.id === "59")!;
    const sys = requests.find((r) => r.messages[0].content.startsWith(t59.description))!.messages[0].content;
    const head = sysT.split("%information%")[0];
    expect(sys.startsWith(renderTemplate(head, { description: t59.description }))).toBe(true);
    expect(sys).toMatch(/^Fact 1: /m);
    const votes = requests.filter((r) => r.messages.at(-1)!.content.includes('"vote": <A string, '));
    expect(votes.length).toBeGreaterThan(0);
    for (const r of requests) for (const m of r.messages) expect(/%[a-z_]+%/.test(m.content), m.content.slice(0, 120)).toBe(false);
    const recs = (await loadLogs([join(out, "records.jsonl")])).hidden_profile;
    expect(new Set(recs.map((r) => r.prompt_version))).toEqual(new Set(["hiddenbench-public"]));
    const r59 = recs.filter((r) => r.task_id === "59");
    expect(r59.filter((r) => r.vote === "Bravo Moving Co.").length).toBeGreaterThan(0);
    expect(r59.filter((r) => r.vote === null).length / r59.length).toBeLessThan(0.1);
  });
});

describe("the simulator reads content and refuses what it cannot place", () => {
  it("an unknown task gets the explicit refusal naming the fix, recorded as a parse failure with its text", async () => {
    const task = { ...loadHiddenProfileTasks(projectPath("scenarios/hidden_profile"))[0], id: "x-1", description: "A committee must pick one venue for a conference nobody has heard of." };
    const { client } = recording();
    const out = mkdtempSync(join(tmpdir(), "hp-unknown-"));
    await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, bank: [task], client, protocolOptions: { sessions: 1, phases: "pre,full", rounds: 0 } });
    const recs = (await loadLogs([join(out, "records.jsonl")])).hidden_profile;
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) {
      expect(r.vote).toBeNull();
      expect(r.raw).toBe(HP_SIM_REFUSAL);
      expect(typeof r.parse_error).toBe("string");
    }
    expect(HP_SIM_REFUSAL).toMatch(/--scenarios PATH.*sim serve --scenarios PATH/);
  });
});

describe("group size and the task text agree", () => {
  it("--agents other than a task's group is a usage error naming both numbers; its own size runs, every agent < n_agents", async () => {
    const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile")).filter((t) => t.hidden_information.length === 4).slice(0, 1);
    for (const agents of [3, 6]) {
      expect(() => hiddenProfileProtocol.plan(bank, { agents })).toThrow(new RegExp(`^--agents ${agents}: task "${bank[0].id}" is written for 4 people \\(4 hidden entries\\); run it with --agents 4 or leave --agents out$`));
    }
    const out = mkdtempSync(join(tmpdir(), "hp-agents-"));
    await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, bank, protocolOptions: { sessions: 1, rounds: 1, agents: 4 } });
    const recs = (await loadLogs([join(out, "records.jsonl")])).hidden_profile;
    expect(recs).toHaveLength(3 * 4);
    for (const r of recs) expect(r.agent < r.n_agents && r.n_agents === 4 && (r as unknown as { hidden_entry: string[] }).hidden_entry.length === 1).toBe(true);
  });
  it("a task written for four people (its text says so) cannot run with three, and a text that contradicts its entries is an error", () => {
    const t = { id: "hb-1", name: "n", description: "You and three other participants must choose a route.", shared_information: ["s"], hidden_information: ["a", "b", "c", "d"], possible_answers: ["X", "Y"], correct_answer: "X" };
    expect(() => hiddenProfileProtocol.plan([t], { agents: 3 })).toThrow('--agents 3: task "hb-1" is written for 4 people (4 hidden entries; its text says "You and three other participants"); run it with --agents 4 or leave --agents out');
    expect(hiddenProfileProtocol.plan([t], { agents: 4 })).toHaveLength(10);
    expect(() => hiddenProfileProtocol.plan([{ ...t, hidden_information: ["a", "b", "c"] }], {})).toThrow('task "hb-1": its text is written for 4 people ("You and three other participants") but it has 3 hidden entries (one per member); fix the task');
  });
});

describe("plan: bank-dependent usage errors", () => {
  const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile"));
  it("--adversarial larger than a task's group names the task and its size", () => {
    const small = bank.find((t) => t.hidden_information.length === 3)!;
    expect(() => hiddenProfileProtocol.plan([small], { adversarial: 5 })).toThrow(UsageError);
    expect(() => hiddenProfileProtocol.plan([small], { adversarial: 5 })).toThrow(new RegExp(`task "${small.id}" \\(3 agents\\)`));
  });
  it("--agents 2 and --strategy share-all are usage errors listing what is allowed", () => {
    expect(() => hiddenProfileProtocol.plan(bank, { agents: "2" })).toThrow(/--agents: expected an integer >= 3/);
    expect(() => hiddenProfileProtocol.plan(bank, { strategy: "share-all" })).toThrow(/allowed: default, very_cooperative, .*share_all/);
    expect(() => hiddenProfileProtocol.plan(bank, { rounds: 0 })).toThrow(UsageError);
  });
  it("declares every option plan reads, with a one-line help", () => {
    const names = (hiddenProfileProtocol.options ?? []).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(["rounds", "strategy", "agents", "adversarial", "intervention", "prompts", "sessions", "phases", "deal"]));
    for (const o of hiddenProfileProtocol.options ?? []) expect(o.help).not.toMatch(/\n/);
    expect(hiddenProfileProtocol.options!.find((o) => o.name === "strategy")!.values).toHaveLength(9);
  });
});
