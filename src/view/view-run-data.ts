/**
 * One run of a {@link ViewModel} cut into what the viewer page loads: its
 * *facets* (columnar: per trial a code into small dictionaries of protocols,
 * models, conditions and labels, its parse error, its id and its reply text
 * for the search box; enough to filter and list every trial) and its
 * *details* in parts of `chunk` trials (each trial's record and the calls of
 * its dialogue, texts interned per part), loaded only when a trial of the part
 * is opened. A job whose trials straddle two parts is in both.
 *
 * @example
 * const m = await buildViewModel(["test/fixtures/view/judge-run"]);
 * const { facets, details } = viewRunData(m, 0);
 * [facets.n, facets.label, details.length]; // => [2, ["accuracy=1", "accuracy=0"], 1]
 */
import type { TrialRecord } from "../schema/records.js";
import type { ViewCallData, ViewModel } from "./view-model.js";

/** A run's trials as columns (codes index the dictionaries beside them). */
export interface ViewFacets {
  kind: "facets";
  /** The run's index in the page. */
  run: number;
  n: number;
  /** Trials per detail part (per run: fewer when its dialogues are long). */
  chunk: number;
  protocol: string[];
  model: string[];
  condition: string[];
  label: string[];
  /** Per trial: `[protocol, model, condition, label]` codes, flattened (4 per trial). */
  codes: number[];
  /** Per trial: 1 when simulated. */
  sim: number[];
  /** Per trial: the parse error, or null. */
  parse_error: (string | null)[];
  id: string[];
  /** Per trial: the text the search box reads besides the id (the record's `raw` reply, or ""). */
  text: string[];
}

/** One part of a run's trials with their records and dialogues. */
export interface ViewDetail {
  kind: "detail";
  run: number;
  part: number;
  /** Index (in the run) of the part's first trial. */
  start: number;
  trials: { job: string | null; own_call: string | null; record: TrialRecord }[];
  /** Calls per job (jobs of this part's trials only); texts index `strings`. */
  jobs: Record<string, ViewCallData[]>;
  strings: string[];
}

function coder(): { codes: string[]; code: (s: string) => number } {
  const codes: string[] = [];
  const at = new Map<string, number>();
  return {
    codes,
    code(s: string) {
      let i = at.get(s);
      if (i === undefined) { i = codes.length; codes.push(s); at.set(s, i); }
      return i;
    },
  };
}

/** Trials per part: 250, fewer when the run's dialogues are long (about 500 kB of text per part; at least 20 trials). */
function partSize(model: ViewModel, trials: ViewModel["trials"]): number {
  if (trials.length === 0) return 250;
  const used = new Set<number>();
  let chars = 0;
  for (const job of new Set(trials.map((t) => t.job))) {
    for (const c of job === null ? [] : model.jobs[job] ?? []) for (const i of [c.reply, ...(c.messages ?? []).map((m) => m[1])]) used.add(i);
  }
  for (const i of used) chars += model.strings[i].length;
  for (const t of trials) chars += 300 + String((t.record as { raw?: unknown }).raw ?? "").length;
  return Math.min(250, Math.max(20, Math.floor(500_000 / (chars / trials.length))));
}

/**
 * Facets and detail parts of one run of a model.
 *
 * @param model the model built by buildViewModel (not changed)
 * @param run the run's index in `model.runs`
 * @param pageRun the run's index in the page (default `run`; a folder built run by run numbers its runs itself)
 * @param chunk trials per detail part (default 250, fewer when the run's dialogues are long: about 500 kB of text per part)
 * @example
 * const m = await buildViewModel(["test/fixtures/view/phantom-run"]);
 * viewRunData(m, 0, 3, 8).details.map((d) => [d.run, d.part, d.start, d.trials.length]); // => [[3, 0, 0, 8], [3, 1, 8, 8], [3, 2, 16, 4]]
 */
export function viewRunData(model: ViewModel, run: number, pageRun = run, chunk?: number): { facets: ViewFacets; details: ViewDetail[] } {
  const trials = model.trials.filter((t) => t.run === run);
  chunk ??= partSize(model, trials);
  const dict = { protocol: coder(), model: coder(), condition: coder(), label: coder() };
  const facets: ViewFacets = {
    kind: "facets", run: pageRun, n: trials.length, chunk,
    protocol: dict.protocol.codes, model: dict.model.codes, condition: dict.condition.codes, label: dict.label.codes,
    codes: [], sim: [], parse_error: [], id: [], text: [],
  };
  for (const t of trials) {
    facets.codes.push(dict.protocol.code(t.protocol), dict.model.code(t.model), dict.condition.code(t.condition), dict.label.code(t.label));
    facets.sim.push(t.simulated ? 1 : 0);
    facets.parse_error.push(t.parse_error);
    facets.id.push(t.id);
    const raw = (t.record as { raw?: unknown }).raw;
    facets.text.push(typeof raw === "string" ? raw : "");
  }
  const details: ViewDetail[] = [];
  for (let start = 0, part = 0; start < trials.length; start += chunk, part++) {
    const strings: string[] = [];
    const at = new Map<number, number>();
    const local = (i: number): number => {
      let j = at.get(i);
      if (j === undefined) { j = strings.length; strings.push(model.strings[i]); at.set(i, j); }
      return j;
    };
    const jobs: Record<string, ViewCallData[]> = {};
    const rows = trials.slice(start, start + chunk).map((t) => {
      const job = t.job === null ? null : t.job.slice(t.job.indexOf("/") + 1);
      if (job !== null && t.job !== null && !(job in jobs)) {
        jobs[job] = (model.jobs[t.job] ?? []).map((c) => ({ ...c, messages: c.messages === null ? null : c.messages.map(([role, s]): [string, number] => [role, local(s)]), reply: local(c.reply) }));
      }
      return { job, own_call: t.own_call, record: t.record };
    });
    details.push({ kind: "detail", run: pageRun, part, start, trials: rows, jobs, strings });
  }
  return { facets, details };
}
