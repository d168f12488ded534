/**
 * A batching {@link ChatClient} (`groupthink run --batch`): the same interface
 * as the live client, but each `complete` call is queued; once the run is
 * quiescent (no call was queued for a few turns of the event loop: every open
 * job is waiting on a reply) the queued requests go out as one batch through a
 * {@link BatchBackend}, and each waiting call is resolved with its line of the
 * output file (parsed exactly as a live reply, so the journal and records are
 * the same). Multi-round protocols thus advance stage by stage, one batch per
 * stage.
 *
 * - **Custom ids** are `gt-` + the first 32 hex digits of the SHA-256 of the
 *   request body (stable across sessions: the body holds the per-call seed).
 * - **Crash safety.** The input file id and then the batch id, with the custom
 *   ids, are appended to the ledger before the client waits; a request whose
 *   custom id is in a ledgered batch polls that batch instead of being
 *   submitted again. An input file uploaded before a crash whose batch id never
 *   reached the ledger is looked up among the endpoint's batches (by input file
 *   id) once per session and adopted when found.
 * - **Failures.** Lines in the error file, missing from an expired or
 *   cancelled batch's output, or answered with a retryable status (429, 5xx)
 *   go into a new batch, up to `maxAttempts` batches per request; then (or at
 *   once for a 4xx) the call fails with a {@link CallFailedError} naming the
 *   custom id, which the run reports as a trial error.
 *
 * @example
 * const batching = createBatchClient({ backend: createBatchApi({ baseURL }), dir: "/tmp/run", pollMs: 1000 });
 * const reply = await batching.client.complete(request, { model: "gpt-4o-mini", seed: 1 }); // resolved when its batch completes
 */
import { isRetryableStatus } from "./attempt-error.js";
import { TERMINAL_BATCH_STATES, type BatchBackend, type BatchInfo } from "./batch-api.js";
import { openBatchLedger, type BatchLedger } from "./batch-ledger.js";
import { sha256Hex, stableStringify } from "./hash.js";
import { DEFAULT_MAX_REPLY_CHARS, replyFromCompletion, requestBody } from "./openai-client.js";
import { CallFailedError, type CallOptions, type ChatClient, type ChatReply, type ChatRequest } from "./types.js";

/** Options of {@link createBatchClient}. */
export interface BatchClientOptions {
  backend: BatchBackend;
  /** The run folder (the ledger is written there). */
  dir: string;
  /** Ledger file name (default `batches.jsonl`). */
  ledgerName?: string;
  /** Wait between polls of a batch in ms (default 30 000). */
  pollMs?: number;
  /** Batches per request at most (first included; default 6, as `--max-attempts`). */
  maxAttempts?: number;
  /** Reply content cap (default 200 000 characters). */
  maxReplyChars?: number;
  /** Values never to show (the key). */
  secrets?: readonly (string | undefined)[];
  /** Event-loop turns without a new request before the queue is sent (default 3). */
  quietTurns?: number;
  /** Offline hand-off: called once when a batch is waiting for its output file; the run should stop. */
  onPending?(batch: BatchInfo): void;
  /** Progress lines (batch created, adopted, finished). */
  onEvent?(message: string): void;
}

/** A failed request as the run summary names it. */
export interface BatchFailure {
  custom_id: string;
  batch_id: string;
  error: string;
}

/** What a batching client did this session. */
export interface BatchStats {
  /** Batches created this session. */
  created: number;
  /** Batches of earlier sessions polled again (found in the ledger or adopted from the endpoint). */
  resumed: number;
  /** Requests sent in new batches (a request retried in a second batch counts twice). */
  requests: number;
  /** Requests answered from batch output. */
  answered: number;
  /** Requests put into a new batch after a failed, expired or cancelled line. */
  retried: number;
  failed: BatchFailure[];
}

/** The client, its statistics, and `close` (stop polling). */
export interface BatchingClient {
  client: ChatClient;
  readonly stats: BatchStats;
  close(): void;
}

/**
 * The custom id of a request body: `gt-` + 32 hex digits of its SHA-256 (stable across sessions).
 *
 * @example
 * batchCustomId({ model: "m", messages: [], seed: 1 }); // => "gt-6cb57e04d9ffe553ce646bdb8071180b"
 * batchCustomId({ seed: 1, model: "m", messages: [] }) === batchCustomId({ model: "m", messages: [], seed: 1 }); // => true
 */
export function batchCustomId(body: Record<string, unknown>): string {
  return `gt-${sha256Hex(stableStringify(body)).slice(0, 32)}`;
}

/**
 * One line of a batch input file (the OpenAI / vLLM `run_batch` format).
 *
 * @example
 * batchInputLine("gt-1", { model: "m" }); // => '{"custom_id":"gt-1","method":"POST","url":"/v1/chat/completions","body":{"model":"m"}}'
 */
export function batchInputLine(customId: string, body: Record<string, unknown>): string {
  return JSON.stringify({ custom_id: customId, method: "POST", url: "/v1/chat/completions", body });
}

/** One request's outcome in a batch: the completion body, or why there is none. */
export type LineResult = { ok: true; body: unknown } | { ok: false; status: number | null; message: string; retryable: boolean };

/**
 * Parse a batch's output and error files into outcomes by custom id (an output line with a non-200
 * status is a failure; a line that is not JSON or has no custom id is skipped).
 *
 * @example
 * const m = batchResults('{"custom_id":"a","response":{"status_code":200,"body":{"choices":[]}},"error":null}\n', '{"custom_id":"b","response":null,"error":{"code":"batch_expired","message":"expired"}}\n');
 * [m.get("a")?.ok, m.get("b")?.ok]; // => [true, false]
 */
export function batchResults(output: string, errors: string): Map<string, LineResult> {
  const out = new Map<string, LineResult>();
  for (const text of [output, errors]) {
    for (const line of text.split("\n")) {
      if (line.trim() === "") continue;
      let x: { custom_id?: unknown; response?: { status_code?: unknown; body?: unknown } | null; error?: { code?: unknown; message?: unknown } | null };
      try {
        x = JSON.parse(line);
      } catch {
        continue;
      }
      if (typeof x.custom_id !== "string") continue;
      const status = typeof x.response?.status_code === "number" ? x.response.status_code : null;
      if (status === 200 && !x.error) {
        out.set(x.custom_id, { ok: true, body: x.response?.body });
        continue;
      }
      const bodyError = (x.response?.body as { error?: { message?: unknown } } | undefined)?.error?.message;
      const message = typeof x.error?.message === "string" ? x.error.message : typeof bodyError === "string" ? bodyError : `status ${status ?? "none"}`;
      const code = typeof x.error?.code === "string" ? `${x.error.code}: ` : "";
      out.set(x.custom_id, { ok: false, status, message: `${code}${message}`, retryable: status === null || isRetryableStatus(status) });
    }
  }
  return out;
}

interface Waiting {
  customId: string;
  body: Record<string, unknown>;
  waiters: { resolve(r: ChatReply): void; reject(e: unknown): void; t0: number }[];
}

/**
 * Create a batching client over `backend` (see the file comment).
 *
 * @example
 * const b = createBatchClient({ backend: createOfflineBatchBackend("/tmp/run-b", "batch:offline"), dir: "/tmp/run-b", pollMs: 5 });
 * b.client.endpoint; // => "batch:offline"
 */
export function createBatchClient(o: BatchClientOptions): BatchingClient {
  const pollMs = o.pollMs ?? 30_000;
  const maxAttempts = o.maxAttempts ?? 6;
  const cap = o.maxReplyChars ?? DEFAULT_MAX_REPLY_CHARS;
  const quietTurns = o.quietTurns ?? 3;
  const secrets = o.secrets ?? [];
  const stats: BatchStats = { created: 0, resumed: 0, requests: 0, answered: 0, retried: 0, failed: [] };
  const waiting = new Map<string, Waiting>();
  let queue = new Set<string>();
  let ledger: BatchLedger | null = null;
  let recovered: Promise<void> | null = null;
  const polls = new Map<string, Promise<Map<string, LineResult> | null>>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  let version = 0;
  let scheduled = false;
  const now = (): string => new Date().toISOString();
  const getLedger = (): BatchLedger => (ledger ??= openBatchLedger(o.dir, o.ledgerName ?? "batches.jsonl"));

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const fail = (w: Waiting, batchId: string, message: string, status: number | null): void => {
    waiting.delete(w.customId);
    const error = `batch request ${w.customId} failed (batch ${batchId}): ${message}`;
    stats.failed.push({ custom_id: w.customId, batch_id: batchId, error });
    for (const x of w.waiters) x.reject(new CallFailedError(error, status, false));
  };
  const abortAll = (ids: Iterable<string>): void => {
    for (const id of ids) {
      const w = waiting.get(id);
      if (!w) continue;
      waiting.delete(id);
      for (const x of w.waiters) x.reject(new CallFailedError("aborted", null, false));
    }
  };

  // Adopt batches created before a crash whose id never reached the ledger.
  const recover = async (): Promise<void> => {
    const orphans = getLedger().orphanFiles();
    if (orphans.length === 0 || o.backend.offline) return;
    const known = await o.backend.list();
    for (const f of orphans) {
      const b = known.find((x) => x.input_file_id === f.file_id);
      if (!b) continue;
      getLedger().append({ type: "batch", batch_id: b.id, input_file_id: f.file_id, custom_ids: f.custom_ids, at: now() });
      o.onEvent?.(`adopted batch ${b.id} (created before an interruption)`);
    }
  };

  // A poll or download that fails (connection, 5xx) is tried again after a poll interval, up to maxAttempts times.
  const patient = async <T>(f: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await f();
      } catch (e) {
        const status = (e as { status?: number | null }).status ?? null;
        if (attempt >= maxAttempts || closed || (status !== null && !isRetryableStatus(status))) throw e;
        await sleep(pollMs);
      }
    }
  };

  const poll = (batchId: string): Promise<Map<string, LineResult> | null> => {
    let p = polls.get(batchId);
    if (p) return p;
    p = (async () => {
      for (;;) {
        if (closed) return null;
        const b = await patient(() => o.backend.retrieve(batchId));
        if (TERMINAL_BATCH_STATES.includes(b.status)) {
          const output = b.output_file_id ? await patient(() => o.backend.content(b.output_file_id as string)) : "";
          const errors = b.error_file_id ? await patient(() => o.backend.content(b.error_file_id as string)) : "";
          const results = batchResults(output, errors);
          if (b.status !== "completed") {
            for (const c of getLedger().batches().find((x) => x.batch_id === batchId)?.custom_ids ?? []) {
              if (!results.has(c)) results.set(c, { ok: false, status: null, message: `batch ${b.status} before this request was answered`, retryable: true });
            }
          }
          getLedger().append({ type: "end", batch_id: batchId, status: b.status, at: now() });
          o.onEvent?.(`batch ${batchId} ${b.status}`);
          return results;
        }
        if (o.backend.offline) {
          o.onPending?.(b);
          return null;
        }
        await sleep(pollMs);
      }
    })();
    polls.set(batchId, p);
    return p;
  };

  const settle = async (batchId: string, ids: readonly string[]): Promise<void> => {
    let results: Map<string, LineResult> | null;
    try {
      results = await poll(batchId);
    } catch (e) {
      // The endpoint failed while polling: these calls fail now; a re-run polls the same batch again.
      for (const id of ids) {
        const w = waiting.get(id);
        if (w) fail(w, batchId, `polling failed: ${(e as Error).message}`, (e as { status?: number | null }).status ?? null);
      }
      return;
    }
    if (results === null) return abortAll(ids);
    let requeued = false;
    for (const id of ids) {
      const w = waiting.get(id);
      if (!w) continue;
      const r = results.get(id) ?? { ok: false as const, status: null, message: "no line for this request in the output or error file", retryable: true };
      if (r.ok) {
        let reply: ChatReply;
        try {
          reply = replyFromCompletion(r.body, { cap, secrets, latencyMs: 0 });
        } catch (e) {
          if (getLedger().batchesOf(id).length < maxAttempts) {
            stats.retried++;
            queue.add(id);
            requeued = true;
          } else fail(w, batchId, (e as Error).message, null);
          continue;
        }
        waiting.delete(id);
        stats.answered++;
        for (const x of w.waiters) x.resolve({ ...reply, latency_ms: Math.round(performance.now() - x.t0) });
      } else if (r.retryable && getLedger().batchesOf(id).length < maxAttempts) {
        stats.retried++;
        queue.add(id);
        requeued = true;
      } else fail(w, batchId, r.message, r.status);
    }
    if (requeued) schedule();
  };

  const submit = async (ids: string[]): Promise<void> => {
    const jsonl = ids.map((id) => batchInputLine(id, (waiting.get(id) as Waiting).body)).join("\n") + "\n";
    let batchId = "(none)";
    try {
      const fileId = await o.backend.upload(jsonl);
      getLedger().append({ type: "file", file_id: fileId, custom_ids: ids, at: now() });
      const b = await o.backend.create(fileId);
      batchId = b.id;
      getLedger().append({ type: "batch", batch_id: b.id, input_file_id: fileId, custom_ids: ids, at: now() });
    } catch (e) {
      for (const id of ids) {
        const w = waiting.get(id);
        if (w) fail(w, batchId, `could not submit the batch: ${(e as Error).message}`, (e as { status?: number | null }).status ?? null);
      }
      return;
    }
    stats.created++;
    stats.requests += ids.length;
    o.onEvent?.(`batch ${batchId} created with ${ids.length} request${ids.length === 1 ? "" : "s"}`);
    await settle(batchId, ids);
  };

  const flush = async (): Promise<void> => {
    recovered ??= recover().catch((e) => o.onEvent?.(`could not list batches to adopt an interrupted one: ${(e as Error).message}`));
    await recovered;
    const ids = [...queue].filter((id) => waiting.has(id));
    queue = new Set();
    if (ids.length === 0 || closed) return;
    const byBatch = new Map<string, string[]>();
    const fresh: string[] = [];
    for (const id of ids) {
      const list = getLedger().batchesOf(id);
      const last = list[list.length - 1];
      // A request whose latest batch has not been read in this session polls it (resume); otherwise it is new.
      if (last !== undefined && !polls.has(last)) {
        const l = byBatch.get(last);
        if (l) l.push(id);
        else byBatch.set(last, [id]);
      } else fresh.push(id);
    }
    for (const [batchId, l] of byBatch) {
      stats.resumed++;
      o.onEvent?.(`polling batch ${batchId} of an earlier session (${l.length} requests)`);
      void settle(batchId, l);
    }
    if (fresh.length > 0) void submit(fresh);
  };

  function schedule(): void {
    version++;
    if (scheduled) return;
    scheduled = true;
    let seen = -1;
    let quiet = 0;
    const step = (): void => {
      if (seen === version) quiet++;
      else {
        seen = version;
        quiet = 0;
      }
      if (quiet >= quietTurns) {
        scheduled = false;
        void flush();
      } else setImmediate(step);
    };
    setImmediate(step);
  }

  const client: ChatClient = {
    endpoint: o.backend.endpoint,
    complete(request: ChatRequest, options: CallOptions): Promise<ChatReply> {
      const body = requestBody(request, options);
      const customId = batchCustomId(body);
      return new Promise<ChatReply>((resolve, reject) => {
        if (options.signal?.aborted || closed) return reject(new CallFailedError("aborted", null, false));
        let w = waiting.get(customId);
        // The same request already waiting (queued or in a batch in flight) shares its answer.
        if (!w) {
          waiting.set(customId, (w = { customId, body, waiters: [] }));
          queue.add(customId);
        }
        const waiter = { resolve, reject, t0: performance.now() };
        w.waiters.push(waiter);
        options.signal?.addEventListener("abort", () => {
          const cur = waiting.get(customId);
          if (!cur) return;
          cur.waiters = cur.waiters.filter((x) => x !== waiter);
          if (cur.waiters.length === 0) waiting.delete(customId);
          reject(new CallFailedError("aborted", null, false));
        }, { once: true });
        schedule();
      });
    },
  };
  return {
    client,
    stats,
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      abortAll([...waiting.keys()]);
      ledger?.close();
    },
  };
}
