/**
 * Batch mode of a run (`groupthink run … --batch`, `batch: true` in an
 * experiment, `groupthink batch export`): the batching client for the run's
 * endpoint (its Batch API, or request files for an offline engine), and the
 * run summary's `batch` object. `runProtocol` calls these two functions and
 * nothing else of batch mode.
 *
 * @example
 * const b = startBatchRun({ protocol: "phantom", model: "gpt-4o-mini", out: "/tmp/r", baseURL: "https://api.openai.com/v1", batch: {} }, "/tmp/r", 6, 200000, undefined);
 * b.client.endpoint; // => "https://api.openai.com/v1"
 */
import { UsageError } from "../errors.js";
import { createBatchApi } from "./batch-api.js";
import { createBatchClient, type BatchFailure, type BatchingClient } from "./batch-client.js";
import { createOfflineBatchBackend, OFFLINE_LEDGER, offlineRequestFile } from "./batch-offline.js";
import { checkBaseURL } from "./client.js";
import type { ErrorEntry } from "./journal.js";
import type { RunOptions } from "./run-options.js";

/** Batch mode settings of a run. */
export interface BatchOptions {
  /** Wait between polls of a batch in ms (default 30 000; `--batch-poll-ms`). */
  pollMs?: number;
  /** Write request files for an offline engine instead of calling a Batch API (`groupthink batch export`). */
  offline?: boolean;
}

/** The run summary's `batch` object. */
export interface BatchSummary {
  mode: "api" | "offline";
  /** Batches created this session. */
  batches_created: number;
  /** Batches of earlier sessions polled again instead of being submitted again. */
  batches_resumed: number;
  /** Requests sent in batches this session. */
  requests: number;
  /** Requests put into another batch after a failed, expired or cancelled line. */
  retried: number;
  /** Requests that failed for good this session, by custom id, with the trials they cost. */
  failed: (BatchFailure & { trials: string[] })[];
  /** Offline: the request file waiting for an engine's output (then `groupthink batch import`), or null. */
  pending_file: string | null;
}

/** A started batch mode: the client, the summary, and the hooks the runner calls. */
export interface BatchRun {
  readonly client: BatchingClient["client"];
  /** The run's stop (the offline hand-off stops once its request file is written). */
  attach(stop: (reason: string) => void): void;
  close(): void;
  summary(errors: ReadonlyMap<string, ErrorEntry>): BatchSummary;
}

/**
 * Start batch mode for a run writing into `out`.
 *
 * @throws UsageError when the run has no endpoint URL (a Batch API needs one; the in-process simulator has none)
 * @example
 * startBatchRun({ protocol: "phantom", model: "sim:typical", out: "/tmp/r" }, "/tmp/r", 6, 200000, undefined); // throws UsageError: --batch needs an endpoint with a Batch API: ...
 */
export function startBatchRun(opts: RunOptions<unknown>, out: string, maxAttempts: number, maxReplyChars: number, headers: Record<string, string> | undefined): BatchRun {
  const b = opts.batch ?? {};
  const baseURL = opts.baseURL ?? process.env.OPENAI_BASE_URL;
  let stop: (reason: string) => void = () => {};
  let pending: string | null = null;
  let backend;
  if (b.offline) backend = createOfflineBatchBackend(out, baseURL ? createBatchApi({ baseURL: checkBaseURL(baseURL) }).endpoint : "batch:offline");
  else {
    if (!baseURL) throw new UsageError("--batch needs an endpoint with a Batch API: pass --base-url or set OPENAI_BASE_URL (for an offline engine use groupthink batch export)");
    checkBaseURL(baseURL);
    backend = createBatchApi({ baseURL, apiKey: opts.apiKey ?? process.env.OPENAI_API_KEY, headers, timeoutMs: opts.retry?.timeoutMs });
  }
  const batching = createBatchClient({
    backend, dir: out, ledgerName: b.offline ? OFFLINE_LEDGER : undefined, pollMs: b.pollMs, maxAttempts, maxReplyChars,
    secrets: [opts.apiKey ?? process.env.OPENAI_API_KEY, ...Object.values(headers ?? {})],
    // Progress of long batches on the CLI's notice line (library callers without onNotice stay quiet).
    ...(opts.onNotice ? { onEvent: (m: string) => opts.onNotice?.(m) } : {}),
    onPending: (info) => {
      pending = offlineRequestFile(out, info.id);
      stop(`batch exported: ${pending}`);
    },
  });
  return {
    client: batching.client,
    attach(s) {
      stop = s;
    },
    close: () => batching.close(),
    summary(errors) {
      const s = batching.stats;
      return {
        mode: b.offline ? "offline" : "api", batches_created: s.created, batches_resumed: s.resumed, requests: s.requests, retried: s.retried,
        failed: s.failed.map((f) => ({ ...f, trials: [...errors.values()].filter((e) => e.error.includes(f.custom_id)).map((e) => e.trial_id) })),
        pending_file: pending,
      };
    },
  };
}
