/**
 * The runner's contracts: chat requests and replies, the client interface
 * (real OpenAI-compatible endpoint or the in-process simulator), the protocol
 * plug-in interface every protocol driver implements, and the simulator's
 * responder interface. The runner depends only on `schema` (and `stats/rng`).
 *
 * A protocol turns a bank of scenarios into *jobs*. A job is the smallest unit
 * that can be resumed: one phantom scenario (4 agents × 5 conditions), one
 * hidden-profile session, one panel item for one reviewer, ... It makes chat
 * calls through its {@link JobContext} (each call journaled, so a resumed job
 * replays completed calls and continues with the same transcript) and returns
 * records of the contract plus per-trial errors.
 *
 * The contracts live in one file per concern (`chat-types.ts`,
 * `protocol-types.ts`, `sim-types.ts`); this module re-exports them.
 *
 * @example
 * // A protocol is an object implementing Protocol<Item>; see
 * // src/runner/protocols/echo.ts for the smallest complete one.
 */
export { CallFailedError, type CallOptions, type ChatClient, type ChatMessage, type ChatReply, type ChatRequest, type SamplingParams, type TokenLogprob } from "./chat-types.js";
export { type Job, type JobContext, type JobResult, modelTrialPrefix, type OptionSpec, type OptionType, type PlanContext, type Protocol, type TrialError, withModelOption } from "./protocol-types.js";
export type { SimCall, SimReply, SimResponder } from "./sim-types.js";
