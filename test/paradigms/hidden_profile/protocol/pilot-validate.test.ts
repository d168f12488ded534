// Hidden-profile validation pilot (issue 20): a language model that is not ours, blind to the bank's
// elimination tables, answered `run hidden_profile --rounds 0 --phases pre,full --deal fixed --sessions 1`
// for all 40 shipped tasks through the queue endpoint (three queues, q1–q3). Each vote's meant.json also
// records the options the reader's information rules out and whether it left exactly one (`settled`): a
// second reading of the tables, by a reader that is not ours. Fixtures:
// test/fixtures/pilot/hidden_profile-validate/q*/NNNN.{request.json,reply.txt,meant.json} (README there).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../../../src/paths.js";
import { loadHiddenProfileTasks, parseHpVote } from "../../../../src/paradigms/hidden_profile/protocol/index.js";
import { hpSettlesByTable } from "../../../../src/paradigms/hidden_profile/protocol/fact-table.js";

const DIR = projectPath("test/fixtures/pilot/hidden_profile-validate");
interface Meant { vote: string; ruled_out: string[]; settled: boolean }
const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile"));
const facts = (e: string | string[]) => (typeof e === "string" ? [e] : e);

const views = readdirSync(DIR).filter((q) => /^q\d$/.test(q)).sort().flatMap((q) =>
  readdirSync(join(DIR, q)).filter((f) => f.endsWith(".meant.json")).sort().map((f) => {
    const n = f.slice(0, 4);
    const system = (JSON.parse(readFileSync(join(DIR, q, `${n}.request.json`), "utf8")) as { body: { messages: { content: string }[] } }).body.messages[0].content;
    const task = bank.find((t) => system.includes(t.description))!;
    const held = task.hidden_information.flatMap((e, i) => (facts(e).every((x) => system.includes(x)) ? [i] : []));
    return {
      id: `${q}/${n}`, task, held,
      reply: readFileSync(join(DIR, q, `${n}.reply.txt`), "utf8"),
      meant: JSON.parse(readFileSync(join(DIR, q, f), "utf8")) as Meant,
    };
  }));
const lone = views.filter((v) => v.held.length === 1);
const full = views.filter((v) => v.held.length === v.task.hidden_information.length);
const key = (v: (typeof views)[number]) => `${v.task.id}#${v.held[0]}`;

describe("hidden-profile validation pilot: a blind reader's votes on every shipped view", () => {
  it("holds one lone view per hidden entry and one full view per agent, for all 40 tasks", () => {
    const entries = bank.reduce((s, t) => s + t.hidden_information.length, 0);
    expect(new Set(lone.map(key)).size).toBe(entries);
    expect(lone.length).toBe(entries);
    expect(full.length).toBe(entries); // every agent also votes with the full profile
    expect(views.length).toBe(lone.length + full.length);
  });

  it("every reply parses to the option it meant (0 wrong, 0 unread)", () => {
    const wrong = views.filter((v) => parseHpVote(v.reply, v.task.possible_answers).vote !== v.meant.vote).map((v) => v.id);
    expect(wrong).toEqual([]);
  });

  it("with all facts the reader settles every task on its correct answer, as the tables do", () => {
    for (const v of full) {
      expect(v.meant.vote, v.id).toBe(v.task.correct_answer);
      expect(v.meant.settled, v.id).toBe(true);
      expect(hpSettlesByTable(v.task, v.task.hidden_information.flatMap(facts)), v.id).toBe(true);
    }
  });

  it("no lone view settles its task in the reader's reading, as the tables say", () => {
    expect(lone.filter((v) => v.meant.settled && v.meant.vote === v.task.correct_answer).map(key)).toEqual([]);
    expect(lone.filter((v) => hpSettlesByTable(v.task, facts(v.task.hidden_information[v.held[0]]))).map(key)).toEqual([]);
  });

  it("the reader rules out what the table says each entry rules out, except six readings (listed in the README)", () => {
    const missed = lone.filter((v) => !(v.task.fact_eliminates as string[][])[v.held[0]].every((o) => v.meant.ruled_out.includes(o))).map(key).sort();
    // the reader keeps "ruled out" for the impossible: a searched cart, a camera alibi, a waist-high creek (README)
    expect(missed).toEqual(["hp-006#2", "hp-007#3", "hp-010#0", "hp-010#1", "hp-035#3", "hp-039#2"]);
  });

  it("lone votes that are nonetheless correct (weighed, not settled): the per-fact rate a real model would show", () => {
    const correct = lone.filter((v) => v.meant.vote === v.task.correct_answer);
    expect(correct.every((v) => !v.meant.settled)).toBe(true);
    expect([correct.length, lone.length]).toEqual([34, 193]); // 21 tasks; at temperature 0 each such agent would fail the per-fact rule
    expect(new Set(correct.map((v) => v.task.id)).size).toBe(21);
  });
});
