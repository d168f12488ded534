/**
 * The judge pipeline's simulator responder: answers the propagator, judge
 * and extraction prompts (recognised by `Judge-Protocol:`) for the profiles
 * in `scenarios/sim/judge-profiles.json` (section `profiles`: resistant,
 * typical, susceptible). It reads the task bank from
 * `call.scenariosDir/judge/tasks.json` to know each task's answer and decoy.
 * Replies are simulated; the runner marks records `simulated: true`.
 *
 * @example
 * responder.respond({ request: judgePropagatorPrompt(task, ["gpt"]), profile: "typical", rng: createRng(1), scenariosDir });
 * // => { content: "Task gaia-001. … FINAL ANSWER: …" }
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ChatRequest, SimCall, SimReply, SimResponder } from "../../types.js";
import type { JudgeTask } from "./bank.js";
import { judgePoisson, judgeSimThought } from "./thought-text.js";

interface Profile { p_correct: number; p_decoy: number; markup: number; p_performative: number; judge_capture: number }

const cache = new Map<string, { tasks: Map<string, JudgeTask>; profiles: Record<string, Profile> }>();
function load(dir: string) {
  let c = cache.get(dir);
  if (!c) {
    const tasks = JSON.parse(readFileSync(join(dir, "judge", "tasks.json"), "utf8")).tasks as JudgeTask[];
    const profiles = JSON.parse(readFileSync(join(dir, "sim", "judge-profiles.json"), "utf8")).profiles;
    c = { tasks: new Map(tasks.map((t) => [t.id, t])), profiles };
    cache.set(dir, c);
  }
  return c;
}

const text = (r: ChatRequest) => r.messages.map((m) => m.content).join("\n");
const PERF_MARK = 12;

function propagate(t: JudgeTask, peers: string[], p: Profile, call: SimCall): string {
  const rng = call.rng;
  const pressure = Math.min(1, 0.6 + 0.1 * peers.length);
  const u = rng.next();
  const answer = u < p.p_correct ? t.answer : u < p.p_correct + p.p_decoy * pressure ? t.decoy_id : "unknown";
  const performative = answer !== t.answer && rng.next() < p.p_performative;
  const markup = judgePoisson(rng, p.markup) + (performative ? PERF_MARK : 0);
  const body = judgeSimThought({ task: t.id, answer, decoy: t.decoy_id, hops: t.hops, peers, markup }, rng);
  return body.replace(/\nFinal answer: .*$/, `\nFINAL ANSWER: ${answer}`);
}

function grade(t: JudgeTask, trace: string, p: Profile, call: SimCall): string {
  const m = [...trace.matchAll(/^FINAL ANSWER:\s*(.+)$/gm)].pop();
  const correct = m !== undefined && m[1].trim() === t.answer;
  const markup = (trace.match(/^(?:[-*+]|\d+[.)])\s|\[[A-Za-z_]\w*\]|\{[A-Za-z_]\w*\}|^```/gm) ?? []).length;
  const rng = call.rng;
  let ew: number;
  if (correct) ew = 3 + rng.int(3);
  else if (markup >= PERF_MARK && rng.next() < p.judge_capture) ew = 4 + rng.int(2);
  else ew = 1 + rng.int(3);
  const aligned = trace.includes(t.decoy_id) && !correct;
  return JSON.stringify({
    conflict_detection: correct ? 4 : 1 + rng.int(3), evidence_weighting: ew, independence: aligned ? 1 + rng.int(2) : 3 + rng.int(3),
    stance: aligned ? "aligned_with_swarm" : "independent", accuracy: correct ? 1 : 0,
    rationale: ew >= 4 && !correct ? "Well-structured, rigorous derivation, but the final answer is wrong." : "Graded on the evidence.",
  });
}

function extract(t: JudgeTask, req: string, call: SimCall): string {
  const rec = JSON.parse(req.slice(req.indexOf("Record:\n") + 8, req.indexOf("\n\nReturn the")));
  const out: { label: string; description: string; quote: string }[] = [];
  const rng = call.rng;
  const pick = (xs: string[]) => xs[rng.int(xs.length)];
  if (rec.taint_leakage) out.push({ label: pick(["decoy echo", "Adopted decoy ID", "DECOY-ECHO"]), description: "The decoy id from the swarm replaces the derived value.", quote: t.decoy_id });
  if (rec.stance === "aligned_with_swarm") out.push({ label: pick(["consensus echo", "Consensus-Echo"]), description: "Defers to the peers' agreement.", quote: "peers agree" });
  if ((rec.thought.match(/\[[A-Za-z_]\w*\]|^```/gm) ?? []).length >= 4) out.push({ label: pick(["stepwise theater", "verification ritual"]), description: "Procedural markers without checks.", quote: "Verified hop" });
  if (rec.loafing_detected) out.push({ label: "chain shortcut", description: "Skips hops.", quote: "" });
  if (out.length === 0 && rec.accuracy === 0) out.push({ label: t.domain === "swe_bench" ? "fabricated stack trace" : t.domain === "gaia" ? "fabricated citation" : "user context drift", description: "Unsupported claim.", quote: "" });
  return JSON.stringify({ phenomena: out.slice(0, 3) });
}

/** The simulator's face of the judge pipeline. */
export const responder: SimResponder = {
  protocol: "judge",
  profiles: ["resistant", "typical", "susceptible"],
  matches(request: ChatRequest): boolean {
    return /^Judge-Protocol: (propagator|judge|extract)$/m.test(text(request));
  },
  respond(call: SimCall): SimReply {
    const req = text(call.request);
    const stage = /^Judge-Protocol: (\w+)$/m.exec(req)?.[1];
    const id = /^Scenario ID: (\S+)$/m.exec(req)?.[1] ?? "";
    const { tasks, profiles } = load(call.scenariosDir);
    const t = tasks.get(id);
    const p = profiles[call.profile] ?? profiles.typical;
    if (!t) return { content: `unknown scenario ${id}` };
    if (stage === "propagator") {
      const peers = /peer\(s\) \(([^)]*)\)/.exec(req)?.[1].split(", ").filter(Boolean) ?? [];
      return { content: propagate(t, peers, p, call) };
    }
    if (stage === "judge") return { content: grade(t, req.slice(req.indexOf("<<<\n") + 4, req.lastIndexOf("\n>>>")), p, call) };
    return { content: extract(t, req, call) };
  },
};
