/**
 * The simulator's task drafts for `tasks generate`: a candidate is a pure
 * function of its id (FNV hash → templates), so the simulator can later
 * recognise its own draft when the candidate is validated and know its truth
 * and latent quality. Kinds (shares in `hidden-profile-profiles.json`,
 * `candidates`): `ok` (a genuine hidden profile), `leaky` (one hidden fact singles
 * the correct option out: hidden-profile accuracy too high),
 * `unsolvable` (the hidden facts are too weak: full-profile accuracy too low),
 * `malformed` (the reply breaks the schema: rejected at parsing).
 *
 * @example
 * simCandidate("gen-000", 4, { ok: 0.45, leaky: 0.25, unsolvable: 0.2, malformed: 0.1 }).task.hidden_information.length; // => 4
 */
import { createRng, hashString, shuffle } from "../../../stats/rng.js";
import type { HiddenProfileTask } from "./bank.js";

/** The kinds of simulated task drafts (see the file comment). */
export const HP_CANDIDATE_KINDS = ["ok", "leaky", "unsolvable", "malformed"] as const;
export type HpCandidateKind = (typeof HP_CANDIDATE_KINDS)[number];

const FRAMES = [
  { domain: "procurement", desc: "A hospital must choose one supplier of sterile instruments for the next three years.", names: ["Arden Medical", "Bexley Supply", "Corvin Surgical", "Delmar Health", "Eastway Instruments"] },
  { domain: "hiring", desc: "A school must appoint one head of science from the shortlist.", names: ["Mr Okafor", "Ms Lindqvist", "Dr Haddad", "Ms Moreau", "Mr Tanaka"] },
  { domain: "site selection", desc: "A charity must choose one town for its new food bank warehouse.", names: ["Ashford", "Brampton", "Colwick", "Dunholme", "Eversley"] },
  { domain: "software", desc: "An engineering team must choose one message queue for its payment events.", names: ["QueueOne", "RapidMQ", "StreamHub", "PostBus", "EventLine"] },
  { domain: "travel", desc: "A field team must choose one route to reach a remote clinic before nightfall.", names: ["the coast road", "the mountain pass", "the river ferry", "the forest track", "the old railway"] },
  { domain: "finance", desc: "A pension fund must choose one infrastructure project to back this year.", names: ["the toll bridge", "the solar farm", "the water plant", "the ferry terminal", "the data centre"] },
];
const FLAWS = [
  "failed its most recent safety inspection", "is about to lose its operating licence", "is under investigation for falsified records",
  "cannot deliver before the group's deadline", "depends on a single site that floods every spring", "carries hidden fees that make it too expensive",
  "is losing most of its key staff this month",
];
const MERITS = [
  "is certified for this kind of work", "has its permits approved", "offers a guarantee covering the main risks",
  "passed its last independent audit", "has reserved capacity for the group", "was verified by an outside reviewer",
];
const WEAK = ["recently updated its website", "has a new logo", "changed its office address last year", "is mentioned in a trade magazine"];

/** The kind of candidate `id` given the kind shares. */
export function simCandidateKind(id: string, shares: Record<HpCandidateKind, number>): HpCandidateKind {
  const u = createRng(hashString(`kind:${id}`)).next();
  let acc = 0;
  for (const k of HP_CANDIDATE_KINDS) {
    acc += shares[k];
    if (u < acc) return k;
  }
  return "ok";
}

/** The simulated draft of candidate `id` with `agents` hidden facts (see module doc). */
export function simCandidate(id: string, agents: number, shares: Record<HpCandidateKind, number>): { kind: HpCandidateKind; task: HiddenProfileTask } {
  const rng = createRng(hashString(`draft:${id}`));
  const kind = simCandidateKind(id, shares);
  const frame = FRAMES[rng.int(FRAMES.length)];
  const [trap, correct, other] = shuffle(frame.names, rng).slice(0, 3);
  const flaws = shuffle(FLAWS, rng);
  const merits = shuffle(MERITS, rng);
  // Read by the simulator's elimination table (evidence.ts): agents - 1 hidden flaws hit the trap, one hits the other
  // option, so no single hidden fact rules out both wrong options (it takes the other option's flaw and a trap flaw);
  // the shared merits make the trap look best. A leaky draft's first hidden fact singles the correct option out.
  const shared = [
    `${trap} has the lowest price of the three.`, `${trap} is the best known option.`,
    `${correct} costs about 20 percent more than ${trap}.`, `${other} has a small team.`,
    ...Array.from({ length: Math.max(1, agents - 2) }, (_, i) => `${trap} ${merits[i % merits.length]}.`),
  ];
  const hidden = Array.from({ length: agents }, (_, i) =>
    kind === "unsolvable" ? `${i % 2 ? correct : trap} ${WEAK[i % WEAK.length]}.`
      : i === agents - 1 ? `${other} ${flaws[i % flaws.length]}.` : `${trap} ${flaws[i % flaws.length]}.`);
  if (kind === "leaky") hidden[0] = `Only ${correct} can meet every requirement of this decision.`;
  const options = shuffle([trap, correct, other], rng);
  const task: HiddenProfileTask = {
    id, name: `${frame.domain} choice ${id}`, description: frame.desc, shared_information: shared, hidden_information: hidden,
    possible_answers: options, correct_answer: kind === "malformed" ? `${correct} (tentative)` : correct, domain: frame.domain,
  };
  return { kind, task };
}
