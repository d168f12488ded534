/**
 * Build the runner's client for a model: the in-process simulator for
 * `sim:PROFILE` without a base URL, otherwise the OpenAI-compatible endpoint
 * at `baseURL` (default `OPENAI_BASE_URL`), key from `apiKey` or
 * `OPENAI_API_KEY`. Either way wrapped with bounded retries and a
 * per-model concurrency limit; after the last attempt it throws
 * {@link CallFailedError}.
 *
 * @example
 * const client = createClient({ model: "sim:typical" });          // in-process simulator
 * const real = createClient({ model: "gpt-4o-mini", baseURL: "https://api.openai.com/v1", concurrency: 16 });
 */
import { UsageError } from "../errors.js";
import { createOpenAIClient, isAzureURL } from "./openai-client.js";
import { redactUrl, redactUrlText } from "./redact.js";
import { withRateBudget, type BudgetClock } from "./rate-budget.js";
import { retryingClient, type RetryPolicy } from "./retry.js";
import { createInProcessSimClient } from "./simulator/in-process-client.js";
import type { ChatClient, SimResponder } from "./types.js";

export interface ClientConfig {
  model: string;
  /** Endpoint base URL; default `process.env.OPENAI_BASE_URL`. */
  baseURL?: string;
  /** API key; default `process.env.OPENAI_API_KEY`. Never written anywhere. */
  apiKey?: string;
  /** Attempts in flight per model (default 8). */
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
  /** In-process simulator only: responders (default: the registered ones) and scenarios dir. */
  simResponders?: readonly SimResponder[];
  simScenariosDir?: string;
  /** In-process simulator only: extra banks to index (the run's `--scenarios`). */
  simBanks?: readonly string[];
  /** Reply content cap (characters) of the HTTP transport. */
  maxReplyChars?: number;
  /** Extra request headers for the endpoint (never written anywhere). */
  headers?: Readonly<Record<string, string>>;
  /** Requests per minute for this endpoint (`--rpm`): calls wait for the budget (see `rate-budget.ts`). */
  rpm?: number;
  /** Tokens per minute for this endpoint (`--tpm`), estimated before a call and corrected by its usage. */
  tpm?: number;
  /** Clock of the rpm/tpm budgets (tests pass a fake one; default real time). */
  budgetClock?: BudgetClock;
}

/**
 * True when the model names the in-process simulator and no base URL is configured
 * (neither `baseURL` nor `OPENAI_BASE_URL`).
 *
 * @example
 * usesInProcessSim({ model: "sim:typical" });                                       // => true (OPENAI_BASE_URL unset)
 * usesInProcessSim({ model: "sim:typical", baseURL: "http://127.0.0.1:8089/v1" }); // => false
 */
export function usesInProcessSim(config: Pick<ClientConfig, "model" | "baseURL">): boolean {
  return config.model.startsWith("sim:") && !(config.baseURL ?? process.env.OPENAI_BASE_URL);
}

/**
 * Build the retrying, concurrency-limited client for `config.model`.
 *
 * @param config model, endpoint (`baseURL`, `apiKey`), `concurrency` (attempts in flight, default 8),
 *   `retry` overrides, and the in-process simulator's responders and scenarios dir
 * @throws UsageError when a non-simulator model has no base URL
 * @example
 * createClient({ model: "sim:typical" }).endpoint; // => "sim:in-process"
 * createClient({ model: "gpt-x" });               // throws UsageError: no endpoint for model "gpt-x": pass --base-url, ...
 */
export function createClient(config: ClientConfig): ChatClient {
  const concurrency = config.concurrency ?? 8;
  if (usesInProcessSim(config)) {
    const sim = createInProcessSimClient({ responders: config.simResponders, scenariosDir: config.simScenariosDir, banks: config.simBanks });
    return retryingClient(withRateBudget(sim, { rpm: config.rpm, tpm: config.tpm }, config.budgetClock), config.retry, concurrency);
  }
  const baseURL = config.baseURL ?? process.env.OPENAI_BASE_URL;
  if (!baseURL) throw new UsageError(`no endpoint for model ${JSON.stringify(config.model)}: pass --base-url, set OPENAI_BASE_URL, or use --model sim:PROFILE`);
  checkBaseURL(baseURL);
  const apiKey = config.apiKey ?? process.env.OPENAI_API_KEY ?? (isAzureURL(baseURL) ? process.env.AZURE_OPENAI_API_KEY : undefined);
  const transport = createOpenAIClient({ baseURL, apiKey, timeoutMs: config.retry?.timeoutMs, maxReplyChars: config.maxReplyChars, headers: config.headers });
  return retryingClient(withRateBudget(transport, { rpm: config.rpm, tpm: config.tpm }, config.budgetClock), config.retry, concurrency);
}

/**
 * Check an endpoint base URL: an absolute http(s) URL.
 *
 * @throws UsageError naming the URL (credentials removed) otherwise
 * @example
 * checkBaseURL("http://127.0.0.1:8000/v1"); // => "http://127.0.0.1:8000/v1"
 * checkBaseURL("localhost:8000");          // throws UsageError: --base-url expects an http(s) URL such as http://127.0.0.1:8000/v1, received "localhost:8000"
 */
export function checkBaseURL(url: string): string {
  let u: URL | null = null;
  try {
    u = new URL(url);
  } catch {
    u = null;
  }
  if (!u || (u.protocol !== "http:" && u.protocol !== "https:") || u.hostname === "") {
    const shown = redactUrlText(url);
    throw new UsageError(`--base-url expects an http(s) URL such as http://127.0.0.1:8000/v1, received ${JSON.stringify(shown)}`);
  }
  return url;
}
