/**
 * The panel simulator: answers the panel protocol's prompts as a reviewer with
 * a behavioural profile from `scenarios/sim/panel-profiles.json` (documented
 * there: per-condition unsafe rates on benign and harmful items, the k-sweep
 * curve, wording effects, repair recovery, severities, option confidence).
 * It reads the item bank under `call.scenariosDir/panel` to know each item's
 * gold label (an item it cannot find is treated as benign). A per-(profile,
 * item) uniform couples the conditions (verdict unsafe when u < p), so each
 * reviewer's round-2 flips are monotone in the pressure. Optional `shared`
 * loadings mix in a per-item uniform common to all reviewers (shared item
 * difficulty): with probability `shared[class_round]` (a per-(profile, item)
 * draw) the reviewer's uniform in that round is the item's, so two reviewers'
 * uniforms agree with probability ρ² and the round-1 and round-2 uniforms of a
 * reviewer differ when the loadings do. Optional `conf_shifted` is the p_chosen
 * range of a round-2/3 verdict that differs from the reviewer's round-1 verdict.
 * Returns option-letter logprobs when asked.
 * Everything it produces is labelled simulated by the runner.
 *
 * @example
 * panelResponder.matches({ messages: [{ role: "user", content: panelRound1Prompt(item) }] }); // => true
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { hashString, type Rng } from "../../../stats/rng.js";
import type { ChatRequest, SimCall, SimReply, SimResponder, TokenLogprob } from "../../types.js";
import { loadPanelItems, type PanelItem } from "./items.js";
import { parsePanelReply } from "./parse.js";
import { PANEL_QUESTION, PANEL_REPAIR_PREAMBLES, type PanelRepairCondition } from "./prompts.js";

type Cond = "solo" | "silent_peers" | "wrong_peers" | "right_peers" | "authority";
/** One profile of `panel-profiles.json`. */
export interface PanelSimProfile {
  fa: Record<Cond, number>;
  hit: Record<Cond, number>;
  k_gamma: number;
  wording: { paraphrase: number; tally: number };
  recover: Record<PanelRepairCondition, number>;
  sev_benign: Record<Cond, number>;
  sev_harmful: Record<Cond, number>;
  conf: [number, number];
  invalid: number;
  /** Shared-item loadings per gold class and round (0 or absent: reviewers independent given the item). */
  shared?: { benign_solo: number; benign_round2: number; harmful_solo: number; harmful_round2: number };
  /** p_chosen range of a verdict that differs from the reviewer's round-1 verdict (default `conf`). */
  conf_shifted?: [number, number];
}

/** The profile names (generic + paper-calibrated). */
export const PANEL_SIM_PROFILES = [
  "resistant", "typical", "susceptible",
  "qwen2.5-7b-sim", "llama-3.1-8b-sim", "mistral-7b-sim", "gemma-2-9b-sim", "qwen2.5-32b-sim", "olmo-2-7b-sim",
] as const;

const profileCache = new Map<string, Record<string, PanelSimProfile>>();
const bankCache = new Map<string, Map<string, PanelItem>>();

/** Load the profiles file (cached per directory). */
export function loadPanelSimProfiles(scenariosDir: string): Record<string, PanelSimProfile> {
  let p = profileCache.get(scenariosDir);
  if (!p) {
    p = (JSON.parse(readFileSync(join(scenariosDir, "sim", "panel-profiles.json"), "utf8")) as { profiles: Record<string, PanelSimProfile> }).profiles;
    profileCache.set(scenariosDir, p);
  }
  return p;
}

function bank(scenariosDir: string): Map<string, PanelItem> {
  let b = bankCache.get(scenariosDir);
  if (!b) {
    const dir = join(scenariosDir, "panel");
    b = new Map(existsSync(dir) ? loadPanelItems(dir).map((i) => [`${i.dataset}/${i.item_id}`, i] as const) : []);
    bankCache.set(scenariosDir, b);
  }
  return b;
}

/** What a round-2 message does. */
interface Pressure { cond: Cond; k?: number; wording?: "paraphrase" | "tally" }

function classifyRound2(text: string, wrongLetter: "A" | "B"): Pressure {
  if (text.includes("senior reviewer of record")) return { cond: "authority" };
  if (text.includes("Vote tally so far")) return { cond: "wrong_peers", wording: "tally" };
  if (text.includes("six other reviewers looked at this item")) return { cond: "wrong_peers", wording: "paraphrase" };
  const body = text.split("shared their initial answers:\n")[1]?.split("\nAnswer the same")[0] ?? "";
  const lines = body.split("\n").filter((l) => l.trim() !== "");
  if (lines.every((l) => /^Reviewer \d+: \(no comment/.test(l))) return { cond: "silent_peers" };
  // an asserting line is "Name: phrase" with the option letter standing alone somewhere in the phrase
  const letters = lines.filter((l) => !l.includes("(no comment / abstains)")).map((l) => /\b([AB])\b/.exec(l.slice(l.indexOf(":") + 1))?.[1] ?? null).filter((x) => x !== null);
  const k = letters.length;
  if (k === 6) return { cond: letters[0] === wrongLetter ? "wrong_peers" : "right_peers" };
  return { cond: "wrong_peers", k };
}

function unsafeProb(p: PanelSimProfile, gold: "benign" | "harmful", pr: Pressure): number {
  const t = gold === "benign" ? p.fa : p.hit;
  if (pr.k !== undefined) return t.silent_peers + (t.wrong_peers - t.silent_peers) * Math.pow(pr.k / 6, p.k_gamma);
  if (pr.wording) return t.silent_peers + (t.wrong_peers - t.silent_peers) * p.wording[pr.wording];
  return t[pr.cond];
}

function severityMean(p: PanelSimProfile, gold: "benign" | "harmful", pr: Pressure): number {
  const t = gold === "benign" ? p.sev_benign : p.sev_harmful;
  if (pr.k !== undefined) return t.silent_peers + (t.wrong_peers - t.silent_peers) * Math.pow(pr.k / 6, p.k_gamma);
  if (pr.wording) return t.silent_peers + (t.wrong_peers - t.silent_peers) * p.wording[pr.wording];
  return t[pr.cond];
}

function reply(letter: "A" | "B", pChosen: number, severity: number, wantLogprobs: boolean): SimReply {
  const confidence = Math.min(10, Math.max(1, Math.round(pChosen * 10)));
  const content = `{"judgment":"(${letter})","confidence":${confidence},"severity":${severity}}`;
  if (!wantLogprobs) return { content };
  const other = letter === "A" ? "B" : "A";
  const logprobs: TokenLogprob[] = [
    { token: '{"judgment":"(', logprob: 0, top_logprobs: [] },
    { token: letter, logprob: Math.log(pChosen), top_logprobs: [{ token: letter, logprob: Math.log(pChosen) }, { token: other, logprob: Math.log(1 - pChosen) }] },
    { token: `)","confidence":${confidence},"severity":${severity}}`, logprob: 0, top_logprobs: [] },
  ];
  return { content, logprobs };
}

/** The uniform that decides the verdict in round 1 (`solo`) or later rounds, for one (profile, item). */
function verdictUniform(p: PanelSimProfile, profile: string, id: string, gold: "benign" | "harmful", solo: boolean): number {
  const own = hashString(`${profile}\u0000${id}`) / 4294967296;
  const rho = p.shared?.[`${gold}_${solo ? "solo" : "round2"}`] ?? 0;
  if (rho <= 0) return own;
  return hashString(`${profile}\u0000shared\u0000${id}`) / 4294967296 < rho ? hashString(`item\u0000${id}`) / 4294967296 : own;
}

/**
 * One simulated reply of a reviewer with profile `p` (named `profile`) to a panel
 * conversation about an item of known gold label (the engine behind
 * {@link panelResponder}; the fitting script calls it with candidate profiles).
 *
 * @example
 * const p = loadPanelSimProfiles("scenarios")["typical"];
 * panelSimAnswer(p, "typical", "benign", { messages: [{ role: "user", content: panelRound1Prompt(item) }] }, createRng(0)).content;
 * // => '{"judgment":"(B)","confidence":9,"severity":1}'
 */
export function panelSimAnswer(p: PanelSimProfile, profile: string, gold: "benign" | "harmful", request: ChatRequest, rng: Rng): SimReply {
  const users = request.messages.filter((m) => m.role === "user");
  const assistants = request.messages.filter((m) => m.role === "assistant");
  const id = /\nItem ID: ([^\n]+)\n/.exec(users[0].content)![1];
  const wrongLetter = gold === "benign" ? "A" : "B";
  const u1 = verdictUniform(p, profile, id, gold, true);
  if (rng.next() < p.invalid) return { content: "It depends on the context; I would rather not choose." };
  let pr: Pressure = { cond: "solo" };
  const soloUnsafe = u1 < unsafeProb(p, gold, pr);
  let unsafe = soloUnsafe;
  if (users.length > 1) {
    pr = classifyRound2(users[1].content, wrongLetter);
    unsafe = verdictUniform(p, profile, id, gold, false) < unsafeProb(p, gold, pr);
    if (users.length >= 3) {
      const v1 = parsePanelReply(assistants[0]?.content ?? null).verdict, v2 = parsePanelReply(assistants[1]?.content ?? null).verdict;
      const rep = (Object.keys(PANEL_REPAIR_PREAMBLES) as PanelRepairCondition[]).find((k) => users[2].content.startsWith(PANEL_REPAIR_PREAMBLES[k])) ?? "repair_vigilance";
      unsafe = v2 === "unsafe";
      if (v1 !== null && v2 !== null && v1 !== v2 && rng.next() < p.recover[rep]) unsafe = v1 === "unsafe";
      pr = { cond: "silent_peers" };
    }
  }
  const sev = Math.min(10, Math.max(0, Math.round(severityMean(p, gold, pr) + (unsafe ? 0.8 : -0.8) + 1.2 * rng.normal())));
  const [lo, hi] = unsafe !== soloUnsafe && p.conf_shifted ? p.conf_shifted : p.conf;
  return reply(unsafe ? "A" : "B", lo + (hi - lo) * rng.next(), sev, request.logprobs === true);
}

/** The panel responder. */
export const panelResponder: SimResponder = {
  protocol: "panel",
  profiles: PANEL_SIM_PROFILES,
  matches(request: ChatRequest): boolean {
    const first = request.messages.find((m) => m.role === "user");
    return !!first && first.content.includes(PANEL_QUESTION) && /\nItem ID: [^\n]+\n/.test(first.content);
  },
  respond(call: SimCall): SimReply {
    const p = loadPanelSimProfiles(call.scenariosDir)[call.profile];
    if (!p) throw new RangeError(`panel simulator: unknown profile ${JSON.stringify(call.profile)}`);
    const first = call.request.messages.find((m) => m.role === "user")!;
    const id = /\nItem ID: ([^\n]+)\n/.exec(first.content)![1];
    return panelSimAnswer(p, call.profile, bank(call.scenariosDir).get(id)?.gold ?? "benign", call.request, call.rng);
  },
};
