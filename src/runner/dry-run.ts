/**
 * `groupthink run ... --dry-run`: what a run would ask, and what it would
 * cost, without sending anything or writing anything. The run is planned
 * exactly as {@link runProtocol} plans it (options, bank, `--limit`,
 * `--repeats`), then every job is driven against the in-process simulator
 * (profile `typical`) in memory, so the count of calls per job and the
 * prompts are the protocol's own (later turns of a dialogue include the
 * earlier replies, as they would). The run's sampling overrides are applied
 * to the run's own model's requests, as in a real run.
 *
 * Estimator (documented, deterministic): prompt tokens ≈ ⌈characters / 4⌉ + 3
 * per message of every request; completion tokens ≈ ⌈characters / 4⌉ of the
 * simulated reply (`completion_tokens`), and the sum of the requests'
 * `max_tokens` where set (`completion_tokens_max`, an upper bound). Cost =
 * tokens / 10⁶ × `--price-in` / `--price-out` (per million tokens) when given.
 * Calls routed to a per-call model (e.g. a judge on another endpoint) are
 * counted under that model.
 *
 * @example
 * const est = await dryRun({ protocol: "phantom", model: "gpt-4o", out: "/tmp/x", limit: 1 }, { priceIn: 2.5, priceOut: 10 });
 * [est.trials, est.jobs, est.calls]; // => [20, 1, 20]
 */
import { BATCH_DISCOUNT, createRoundCounter } from "./batch-rounds.js";
import { checkJobOutcome } from "./job-outcome.js";
import { planRun } from "./run-plan.js";
import type { RunOptions } from "./run-options.js";
import { applySampling, definedSampling, withDefaults } from "./sampling.js";
import { jobSeed, callSeed } from "./seeds.js";
import { createSimEngine } from "./simulator/engine.js";
import type { ChatReply, ChatRequest, Job, JobContext } from "./types.js";

/** Token and cost estimate of one model's calls. */
export interface ModelEstimate {
  model: string;
  calls: number;
  prompt_tokens: number;
  completion_tokens: number;
  /** Sum of `max_tokens` over the calls that set it (null when none did). */
  completion_tokens_max: number | null;
  /** Estimated cost in the price's currency (null without prices). */
  cost: number | null;
}

/** What `--dry-run` prints (`--json`). */
export interface DryRunEstimate {
  dry_run: true;
  protocol: string;
  model: string;
  trials: number;
  jobs: number;
  calls: number;
  repeats: number;
  run_seed: number;
  /** One entry per model asked (the run's model and any per-call models). */
  models: ModelEstimate[];
  prompt_tokens: number;
  completion_tokens: number;
  cost: number | null;
  prices: { in: number; out: number } | null;
  estimator: string;
  /**
   * With `--batch`: the batches the run makes (one per stage: the most rounds of calls of any job)
   * and the price through the Batch API (the live cost × `discount`; null without prices).
   */
  batch?: { rounds: number; cost: number | null; discount: number };
}

/** Per-million-token prices. */
export interface Prices {
  priceIn?: number;
  priceOut?: number;
}

/**
 * The estimator's token count of a text: ⌈characters / 4⌉.
 *
 * @example
 * estimateTokens("abcdefgh"); // => 2
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * Dry-run one (protocol, model): plan, drive every job against the in-process simulator, count (see the file comment).
 *
 * @throws UsageError for what `runProtocol` would refuse while planning
 * @example
 * (await dryRun({ protocol: "phantom", model: "m", out: "/tmp/x", limit: 1 })).cost; // => null (no prices)
 */
export async function dryRun<Item = unknown>(opts: RunOptions<Item>, prices: Prices = {}): Promise<DryRunEstimate> {
  const plan = planRun(opts);
  const engine = createSimEngine({ responders: opts.simResponders, scenariosDir: opts.simScenariosDir, banks: plan.bankPath ? [plan.bankPath] : undefined });
  const sampling = definedSampling(opts.sampling);
  const per = new Map<string, ModelEstimate>();
  const hasPrices = prices.priceIn !== undefined || prices.priceOut !== undefined;
  const count = (model: string, request: ChatRequest, reply: string): void => {
    let e = per.get(model);
    if (!e) per.set(model, (e = { model, calls: 0, prompt_tokens: 0, completion_tokens: 0, completion_tokens_max: null, cost: null }));
    e.calls++;
    for (const m of request.messages) e.prompt_tokens += estimateTokens(m.content) + 3;
    e.completion_tokens += estimateTokens(reply);
    if (typeof request.max_tokens === "number") e.completion_tokens_max = (e.completion_tokens_max ?? 0) + request.max_tokens;
  };
  let rounds = 0;
  for (const job of plan.jobs) {
    const seed = jobSeed(plan.runSeed, job.id);
    const counter = opts.batch ? createRoundCounter() : null;
    const used = new Set<string>();
    const ctx: JobContext = {
      runId: "dry-run",
      model: plan.recordModel,
      seed,
      async chat(key, asIs) {
        if (used.has(key)) throw new RangeError(`JobContext.chat(key): expected a key not yet used in job ${job.id}, received ${JSON.stringify(key)}`);
        used.add(key);
        const asked = asIs.model ?? opts.model;
        const filled = withDefaults(asIs, plan.protocol.sampling);
        const request = asked === opts.model ? applySampling(filled, sampling) : filled;
        const s = callSeed(seed, key);
        const profile = asked.startsWith("sim:") ? asked : "typical";
        if (counter) await counter.wait();
        const a = engine.answer(profile, request, s);
        const content = a.ok ? a.reply.content : "";
        count(asked, request, content);
        const reply: ChatReply = {
          content, finish_reason: "stop", logprobs: a.ok ? a.logprobs : null, usage: null, simulated: true, cached: false, latency_ms: 0, seed: s,
        };
        return reply;
      },
      writeArtifact(relPath) {
        return relPath;
      },
    };
    try {
      const result = await plan.protocol.runJob(job.original, ctx);
      checkJobOutcome(plan.key, job.original as Job<unknown>, result, { completed: new Set(), simulated: true, aborted: false });
    } catch {
      // a job the simulator cannot drive to the end still counts the calls it made
    }
    rounds = Math.max(rounds, counter?.rounds ?? 0);
  }
  const models = [...per.values()].map((e) => ({
    ...e,
    cost: hasPrices ? (e.prompt_tokens * (prices.priceIn ?? 0) + e.completion_tokens * (prices.priceOut ?? 0)) / 1e6 : null,
  }));
  const sum = (f: (e: ModelEstimate) => number): number => models.reduce((n, e) => n + f(e), 0);
  const cost = hasPrices ? sum((e) => e.cost ?? 0) : null;
  return {
    dry_run: true,
    protocol: plan.key,
    model: opts.model,
    trials: plan.planned,
    jobs: plan.jobs.length,
    calls: sum((e) => e.calls),
    repeats: plan.repeats,
    run_seed: plan.runSeed,
    models,
    prompt_tokens: sum((e) => e.prompt_tokens),
    completion_tokens: sum((e) => e.completion_tokens),
    cost,
    prices: hasPrices ? { in: prices.priceIn ?? 0, out: prices.priceOut ?? 0 } : null,
    estimator: "calls and prompts from driving each job against the in-process simulator (profile typical); tokens ≈ ceil(chars/4) (+3 per message)",
    ...(opts.batch ? { batch: { rounds, cost: cost === null ? null : cost * BATCH_DISCOUNT, discount: BATCH_DISCOUNT } } : {}),
  };
}
