/**
 * The data a viewer page embeds: runs, trials (one per record, with its
 * facets and job) and each job's calls in journal order (a multi-round
 * dialogue reads as a transcript: hidden-profile rounds, panel rounds, judge
 * stages). Texts (messages and replies) are interned in one `strings` table,
 * since each round's request repeats the earlier rounds. Run folders appear
 * by their base name only: no absolute path of this machine goes into the page.
 *
 * @example
 * const m = await buildViewModel(["test/fixtures/view/phantom-run"]);
 * [m.runs[0].name, m.trials.length, m.runs[0].with_request]; // => ["phantom-run", 20, 18]
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { loadLogs } from "../load/load-logs.js";
import { allRecords } from "../load/all-records.js";
import { recordKey, recordModel, type TrialRecord } from "../schema/records.js";
import { readCalls } from "./read-calls.js";
import { ownCallKey } from "./job-of-trial.js";
import { jobFinder } from "./job-finder.js";
import { trialFacets } from "./trial-facets.js";

/** One run as shown. */
export interface ViewRun {
  name: string;
  run_id: string | null;
  protocol: string | null;
  model: string | null;
  simulated: boolean;
  started_at: string | null;
  records: number;
  calls: number;
  /** Calls whose journal line carried the request. */
  with_request: number;
  /** calls.jsonl lines that could not be read. */
  skipped_lines: number;
}

/** One call as embedded: texts are indexes into `strings`. */
export interface ViewCallData {
  key: string;
  /** `[role, text index]` per message, or null when the request was not stored. */
  messages: [string, number][] | null;
  /** Request parameters other than the messages (temperature, max_tokens, …). */
  params: Record<string, unknown> | null;
  reply: number;
  meta: Record<string, unknown>;
}

/** One trial row. */
export interface ViewTrial {
  run: number;
  id: string;
  protocol: string;
  model: string;
  condition: string;
  label: string;
  parse_error: string | null;
  simulated: boolean;
  /** Key into `jobs` (`"<run>/<job>"`), or null when no journaled call matches. */
  job: string | null;
  own_call: string | null;
  record: TrialRecord;
}

/** Everything a viewer page embeds. */
export interface ViewModel {
  runs: ViewRun[];
  trials: ViewTrial[];
  jobs: Record<string, ViewCallData[]>;
  strings: string[];
}

function manifestOf(dir: string): Record<string, unknown> | null {
  const p = join(dir, "manifest.json");
  if (!existsSync(p)) return null;
  try {
    return JSON.parse(readFileSync(p, "utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Read run folders (or their `records.jsonl` files) into a {@link ViewModel}.
 *
 * @param paths run directories (each with `records.jsonl`, usually `calls.jsonl` and `manifest.json`) or records files
 * @throws DataError for an invalid record (file, line, field)
 * @example
 * (await buildViewModel(["test/fixtures/view/judge-run"])).jobs["0/judge:gaia-001:gpt"].map((c) => c.key); // => ["propagate", "judge", "extract"]
 */
export async function buildViewModel(paths: readonly string[]): Promise<ViewModel> {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const intern = (s: unknown): number => {
    const t = typeof s === "string" ? s : s === undefined || s === null ? "" : JSON.stringify(s);
    let i = index.get(t);
    if (i === undefined) { i = strings.length; strings.push(t); index.set(t, i); }
    return i;
  };
  const runs: ViewRun[] = [];
  const trials: ViewTrial[] = [];
  const jobs: Record<string, ViewCallData[]> = {};
  for (const [ri, p] of paths.entries()) {
    const isDir = existsSync(p) && statSync(p).isDirectory();
    const dir = isDir ? p : dirname(p);
    const recordsPath = isDir ? join(p, "records.jsonl") : p;
    const logs = await loadLogs([recordsPath]);
    const records: TrialRecord[] = allRecords(logs); // every registered kind
    const { calls, skipped } = readCalls(join(dir, "calls.jsonl"));
    const byJob = new Map<string, ViewCallData[]>();
    for (const c of calls) {
      const msgs = Array.isArray(c.request?.messages) ? c.request.messages.map((m): [string, number] => [String(m.role), intern(m.content)]) : null;
      let params: Record<string, unknown> | null = null;
      if (c.request) {
        const { messages: _m, ...rest } = c.request;
        void _m;
        params = rest;
      }
      const { content, logprobs, ...meta } = c.reply as Record<string, unknown>;
      if (Array.isArray(logprobs)) meta.logprob_tokens = logprobs.length;
      const list = byJob.get(c.job) ?? [];
      list.push({ key: c.key, messages: msgs, params, reply: intern(content), meta });
      byJob.set(c.job, list);
    }
    for (const [job, list] of byJob) jobs[`${ri}/${job}`] = list;
    const findJob = jobFinder([...byJob.keys()]);
    for (const r of records) {
      const id = recordKey(r);
      const job = findJob(id, (r as { job?: unknown }).job);
      const keys = job ? (byJob.get(job) ?? []).map((c) => c.key) : [];
      const f = trialFacets(r);
      trials.push({
        run: ri, id, protocol: r.protocol, model: recordModel(r), condition: f.condition, label: f.label,
        parse_error: typeof r.parse_error === "string" ? r.parse_error : null,
        simulated: r.simulated === true, job: job ? `${ri}/${job}` : null, own_call: job ? ownCallKey(id, keys, job) : null, record: r,
      });
    }
    const man = manifestOf(dir);
    const cfg = (man?.config ?? {}) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === "string" ? v : null);
    runs.push({
      name: basename(dir),
      run_id: str(man?.run_id) ?? str(records[0]?.run_id),
      protocol: str(cfg.protocol) ?? records[0]?.protocol ?? null,
      model: str(cfg.model) ?? (records[0] ? recordModel(records[0]) : null),
      simulated: records.length > 0 && records.some((r) => r.simulated === true),
      started_at: str(man?.started_at),
      records: records.length,
      calls: calls.length,
      with_request: calls.filter((c) => c.request).length,
      skipped_lines: skipped,
    });
  }
  return { runs, trials, jobs, strings };
}
