/**
 * The simulator's responder contract: the context a responder gets for one
 * call (request, profile, seeded generator, banks) and the reply it gives.
 *
 * @example
 * const reply: SimReply = { content: "SAFE" };
 */
import type { ProtocolName } from "../schema/vocab.js";
import type { ChatRequest, TokenLogprob } from "./chat-types.js";

/** A simulated reply. */
export interface SimReply {
  content: string;
  /** Optional token log-probabilities to return when the request asked for them. */
  logprobs?: TokenLogprob[];
}

/** Context a responder gets: the profile name and a seeded generator for this call. */
export interface SimCall {
  request: ChatRequest;
  /** Profile name as sent in `model` (e.g. `typical`, `gpt-4o-sim`). */
  profile: string;
  rng: import("../stats/rng.js").Rng;
  /** Directory holding the shipped scenario banks (`scenarios/`). */
  scenariosDir: string;
  /**
   * The banks this simulator was given beyond the shipped ones: the run's
   * `--scenarios PATH` (in process) or `sim serve --scenarios PATH` (repeatable),
   * files or folders in any format a protocol reads. A responder indexes the
   * shipped bank plus those it can read by their *text* (what a model sees) and
   * answers a request it cannot place with an explicit refusal naming the fix.
   */
  banks?: readonly string[];
  /**
   * The replicate (run seed, repeat) of the call as an id suffix, `""` or absent for seed 0 / repeat 0.
   * Responders key their latent per-unit state on profile + replicate, so a new run seed or repeat
   * draws afresh like a model at temperature > 0, while seed 0 / repeat 0 keeps the historical answers.
   */
  replicate?: string;
}

/**
 * A protocol's face in the simulator: recognises its own prompts and answers
 * them as an agent with the named behavioural profile would.
 *
 * Refusals (decided for every responder): a prompt no responder `matches` is
 * answered by the engine with an HTTP 400 (in process: a non-retryable call
 * failure) whose message names the fix, so the trial becomes a clear trial
 * error; a prompt a responder recognises but about an item it has no label for
 * (not in the shipped bank nor in `SimCall.banks`) is answered with a 200
 * reply whose text says so and names the fix ("pass the bank with --scenarios
 * / sim serve --scenarios PATH"), which the protocol's parser turns into a
 * record with `parse_error` and that text as `raw`. Never a silent default.
 */
export interface SimResponder {
  readonly protocol: ProtocolName | "echo";
  /** The profile names this responder knows (must include resistant, typical, susceptible). */
  readonly profiles: readonly string[];
  /** True when these messages are this protocol's prompt. */
  matches(request: ChatRequest): boolean;
  respond(call: SimCall): SimReply;
}
