/**
 * The group size a hidden-profile task is written for, and the check that a
 * run's group agrees with it. A task is written for as many people as it has
 * hidden entries (one per member, HiddenBench §3.1); its description may also
 * state the size ("You and three colleagues", "three other participants",
 * "a four-person team", "You are four scientists"). Running a task with
 * another group size would tell each member the wrong number of people and
 * deal some member two hidden facts (or none), so `--agents N` that differs
 * from the task's size is a usage error naming both numbers, and so is a task
 * whose text states a size other than its number of hidden entries.
 *
 * @example
 * hpStatedGroupSize("You and three other participants must choose.");  // => { size: 4, phrase: "You and three other participants" }
 * hpStatedGroupSize("You are part of a four-person team.")?.size;       // => 4
 * hpStatedGroupSize("Choose one of three shelters.");                   // => null
 */
import { UsageError } from "../../../errors.js";
import type { HiddenProfileTask } from "./bank.js";

const WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const NUM = `(${WORDS.join("|")}|\\d{1,2})`;
const value = (w: string): number => (/^\d+$/.test(w) ? Number(w) : WORDS.indexOf(w.toLowerCase()) + 1);
// nouns that count things, not people ("three other options")
const NOT_PEOPLE = /^(options?|choices?|answers?|sites?|locations?|routes?|places?|candidates?|suspects?|hours?|minutes?|days?|weeks?|months?|years?|miles?|km|things?|ways?|items?|factors?)$/i;

/** The group size a task description states, with the phrase that states it, or null. */
export function hpStatedGroupSize(description: string): { size: number; phrase: string } | null {
  const rules: [RegExp, (n: number) => number][] = [
    // "You and three (other) colleagues", "with the other three", "and three other participants"
    [new RegExp(`\\byou and ${NUM} (?:other )?([a-z-]+)(?: [a-z-]+s\\b)?`, "i"), (n) => n + 1],
    [new RegExp(`\\b(?:with|and|alongside) (?:the|your) (?:other )?${NUM} (?:others?|([a-z-]+))\\b`, "i"), (n) => n + 1],
    [new RegExp(`\\b${NUM} other ([a-z-]+)(?: [a-z-]+s\\b)?`, "i"), (n) => n + 1],
    // "a four-person team", "You are four scientists"
    [new RegExp(`\\b${NUM}-(?:person|member)\\b(?: [a-z-]+)?`, "i"), (n) => n],
    [new RegExp(`\\byou are (?:the )?${NUM} ([a-z-]+)`, "i"), (n) => n],
  ];
  for (const [re, size] of rules) {
    const m = re.exec(description);
    if (m === null) continue;
    if (m[2] !== undefined && NOT_PEOPLE.test(m[2])) continue;
    return { size: size(value(m[1])), phrase: m[0] };
  }
  return null;
}

/**
 * The group size to run a task with: `agents` when given, else its number of hidden entries.
 * @throws UsageError naming the task and both numbers when `agents` differs from the task's size,
 *   or when the task's text states a size other than its number of hidden entries
 * @example
 * hpGroupSize({ id: "t", description: "Pick one.", hidden_information: ["a", "b", "c"] }, null); // => 3
 * hpGroupSize({ id: "t", description: "You and three colleagues decide.", hidden_information: ["a", "b", "c", "d"] }, 3);
 * // throws UsageError: --agents 3: task "t" is written for 4 people (4 hidden entries; its text says "You and three colleagues"); run it with --agents 4 or leave --agents out
 */
export function hpGroupSize(task: Pick<HiddenProfileTask, "id" | "description" | "hidden_information">, agents: number | null): number {
  const entries = task.hidden_information.length;
  const stated = hpStatedGroupSize(task.description);
  const says = stated ? `; its text says ${JSON.stringify(stated.phrase)}` : "";
  if (stated !== null && stated.size !== entries) {
    throw new UsageError(`task ${JSON.stringify(task.id)}: its text is written for ${stated.size} people (${JSON.stringify(stated.phrase)}) but it has ${entries} hidden entries (one per member); fix the task`);
  }
  if (agents !== null && agents !== entries) {
    throw new UsageError(`--agents ${agents}: task ${JSON.stringify(task.id)} is written for ${entries} people (${entries} hidden entries${says}); run it with --agents ${entries} or leave --agents out`);
  }
  return entries;
}
