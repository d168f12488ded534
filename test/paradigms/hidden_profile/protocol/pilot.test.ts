// Hidden-profile pilot with discussion (issue 20): a language model that is not ours played every member
// and the stance extraction through the queue endpoint (2 tasks, 1 session, 3 rounds, 48 calls; our
// templates groupthink-hp-3). Fixtures: test/fixtures/pilot/hidden_profile/NNNN.{request.json,reply.txt,
// meant.json} and the run's transcripts. Votes, stated choices and convergence must match what was meant.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hiddenProfileDisclosure, type HpTranscript } from "../../../../src/paradigms/hidden_profile/measures/index.js";
import { projectPath } from "../../../../src/paths.js";
import { parseHpExtraction } from "../../../../src/paradigms/hidden_profile/protocol/extract.js";
import { loadHiddenProfileTasks, loadHpPromptSet, parseHpChoice, parseHpVote } from "../../../../src/paradigms/hidden_profile/protocol/index.js";

const DIR = projectPath("test/fixtures/pilot/hidden_profile");
interface Triple { n: string; messages: { role: string; content: string }[]; reply: string; meant: Record<string, string | null> }
const triples: Triple[] = readdirSync(DIR).filter((f) => f.endsWith(".meant.json")).sort().map((f) => {
  const n = f.slice(0, 4);
  return {
    n,
    messages: (JSON.parse(readFileSync(join(DIR, `${n}.request.json`), "utf8")) as { body: { messages: Triple["messages"] } }).body.messages,
    reply: readFileSync(join(DIR, `${n}.reply.txt`), "utf8"),
    meant: JSON.parse(readFileSync(join(DIR, `${n}.meant.json`), "utf8")) as Triple["meant"],
  };
});
const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile"));
const optionsOf = (t: Triple): string[] => {
  const text = t.messages.map((m) => m.content).join("\n");
  const task = bank.find((k) => text.includes(k.description));
  if (task) return task.possible_answers;
  return (/one of these options: (.*)\.\n/.exec(text)?.[1] ?? "").split(", ");
};
const extractSystem = loadHpPromptSet().templates.extract_system;
const isExtraction = (t: Triple) => t.messages[0].content === extractSystem;
const isVote = (t: Triple) => !isExtraction(t) && /"vote"/.test(t.messages.at(-1)!.content);
const votes = triples.filter(isVote), extractions = triples.filter(isExtraction), talk = triples.filter((t) => !isVote(t) && !isExtraction(t));
const transcripts = readdirSync(join(DIR, "transcripts")).sort().map((f) => JSON.parse(readFileSync(join(DIR, "transcripts", f), "utf8")) as HpTranscript);

describe("hidden-profile pilot corpus (48 calls: 21 votes, 21 discussion messages, 6 extractions)", () => {
  it("holds the pilot's triples", () => expect([triples.length, votes.length, talk.length, extractions.length]).toEqual([48, 21, 21, 6]));

  it("every vote parses to the option it meant", () => {
    expect(votes.map((t) => parseHpVote(t.reply, optionsOf(t)).vote)).toEqual(votes.map((t) => t.meant.vote));
  });

  it("the rule-based fallback never gives a wrong stance on the natural messages", () => {
    const read = talk.map((t) => ({ got: parseHpChoice(t.reply, optionsOf(t)), meant: t.meant.stance }));
    expect(read.filter((r) => r.got !== null && r.got !== r.meant)).toEqual([]);
    // it reads the explicit ones ("I'm switching to Quarry Hall", "Quarry Hall it is", "I'd go with Eli"), "Looks like we all agree on Quarry Hall"; not "We're all agreed then: Farah for the migration lead"
    expect(read.filter((r) => r.got !== null).length).toBe(18); // of 21 (20 state a stance); the extraction call reads them all
  });

  it("every extraction reply reads as meant (a reading the runner redacted is unread, never another option)", () => {
    for (const t of extractions) {
      const speakers = Object.keys(t.meant);
      const { choices } = parseHpExtraction(t.reply, speakers, optionsOf(t));
      expect(choices).toEqual(speakers.map((s) => t.meant[s]));
    }
  });

  it("the transcripts' stated choices equal the stances the speakers meant, and so does convergence", () => {
    const meantOf = new Map(talk.map((t) => [t.reply.trim(), t.meant.stance]));
    expect(transcripts).toHaveLength(2);
    for (const tr of transcripts) {
      const meant: HpTranscript = { ...tr, rounds: tr.rounds.map((r) => ({ ...r, messages: r.messages.map((m) => ({ ...m, choice: meantOf.get(m.content.trim()) as string | null })) })) };
      for (const [i, r] of tr.rounds.entries()) expect(r.messages.map((m) => m.choice)).toEqual(meant.rounds[i].messages.map((m) => m.choice));
      const d = hiddenProfileDisclosure(tr);
      expect(d.convergence_round).toBe(hiddenProfileDisclosure(meant).convergence_round);
      expect(d.convergence_round).toBe(2);
      expect(d.rounds.at(-1)!.unanimous).toBe(tr.correct_answer);
    }
  });
});
