/**
 * The simulator's one engine behind both faces (in-process client and HTTP
 * server): find the responder whose `matches(request)` is true, check that it
 * knows the profile named by the model, and let it answer with a generator
 * seeded from (request seed, hash of the messages, profile). The same request
 * therefore always gets the same reply, whatever the scheduling.
 *
 * The responders may read the scenario banks (gold labels): that is what a
 * simulator is for, and why its output is always labelled `simulated`.
 *
 * @example
 * const engine = createSimEngine({ responders: [echoResponder] });
 * const request = { messages: [
 *   { role: "system", content: "[groupthink-echo] key=C\nYou are agent 0 of 3." },
 *   { role: "user", content: "Task t1. Options: A, B, C, D. Which option is correct?" }] };
 * const out = engine.answer("sim:typical", request, 42);
 * out.ok ? out.reply.content : out.message; // => "ANSWER: D"
 */
import { createRng, FNV_OFFSET, hashString, hashStringFrom } from "../../stats/rng.js";
import { projectPath } from "../../paths.js";
import { simResponders } from "../protocols/registry.js";
import type { ChatRequest, SimReply, SimResponder, TokenLogprob } from "../types.js";

export interface SimEngineOptions {
  /** Responders to consult, in order (default: every registered one, `simResponders()`). */
  responders?: readonly SimResponder[];
  /** Directory of scenario banks for responders (default `projectPath("scenarios")`). */
  scenariosDir?: string;
  /** Extra banks (files or folders) the responders may index, see {@link SimCall.banks}. */
  banks?: readonly string[];
}

export type SimAnswer =
  | { ok: true; reply: SimReply; logprobs: TokenLogprob[] | null; usage: { prompt_tokens: number; completion_tokens: number }; profile: string }
  | { ok: false; status: 400 | 404; message: string };

export interface SimEngine {
  readonly scenariosDir: string;
  /** Profile names served (union over responders), sorted. */
  profiles(): string[];
  /**
   * Answer one request as `model` (a profile name, optionally prefixed `sim:`). `replicate` (the job's
   * replicate suffix, `""` for run seed 0 / repeat 0) reaches the responder, which draws its latent
   * per-unit state afresh for each replicate; absent or `""` gives the historical deterministic answers.
   */
  answer(model: string, request: ChatRequest, seed: number | undefined, replicate?: string): SimAnswer;
}

/**
 * The profile a model name refers to: `sim:typical` → `typical`.
 *
 * @example
 * simProfileName("sim:typical"); // => "typical"
 */
export function simProfileName(model: string): string {
  return model.startsWith("sim:") ? model.slice(4) : model;
}

/** Rough token count (≈ 4 characters a token), deterministic. */
function tokens(text: string): number {
  return Math.max(1, Math.ceil(text.length / 4));
}

/**
 * Hash of the messages (role and content; other request fields ignored), for the reply seed.
 *
 * @example
 * messagesHash(request); // => 2952483222 (the request of the example above)
 */
export function messagesHash(request: ChatRequest): number {
  // hashString of the concatenation of `${role}\0${content}\1` over the messages, message by message:
  // the state after a message is kept with it, for the same state before and the same role and content
  // (a conversation's next call sends the same message objects again; issue 22: hashing each request
  // whole grew with the square of a discussion's length)
  let h = FNV_OFFSET;
  for (const m of request.messages) {
    const keep = typeof m === "object" && m !== null && typeof m.role === "string" && typeof m.content === "string";
    const kept = keep ? afterMessage.get(m) : undefined;
    if (kept !== undefined && kept.before === h && kept.role === m.role && kept.content === m.content) {
      h = kept.after;
      continue;
    }
    const after = hashStringFrom(h, `${m.role}\u0000${m.content}\u0001`);
    if (keep) afterMessage.set(m, { before: h, role: m.role, content: m.content, after });
    h = after;
  }
  return h;
}

// message object → the hash state before and after it, as last computed (entries go with their messages)
const afterMessage = new WeakMap<object, { before: number; role: string; content: string; after: number }>();

/**
 * Build the engine.
 *
 * @param options `responders` (default: every registered one) and `scenariosDir` (default `scenarios/`)
 * @returns an engine whose `answer` never throws: an unrecognised prompt is `{ ok: false, status: 400 }`,
 *   an unknown profile `{ ok: false, status: 404 }`
 * @example
 * createSimEngine({ responders: [echoResponder] }).profiles(); // => ["resistant", "susceptible", "typical"]
 */
export function createSimEngine(options: SimEngineOptions = {}): SimEngine {
  const responders = options.responders ?? simResponders();
  const scenariosDir = options.scenariosDir ?? projectPath("scenarios");
  const banks = [...(options.banks ?? [])];
  return {
    scenariosDir,
    profiles() {
      return [...new Set(responders.flatMap((r) => r.profiles))].sort();
    },
    answer(model, request, seed, replicate) {
      const profile = simProfileName(model);
      const r = responders.find((x) => x.matches(request));
      if (!r) return {
          ok: false,
          status: 400,
          message: "the groupthink simulator does not recognise this prompt: pass the bank the run uses (run --scenarios PATH; over HTTP: sim serve --scenarios PATH) and the templates it was built from",
        };
      if (!r.profiles.includes(profile)) {
        return { ok: false, status: 404, message: `The model \`${profile}\` does not exist for the ${r.protocol} simulator (profiles: ${r.profiles.join(", ")})` };
      }
      const rng = createRng(hashString(`${(seed ?? 0) >>> 0}\u0000${messagesHash(request)}\u0000${profile}`));
      let reply: SimReply;
      try {
        reply = r.respond({ request, profile, rng, scenariosDir, banks, ...(replicate ? { replicate } : {}) });
      } catch (e) {
        // a responder's explicit refusal (it has no label for what it was asked): an error reply naming the fix
        if (e instanceof Error && (e as { simRefusal?: unknown }).simRefusal === true) return { ok: false, status: 400, message: e.message };
        throw e;
      }
      let logprobs: TokenLogprob[] | null = null;
      if (request.logprobs && reply.logprobs) {
        const k = Math.max(0, Math.min(20, request.top_logprobs ?? 0));
        logprobs = reply.logprobs.map((t) => ({ token: t.token, logprob: t.logprob, top_logprobs: t.top_logprobs.slice(0, k) }));
      }
      let prompt = 0;
      for (const m of request.messages) prompt += tokens(m.content) + 3;
      return { ok: true, reply, logprobs, usage: { prompt_tokens: prompt, completion_tokens: tokens(reply.content) }, profile };
    },
  };
}
