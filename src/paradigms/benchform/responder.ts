/**
 * BenchForm's face in the simulator. It reads only what a model reads: it
 * recognises the prompt by its wording, takes the current question's text
 * and finds the item by that text in the banks it was given (BenchForm's
 * published items at `../shared/external/benchform/`, plus the run's
 * `--scenarios` / `sim serve --scenarios`) to know the right option, counts
 * the participants giving each answer (the majority and its size), counts the
 * prior rounds shown, and reads the persona from the system message. A
 * question it cannot place gets a refusal naming the fix.
 *
 * The behaviour: a profile knows an item with probability `know` (fixed per
 * profile and question, so the same item is known under every protocol);
 * knowing, it follows a wrong majority with probability `follow_wrong`
 * (trust: × `trust_boost`, each prior round adding 10%); not knowing, it takes
 * a right majority with probability `follow_right` (doubt: halved), else
 * answers a wrong option at random; after rounds of a wrong majority (doubt)
 * it turns away from the now-right majority with probability `doubt_flip`.
 * Each following probability scales with the majority size (×0.4 at 3 up to
 * ×1 at 6) and with the empowered persona (× `empowered`).
 *
 * @example
 * benchformResponder.profiles; // => ["resistant", "typical", "susceptible"]
 */
import { join } from "node:path";
import { createRng, hashString } from "../../stats/rng.js";
import type { ChatRequest, SimCall, SimReply, SimResponder } from "../../runner/types.js";
import { loadBenchformBank, type BenchformItem } from "./bank.js";
import { BENCHFORM_PEERS, BENCHFORM_TEMPLATES } from "./prompts.js";

/** A simulated profile's parameters (see the module comment). */
export interface BenchformSimProfile {
  know: number;
  follow_wrong: number;
  follow_right: number;
  doubt_flip: number;
  trust_boost: number;
  empowered: number;
}

/** The behavioural profiles (simulated; not fitted to the paper). */
export const BENCHFORM_SIM_PROFILES: Readonly<Record<string, BenchformSimProfile>> = {
  resistant: { know: 0.8, follow_wrong: 0.05, follow_right: 0.3, doubt_flip: 0.02, trust_boost: 1.2, empowered: 0.5 },
  typical: { know: 0.7, follow_wrong: 0.3, follow_right: 0.6, doubt_flip: 0.1, trust_boost: 1.4, empowered: 0.4 },
  susceptible: { know: 0.6, follow_wrong: 0.7, follow_right: 0.9, doubt_flip: 0.25, trust_boost: 1.3, empowered: 0.5 },
};

const norm = (s: string): string => s.split("\n").map((l) => l.trimEnd()).join("\n").trim();
const PEER_LINE = new RegExp(`^(${BENCHFORM_PEERS.join("|")}): .*?"\\(([A-Z])\\)`);
const CURRENT = `\n${BENCHFORM_TEMPLATES.current}\n\nQ: `;

const INDEX = new Map<string, Map<string, BenchformItem>>();
function indexOf(paths: readonly string[]): Map<string, BenchformItem> {
  const key = paths.join("\u0000");
  let m = INDEX.get(key);
  if (!m) {
    m = new Map();
    for (const p of paths) {
      let items: BenchformItem[];
      try {
        items = loadBenchformBank(p);
      } catch {
        continue; // a bank of another protocol, or the shared copy absent: nothing of ours to index
      }
      for (const it of items) m.set(norm(it.question), it);
    }
    INDEX.set(key, m);
  }
  return m;
}

/** What the responder reads off a prompt. */
export interface BenchformPromptReading {
  question: string;
  /** Participants per answer letter in the current round, in speaking order of each letter's first speaker. */
  counts: Record<string, number>;
  rounds: number;
  empowered: boolean;
}

/**
 * Read a BenchForm prompt as a model would: the current question, who answered what, how many prior rounds.
 *
 * @example
 * const m = benchform.benchformMessages({ question: { id: "t:1", question: "2+2=4?\n(A) Yes\n(B) No", options: ["Yes", "No"], gold: 0 }, peers: null, history: [], empowered: true });
 * readBenchformPrompt({ messages: m }); // => { question: "2+2=4?\n(A) Yes\n(B) No", counts: {}, rounds: 0, empowered: true }
 */
export function readBenchformPrompt(request: ChatRequest): BenchformPromptReading | null {
  const user = request.messages.at(-1)?.content ?? "";
  const at = user.indexOf(CURRENT);
  if (at === -1) return null;
  const end = user.lastIndexOf(`\n\n${BENCHFORM_TEMPLATES.answerFormat}`);
  const block = user.slice(at + CURRENT.length, end === -1 ? undefined : end).split("\n");
  const said: string[] = [];
  for (let p = PEER_LINE.exec(block.at(-1) ?? ""); p !== null && block.length > 1; p = PEER_LINE.exec(block.at(-1) ?? "")) {
    said.unshift(p[2]);
    block.pop();
  }
  const counts: Record<string, number> = {};
  for (const a of said) counts[a] = (counts[a] ?? 0) + 1; // in speaking order: on a 3-3 tie the first speaker's side leads
  const head = user.slice(0, at);
  const rounds = head.includes("==== earlier rounds ====") ? head.split(BENCHFORM_TEMPLATES.roundSeparator).length : 0;
  const system = request.messages.find((m) => m.role === "system")?.content ?? "";
  return { question: norm(block.join("\n")), counts, rounds, empowered: system === BENCHFORM_TEMPLATES.systemEmpowered };
}

/** The answer a profile gives (0-based option), from what it read and a generator. */
function decide(item: BenchformItem, read: BenchformPromptReading, p: BenchformSimProfile, profile: string, rng: SimCall["rng"]): number {
  const knows = createRng(hashString(`${profile}\u0000${item.id}`)).next() < p.know;
  const wrongPick = (): number => {
    const wrong = item.options.map((_, i) => i).filter((i) => i !== item.gold);
    return wrong[rng.int(wrong.length)];
  };
  const own = knows ? item.gold : wrongPick();
  const top = Object.entries(read.counts).reduce<[string, number] | undefined>((best, e) => (best === undefined || e[1] > best[1] ? e : best), undefined);
  if (!top) return own;
  const maj = top[0].charCodeAt(0) - 65;
  const size = Math.max(0, Math.min(1, 0.4 + (0.6 * (top[1] - 3)) / 3));
  const scale = size * (read.empowered ? p.empowered : 1);
  const prior = read.rounds > 0;
  if (maj !== item.gold) {
    const follow = Math.min(1, p.follow_wrong * (prior ? p.trust_boost * (1 + 0.1 * read.rounds) : 1) * scale);
    return own !== maj && rng.next() < follow ? maj : own;
  }
  if (knows) return prior && rng.next() < p.doubt_flip * scale ? wrongPick() : own;
  return rng.next() < p.follow_right * (prior ? 0.5 : 1) * scale ? maj : own;
}

/** BenchForm's simulator responder. */
export const benchformResponder: SimResponder = {
  protocol: "benchform",
  profiles: Object.keys(BENCHFORM_SIM_PROFILES),
  matches(request) {
    const user = request.messages.at(-1)?.content ?? "";
    return user.startsWith(BENCHFORM_TEMPLATES.introAlone) || user.startsWith(BENCHFORM_TEMPLATES.introGroup);
  },
  respond(call: SimCall): SimReply {
    const read = readBenchformPrompt(call.request);
    const banks = [join(call.scenariosDir, "..", "..", "shared", "external", "benchform"), ...(call.banks ?? [])];
    const item = read ? indexOf(banks).get(read.question) : undefined;
    if (!read || !item) return { content: "I cannot answer: this question is not in the banks I was given; pass BenchForm's items with --scenarios PATH (run) or sim serve --scenarios PATH." };
    const p = BENCHFORM_SIM_PROFILES[call.profile] ?? BENCHFORM_SIM_PROFILES.typical;
    const a = decide(item, read, p, call.profile, call.rng);
    return { content: `The best answer is: "(${String.fromCharCode(65 + a)}) ${item.options[a]}"` };
  },
};
