/**
 * Per-call endpoints: a run has one endpoint (`--base-url`, or the in-process
 * simulator for `--model sim:PROFILE`) and may register extra
 * OpenAI-compatible endpoints by name (`--endpoint NAME=URL`, or
 * `runProtocol({ endpoints: { NAME: { baseURL, apiKey? } } })`). A per-call
 * model (`ChatRequest.model`, e.g. the judge protocol's `--judge-model`) is
 * routed by how it is written:
 *
 * - `sim:PROFILE` → the in-process simulator, whatever the run's endpoint
 *   (the run's own client when the run itself is in-process);
 * - `NAME/MODEL` where `NAME` is a **registered** endpoint name → endpoint
 *   `NAME`, asked for `MODEL` (everything after the first `/`, which may itself
 *   contain `/`: `B/meta-llama/Llama-3-8B` asks B for `meta-llama/Llama-3-8B`);
 * - anything else → the run's endpoint, the whole string as the model. So
 *   `meta-llama/Llama-3-8B` goes to the run's endpoint unchanged unless an
 *   endpoint named `meta-llama` is registered (then it would route there:
 *   do not name an endpoint after a model's organisation prefix).
 *
 * The run's own model (`--model`) is never routed: it always goes to the run's
 * endpoint as written. The key of endpoint NAME is `apiKey`, else the
 * environment variable `OPENAI_API_KEY_<NAME>` (see {@link endpointKeyVariable}),
 * else none; the run's `OPENAI_API_KEY` is never sent to a named endpoint. Keys
 * are never written anywhere; names and base URLs (credentials removed) are
 * part of the run identity in the manifest (`config.endpoints`). Each endpoint
 * has its own retrying client, so concurrency limits and retries apply per
 * endpoint (and per model within it).
 *
 * @example
 * const router = createCallRouter({ run: createClient({ model: "sim:typical" }),
 *   endpoints: { B: { baseURL: "http://127.0.0.1:8089/v1" } } });
 * router.route("B/resistant").model;   // => "resistant" (on http://127.0.0.1:8089/v1)
 * router.route("meta-llama/Llama-3-8B").model; // => "meta-llama/Llama-3-8B" (on the run's endpoint)
 */
import { UsageError } from "../errors.js";
import { createOpenAIClient } from "./openai-client.js";
import { redactUrlText } from "./redact.js";
import { withRateBudget, type BudgetClock } from "./rate-budget.js";
import { retryingClient, type RetryPolicy } from "./retry.js";
import { createInProcessSimClient, IN_PROCESS_ENDPOINT } from "./simulator/in-process-client.js";
import type { ChatClient, SimResponder } from "./types.js";

/** One extra OpenAI-compatible endpoint. */
export interface EndpointConfig {
  /** Base URL including `/v1`. */
  baseURL: string;
  /** API key; default `process.env.OPENAI_API_KEY_<NAME>` (none when unset). Never written anywhere. */
  apiKey?: string;
  /** Attempts in flight per model on this endpoint (default: the run's concurrency). */
  concurrency?: number;
  /** Requests per minute for this endpoint: calls wait for the budget (see `rate-budget.ts`). */
  rpm?: number;
  /** Tokens per minute for this endpoint (estimated before a call, corrected by its usage). */
  tpm?: number;
}

/** Where one call goes. */
export interface CallRoute {
  client: ChatClient;
  /** The model as sent to that endpoint (`NAME/` removed). */
  model: string;
  /** False for the in-process simulator (its replies are never cached). */
  cacheable: boolean;
}

/** Routes per-call models to clients. */
export interface CallRouter {
  /** The registered endpoints: name → base URL with credentials removed (sorted by name). */
  readonly endpoints: Readonly<Record<string, string>>;
  /** The route of a per-call model (see the module doc). @throws UsageError for `NAME/` with no model */
  route(model: string): CallRoute;
}

const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * The environment variable holding the key of endpoint `name`:
 * `OPENAI_API_KEY_` + the name upper-cased, every non-alphanumeric character replaced by `_`.
 *
 * @example
 * endpointKeyVariable("judge-b"); // => "OPENAI_API_KEY_JUDGE_B"
 * endpointKeyVariable("vllm.1");  // => "OPENAI_API_KEY_VLLM_1"
 */
export function endpointKeyVariable(name: string): string {
  return `OPENAI_API_KEY_${name.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`;
}

/**
 * Check the registered endpoints: names `[A-Za-z0-9][A-Za-z0-9._-]*`, parseable base URLs,
 * positive integer concurrency, positive `rpm`/`tpm`.
 *
 * @throws UsageError naming the endpoint and what is wrong
 * @example
 * checkEndpoints({ B: { baseURL: "http://127.0.0.1:8089/v1" } }); // ok
 * checkEndpoints({ "a/b": { baseURL: "http://x/v1" } }); // throws UsageError: endpoint name "a/b": expected letters, digits, '.', '_' or '-' ...
 */
export function checkEndpoints(endpoints: Readonly<Record<string, EndpointConfig>>): void {
  for (const [name, cfg] of Object.entries(endpoints)) {
    if (!NAME_RE.test(name)) throw new UsageError(`endpoint name ${JSON.stringify(name)}: expected letters, digits, '.', '_' or '-' (starting with a letter or digit)`);
    if (typeof cfg?.baseURL !== "string" || !parses(cfg.baseURL)) {
      throw new UsageError(`endpoint ${name}: expected a base URL such as http://127.0.0.1:8000/v1, received ${JSON.stringify(redactUrlText(String(cfg?.baseURL)))}`);
    }
    if (cfg.concurrency !== undefined && !(Number.isInteger(cfg.concurrency) && cfg.concurrency >= 1)) {
      throw new UsageError(`endpoint ${name}: concurrency expects a positive integer, received ${cfg.concurrency}`);
    }
    for (const k of ["rpm", "tpm"] as const) {
      const v = cfg[k];
      if (v !== undefined && !(typeof v === "number" && Number.isFinite(v) && v > 0)) throw new UsageError(`endpoint ${name}: ${k} expects a positive number, received ${JSON.stringify(v)}`);
    }
  }
}

export interface CallRouterConfig {
  /** The run's client (its endpoint and model). */
  run: ChatClient;
  endpoints?: Readonly<Record<string, EndpointConfig>>;
  /** Attempts in flight per model on each endpoint unless the endpoint sets its own (default 8). */
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
  /** For the in-process simulator built when a `sim:` call leaves a run on another endpoint. */
  simResponders?: readonly SimResponder[];
  simScenariosDir?: string;
  /** Extra banks for the in-process simulator (the run's `--scenarios`). */
  simBanks?: readonly string[];
  /** Reply content cap of the HTTP transports (characters). */
  maxReplyChars?: number;
  /** Clock of the endpoints' rpm/tpm budgets (tests; default real time). */
  budgetClock?: BudgetClock;
}

/**
 * Build the router of a run: one retrying client per registered endpoint (built now), the
 * in-process simulator (built on first use unless the run's client is it).
 *
 * @throws UsageError for a bad endpoint (see {@link checkEndpoints})
 * @example
 * const r = createCallRouter({ run: createClient({ model: "sim:typical" }) });
 * r.route("sim:resistant").client.endpoint; // => "sim:in-process" (the run's own client)
 * r.route("gpt-4o").model;                  // => "gpt-4o" (the run's endpoint)
 */
export function createCallRouter(config: CallRouterConfig): CallRouter {
  const endpoints = config.endpoints ?? {};
  checkEndpoints(endpoints);
  const concurrency = config.concurrency ?? 8;
  const named = new Map<string, ChatClient>();
  const urls: Record<string, string> = {};
  for (const name of Object.keys(endpoints).sort()) {
    const cfg = endpoints[name];
    const apiKey = cfg.apiKey ?? process.env[endpointKeyVariable(name)];
    const transport = createOpenAIClient({ baseURL: cfg.baseURL, apiKey, timeoutMs: config.retry?.timeoutMs, maxReplyChars: config.maxReplyChars });
    named.set(name, retryingClient(withRateBudget(transport, { rpm: cfg.rpm, tpm: cfg.tpm }, config.budgetClock), config.retry, cfg.concurrency ?? concurrency));
    urls[name] = transport.endpoint;
  }
  const runRoute = (model: string): CallRoute => ({ client: config.run, model, cacheable: config.run.endpoint !== IN_PROCESS_ENDPOINT });
  let sim: ChatClient | null = config.run.endpoint === IN_PROCESS_ENDPOINT ? config.run : null;
  return {
    endpoints: urls,
    route(model: string): CallRoute {
      if (model.startsWith("sim:")) {
        sim ??= retryingClient(createInProcessSimClient({ responders: config.simResponders, scenariosDir: config.simScenariosDir, banks: config.simBanks }), config.retry, concurrency);
        return { client: sim, model, cacheable: false };
      }
      const slash = model.indexOf("/");
      const client = slash > 0 ? named.get(model.slice(0, slash)) : undefined;
      if (!client) return runRoute(model);
      const rest = model.slice(slash + 1);
      if (rest.length === 0) throw new UsageError(`model ${JSON.stringify(model)} names endpoint ${model.slice(0, slash)} but no model after the '/'`);
      return { client, model: rest, cacheable: true };
    },
  };
}
