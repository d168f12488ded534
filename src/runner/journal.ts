/**
 * The run directory's journal: three append-only JSONL files.
 *
 * - `calls.jsonl`: one line per completed chat call, a resumed job replays
 *   these replies instead of asking again. Line format (one JSON object):
 *   `{"job": JOB_ID, "key": CALL_KEY, "request": BODY, "reply": REPLY}` where
 *   `CALL_KEY` is the protocol's call key (`a2:private`), `KEY@MODEL` for a
 *   per-call model, with `#reask` / `#retryN` appended for a call asked afresh
 *   (`--retry-unparsed`, a re-run of a job that could not progress; the old
 *   line stays); `BODY` is the request body exactly as sent after the run's
 *   sampling overrides and provider adaptation (`model`, `messages`, `seed`,
 *   `temperature`, `top_p`, `max_tokens` or `max_completion_tokens`,
 *   `reasoning_effort`, `logprobs`, `top_logprobs`, `response_format`; never a
 *   key; absent on lines written before requests were journaled; in a journal
 *   opened with `{ messages: false }` the body's `messages` are replaced by
 *   their {@link messagesHash} `messages_sha256`); `REPLY` is
 *   `{content, finish_reason, logprobs, usage, simulated, cached, latency_ms,
 *   seed, refusal?, truncated?}` with `content` capped at the run's
 *   `--max-reply-chars` (`truncated: true` when cut).
 * - `records.jsonl`: the trial records (the contract of trial-logs.md); their
 *   keys are the completed trials, never written twice.
 * - `errors.jsonl`: trials that failed after the last retry `{trial_id, job,
 *   error, status, at}`; at the end of each run it is rewritten to hold only
 *   the trials still missing from `records.jsonl` (the next run retries them).
 *
 * A torn last line (crash mid-write) is dropped on open. A `.lock` file holds
 * the pid of the running process; a stale lock (dead pid) is taken over.
 *
 * @example
 * const j = openJournal("/tmp/run1");
 * j.completed.has("t1:a0"); // => false
 * j.loadCalls(new Set(["t1"]));
 * j.close();
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { unsealCalls } from "./unseal-calls.js";
import { join } from "node:path";
import { recordKey, type TrialRecord } from "../schema/records.js";
import { openAppendLog, readRepairing, writeFileAtomic, type AppendLog } from "./append-log.js";
import { sha256Hex } from "./hash.js";
import { parseFailureCause, type ParseFailureCause } from "./parse-failure-causes.js";
import type { ChatReply, TrialError } from "./types.js";

/** One journaled call. */
export interface CallEntry {
  job: string;
  key: string;
  /** The request body as sent (no key); see the file comment. */
  request?: Record<string, unknown>;
  reply: ChatReply;
}

/**
 * Hash of a request's messages, to tell whether a journaled reply answered the same conversation.
 *
 * @example
 * messagesHash([{ role: "user", content: "hi" }]) === messagesHash([{ role: "user", content: "hi" }]); // => true
 */
export function messagesHash(messages: unknown): string {
  return sha256Hex(JSON.stringify(messages));
}

/** One line of errors.jsonl. */
export interface ErrorEntry extends TrialError {
  job: string;
  at: string;
}

/** Totals over every call in the journal (all sessions). */
export interface CallTotals {
  calls: number;
  cache_hits: number;
  prompt_tokens: number;
  completion_tokens: number;
  /** Calls answered by the groupthink simulator. */
  simulated: number;
}

export interface Journal {
  readonly dir: string;
  /** Keys (`trial_id`, `uuid` for judge) of the records already written. */
  readonly completed: Set<string>;
  /** Records already written with a non-null `parse_error`. */
  parseFailures: number;
  /** Keys of the records written with a non-null `parse_error`. */
  readonly unparsed: Set<string>;
  /** The cause of each unparsed record (see `parse-failure-causes.ts`), by record key. */
  readonly unparsedCauses: Map<string, ParseFailureCause>;
  /** Errors recorded by earlier sessions (latest per trial). */
  readonly priorErrors: Map<string, ErrorEntry>;
  /** Bytes dropped from torn last lines on open, per file. */
  readonly torn: Record<string, number>;
  readonly totals: CallTotals;
  /** Read calls.jsonl keeping the replies of the given jobs (others are only counted). */
  loadCalls(jobs: Set<string>): void;
  /** The journaled replies of one job, by call key (calls appended this session included). */
  callsOf(job: string): Map<string, ChatReply> | undefined;
  /** Hash of the messages a journaled call was asked with (null for lines written before requests were journaled). */
  messagesHashOf(job: string, key: string): string | null;
  /** Drop a finished job's replies from memory. */
  forget(job: string): void;
  /**
   * Journal one answered call (one write). `requestJson`, when given, is `JSON.stringify(entry.request)`
   * made by the caller (it sent the same text): the line is built around it, byte for byte the line
   * `JSON.stringify(entry)` would be, without serialising the conversation a second time.
   */
  appendCall(entry: CallEntry, requestJson?: string): void;
  /** Append records (their keys must not be in `completed`; checked by the caller). */
  appendRecords(records: readonly TrialRecord[]): void;
  appendError(entry: ErrorEntry): void;
  /**
   * Replace written records by key (`--retry-unparsed` of earlier sessions' records): records.jsonl
   * is rewritten atomically with each replaced record in its old place.
   */
  replaceRecords(records: ReadonlyMap<string, TrialRecord>): void;
  /** Rewrite errors.jsonl atomically with the given entries. */
  rewriteErrors(entries: readonly ErrorEntry[]): void;
  close(): void;
}

/**
 * The journal's file names inside a run directory.
 *
 * @example
 * JOURNAL_FILES.records; // => "records.jsonl"
 */
export const JOURNAL_FILES = { calls: "calls.jsonl", records: "records.jsonl", errors: "errors.jsonl", lock: ".lock" } as const;

/** The entry with its request's messages replaced by their hash (`messages_sha256`). */
function withoutMessages(entry: CallEntry): CallEntry {
  if (!entry.request || entry.request.messages === undefined) return entry;
  const { messages, ...rest } = entry.request;
  return { ...entry, request: { ...rest, messages_sha256: messagesHash(messages) } };
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Take the run directory's lock (`.lock` holding this pid); returns its path.
 * @throws Error when another live process holds it
 * @example
 * takeLock("/tmp/run1"); // => "/tmp/run1/.lock" (holding this process's pid)
 */
export function takeLock(dir: string): string {
  const path = join(dir, JOURNAL_FILES.lock);
  if (existsSync(path)) {
    const pid = Number(readFileSync(path, "utf8").trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && pidAlive(pid)) {
      throw new Error(`run directory ${dir} is in use by process ${pid} (remove ${path} if that is wrong)`);
    }
  }
  writeFileSync(path, String(process.pid));
  return path;
}

/** Options of {@link openJournal}. */
export interface JournalOptions {
  /**
   * Write each call's request messages to calls.jsonl (default true). `false` writes their
   * {@link messagesHash} as `messages_sha256` instead (the rest of the body as sent): for large
   * simulated runs, whose prompts grow with every round and are regenerated by running again.
   */
  messages?: boolean;
}

/**
 * Open (creating) the journal of a run directory and take its lock.
 * @throws Error when another live process holds the lock; DataError for a damaged journal
 * @example
 * const j = openJournal("/tmp/new-run");
 * [j.completed.size, j.totals.calls]; // => [0, 0]
 * j.close();
 */
export function openJournal(dir: string, opts: JournalOptions = {}): Journal {
  mkdirSync(dir, { recursive: true });
  const lockPath = takeLock(dir);
  unsealCalls(dir); // a sealed folder's calls.jsonl.gz becomes calls.jsonl again, so its calls are replayed and counted
  const torn: Record<string, number> = {};
  const recPath = join(dir, JOURNAL_FILES.records);
  const rec = openAppendLog(recPath);
  torn.records = rec.tornBytes;
  let recLog = rec.log;
  const completed = new Set<string>();
  const unparsed = new Set<string>();
  const unparsedCauses = new Map<string, ParseFailureCause>();
  const noteParse = (k: string, r: TrialRecord): void => {
    const cause = parseFailureCause(r as unknown as Record<string, unknown>);
    if (cause === null) {
      unparsed.delete(k);
      unparsedCauses.delete(k);
    } else {
      unparsed.add(k);
      unparsedCauses.set(k, cause);
    }
  };
  for (const r of rec.entries as TrialRecord[]) {
    completed.add(recordKey(r));
    noteParse(recordKey(r), r);
  }
  rec.entries.length = 0; // keys kept, records not
  const err = openAppendLog(join(dir, JOURNAL_FILES.errors));
  torn.errors = err.tornBytes;
  const priorErrors = new Map<string, ErrorEntry>();
  for (const e of err.entries as ErrorEntry[]) priorErrors.set(e.trial_id, e);
  let errLog: AppendLog = err.log;
  let callLog: AppendLog | null = null;
  const calls = new Map<string, Map<string, ChatReply>>();
  // A call's messages hash, or (for a call appended this session) its messages, hashed when first asked for:
  // only a fresh pass (--retry-unparsed, a re-run that could not progress) asks, so most calls are never hashed.
  const hashes = new Map<string, Map<string, string | { messages: unknown }>>();
  let kept: Set<string> = new Set();
  const keep = (e: CallEntry, lazy: boolean): void => {
    let m = calls.get(e.job);
    if (!m) calls.set(e.job, (m = new Map()));
    m.set(e.key, e.reply);
    const msgs = e.request?.messages;
    const stored = e.request?.messages_sha256;
    if (msgs !== undefined || typeof stored === "string") {
      let h = hashes.get(e.job);
      if (!h) hashes.set(e.job, (h = new Map()));
      h.set(e.key, msgs === undefined ? (stored as string) : lazy ? { messages: Array.isArray(msgs) ? [...msgs] : msgs } : messagesHash(msgs));
    }
  };
  const totals: CallTotals = { calls: 0, cache_hits: 0, prompt_tokens: 0, completion_tokens: 0, simulated: 0 };
  const count = (reply: ChatReply): void => {
    totals.calls++;
    if (reply.cached) totals.cache_hits++;
    if (reply.simulated) totals.simulated++;
    if (reply.usage) {
      totals.prompt_tokens += reply.usage.prompt_tokens;
      totals.completion_tokens += reply.usage.completion_tokens;
    }
  };
  return {
    dir,
    completed,
    get parseFailures() {
      return unparsed.size;
    },
    unparsed,
    unparsedCauses,
    priorErrors,
    torn,
    totals,
    loadCalls(jobs) {
      if (callLog) throw new Error("Journal.loadCalls: already loaded");
      const c = openAppendLog(join(dir, JOURNAL_FILES.calls));
      torn.calls = c.tornBytes;
      callLog = c.log;
      kept = new Set(jobs);
      for (const e of c.entries as CallEntry[]) {
        count(e.reply);
        if (jobs.has(e.job)) keep(e, false);
      }
    },
    callsOf(job) {
      return calls.get(job);
    },
    messagesHashOf(job, key) {
      const h = hashes.get(job);
      const v = h?.get(key);
      if (v === undefined) return null;
      if (typeof v === "string") return v;
      const hash = messagesHash(v.messages);
      h!.set(key, hash);
      return hash;
    },
    forget(job) {
      calls.delete(job);
      hashes.delete(job);
      kept.delete(job);
    },
    appendCall(entry, requestJson) {
      if (!callLog) throw new Error("Journal.appendCall: call loadCalls first");
      const line = opts.messages === false ? withoutMessages(entry) : entry;
      if (requestJson !== undefined && line === entry && entry.request !== undefined) {
        // the key order of JSON.stringify(entry): job, key, request, reply (a CallEntry has no other field)
        callLog.appendLine(`{"job":${JSON.stringify(entry.job)},"key":${JSON.stringify(entry.key)},"request":${requestJson},"reply":${JSON.stringify(entry.reply)}}\n`);
      } else callLog.append(line);
      count(line.reply);
      if (kept.has(line.job)) keep(line, true);
    },
    appendRecords(records) {
      recLog.appendMany(records);
      for (const r of records) {
        completed.add(recordKey(r));
        noteParse(recordKey(r), r);
      }
    },
    replaceRecords(records) {
      if (records.size === 0) return;
      recLog.close();
      const lines = readRepairing(recPath).entries as TrialRecord[];
      const text = lines.map((r) => JSON.stringify(records.get(recordKey(r)) ?? r) + "\n").join("");
      try {
        writeFileAtomic(recPath, text);
      } finally {
        recLog = openAppendLog(recPath).log;
      }
      for (const [k, r] of records) noteParse(k, r);
    },
    appendError(entry) {
      errLog.append(entry);
    },
    rewriteErrors(entries) {
      errLog.close();
      const path = join(dir, JOURNAL_FILES.errors);
      writeFileAtomic(path, entries.map((e) => JSON.stringify(e) + "\n").join(""));
      errLog = openAppendLog(path).log;
    },
    close() {
      recLog.close();
      errLog.close();
      callLog?.close();
      rmSync(lockPath, { force: true });
    },
  };
}
