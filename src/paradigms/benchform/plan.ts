/**
 * Jobs of a BenchForm run: one job per item, holding every call of that item
 * — `raw` once, then each other protocol at each majority size — with the
 * scripts the participants follow drawn once per item from a generator
 * seeded by the item id (so every model and every run sees the same wrong
 * answer and phrasings). Trial ids: `<model>:<task>:<line>:<call>` where the
 * call is `raw`, `wrong_guidance:k6`, `trust:k6:r5`, …, with `:empowered`
 * appended under the empowered persona.
 *
 * @example
 * const bank = benchform.loadBenchformBank("test/fixtures/paradigms/benchform/bank");
 * planBenchform(bank, { protocols: ["raw", "trust"], majority: ["3", "6"], rounds: 2, mode: "default" }, { model: "m" })[0].trialIds;
 * // => ["m:navigate:1:raw", "m:navigate:1:trust:k3:r2", "m:navigate:1:trust:k6:r2"]
 */
import { UsageError } from "../../errors.js";
import { createRng, type Rng } from "../../stats/rng.js";
import { modelTrialPrefix, type Job, type PlanContext } from "../../runner/types.js";
import type { BenchformItem, BenchformQuestion } from "./bank.js";
import { BENCHFORM_MAJORITY_RIGHT, type BenchformCondition } from "./kind.js";
import { BENCHFORM_PHRASINGS, type BenchformPeerScript } from "./prompts.js";

/** One call of a job: its key, protocol, majority size and rounds. */
export interface BenchformCall {
  key: string;
  condition: BenchformCondition;
  majority: number | null;
  rounds: number;
}

/** What a BenchForm job carries besides its item. */
export interface BenchformJobOptions {
  calls: BenchformCall[];
  empowered: boolean;
}

/**
 * A wrong option of a question, drawn with `rng`.
 *
 * @example
 * benchformWrongOption({ id: "t:1", question: "q", options: ["a", "b"], gold: 0 }, createRng(1)); // => 1
 */
export function benchformWrongOption(q: BenchformQuestion, rng: Rng): number {
  const wrong = q.options.map((_, i) => i).filter((i) => i !== q.gold);
  return wrong[rng.int(wrong.length)];
}

/**
 * The participants' script for one question: the majority gives the right answer (`right`) or a wrong one.
 *
 * @example
 * benchformPeerScript({ id: "t:1", question: "q", options: ["a", "b"], gold: 0 }, 4, true, createRng(1)).majorityAnswer; // => 0
 */
export function benchformPeerScript(q: BenchformQuestion, majority: number, right: boolean, rng: Rng): BenchformPeerScript {
  const wrong = benchformWrongOption(q, rng);
  const phrasings = Array.from({ length: 6 }, () => rng.int(BENCHFORM_PHRASINGS.length));
  return right ? { majority, majorityAnswer: q.gold, minorityAnswer: wrong, phrasings } : { majority, majorityAnswer: wrong, minorityAnswer: q.gold, phrasings };
}

/**
 * The scripts of one call: the current round's participants and, under trust and doubt, the prior rounds'
 * (trust: the majority was right before and is wrong now; doubt: wrong before, right now). Deterministic in
 * (item, call key).
 *
 * @example
 * const [item] = benchform.loadBenchformBank("test/fixtures/paradigms/benchform/bank");
 * benchformScripts(item, { key: "raw", condition: "raw", majority: null, rounds: 0 }); // => { peers: null, history: [] }
 */
export function benchformScripts(item: BenchformItem, call: BenchformCall): { peers: BenchformPeerScript | null; history: { question: BenchformQuestion; peers: BenchformPeerScript }[] } {
  if (call.condition === "raw" || call.majority === null) return { peers: null, history: [] };
  const k = call.majority;
  const rng = createRng(`benchform:${item.id}:${call.key}`);
  const itemRng = createRng(`benchform:${item.id}`);
  const right = BENCHFORM_MAJORITY_RIGHT.includes(call.condition);
  const peers = { ...benchformPeerScript(item, k, right, itemRng), phrasings: Array.from({ length: 6 }, () => rng.int(BENCHFORM_PHRASINGS.length)) };
  const history = item.history.slice(0, call.rounds).map((h) => ({ question: h, peers: benchformPeerScript(h, k, call.condition === "trust", createRng(`benchform:${h.id}:${call.key}`)) }));
  return { peers, history };
}

/**
 * Plan the jobs.
 *
 * @param bank the loaded items
 * @param options parsed protocol options (`protocols`, `majority`, `rounds`, `mode`, `tasks`)
 * @param context the model as records name it
 * @throws UsageError when `tasks` names a task the bank does not hold, or trust/doubt need more rounds than a task has items
 */
export function planBenchform(bank: BenchformItem[], options: Record<string, unknown>, context?: PlanContext): Job<BenchformItem>[] {
  const protocols = (options.protocols as BenchformCondition[] | undefined) ?? ["raw", "correct_guidance", "wrong_guidance", "trust", "doubt"];
  const sizes = ((options.majority as string[] | undefined) ?? ["6"]).map(Number).sort((a, b) => a - b);
  const rounds = (options.rounds as number | undefined) ?? 5;
  const empowered = options.mode === "empowered";
  const tasks = options.tasks as string[] | undefined;
  const known = new Set(bank.map((b) => b.task));
  for (const t of tasks ?? []) if (!known.has(t)) throw new UsageError(`--tasks: no task ${JSON.stringify(t)} in the bank (tasks: ${[...known].join(", ")})`);
  const items = tasks ? bank.filter((b) => tasks.includes(b.task)) : bank;
  const calls: BenchformCall[] = [];
  for (const c of protocols) {
    if (c === "raw") calls.push({ key: "raw", condition: c, majority: null, rounds: 0 });
    else for (const k of sizes) calls.push(c === "trust" || c === "doubt" ? { key: `${c}:k${k}:r${rounds}`, condition: c, majority: k, rounds } : { key: `${c}:k${k}`, condition: c, majority: k, rounds: 0 });
  }
  const multi = protocols.some((c) => c === "trust" || c === "doubt");
  const prefix = modelTrialPrefix(context);
  const suffix = empowered ? ":empowered" : "";
  return items.map((item) => {
    if (multi && item.history.length < rounds) throw new UsageError(`--rounds ${rounds}: task ${item.task} has ${item.history.length + 1} items, too few for ${rounds} prior rounds`);
    return {
      id: `${prefix}${item.id}${suffix}`,
      item,
      trialIds: calls.map((c) => `${prefix}${item.id}:${c.key}${suffix}`),
      options: { calls, empowered } satisfies BenchformJobOptions,
    };
  });
}
