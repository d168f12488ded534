/**
 * `--help` texts for the commands whose module does not export its own `help`
 * yet (main.ts prefers the module's). Taken from cli.md and the modules' doc
 * comments; a command's owner moves its entry into the module as
 * `export const help: CommandHelp`.
 *
 * @example
 * FALLBACK_HELP["metrics panel"].usage; // => "groupthink metrics panel LOG... [--bootstrap B] [--seed S] [--json] [--csv]"
 */
import type { CommandHelp } from "./help.js";

const LOG: readonly [string, string] = ["LOG...", "trial logs: JSONL files, run folders (their records.jsonl) or experiment folders (every records.jsonl below)"];
const JSON_OPT: readonly [string, string, string] = ["--json", "", "print one JSON document on stdout (cli.md) and nothing else there"];
const SEED = (meaning: string): readonly [string, string, string] => ["--seed S", "0", meaning];
const BOOT: readonly [string, string, string] = ["--bootstrap B", "10000", "bootstrap replicates for the intervals (0: no interval, ci null)"];

/** Fallback help by command words (see module doc). */
export const FALLBACK_HELP: Readonly<Record<string, CommandHelp>> = {
  "metrics panel": {
    usage: "groupthink metrics panel LOG... [--bootstrap B] [--seed S] [--json] [--csv]",
    summary: "The safety-panel analysis (paper 002; metrics.md §2, §5): per-reviewer false-alarm, miss and shift rates with Wilson intervals, panel majority rates against the independence prediction, directional adoption, flips against the number of asserting peers, authority and repair. A log without panel records is bad input.",
    args: [LOG],
    options: [BOOT, SEED("seed of the item bootstrap"), JSON_OPT, ["--csv", "", "print the measure tables as CSV (long format: table, keys, measure, value, n, ci_lo, ci_hi)"]],
    examples: ["groupthink metrics panel data/sim/panel --bootstrap 0 --json"],
  },
  "metrics hidden_profile": {
    usage: "groupthink metrics hidden_profile LOG... [--seed S] [--json] [--csv]",
    summary: "The hidden-profile analysis (paper 001; metrics.md §3, §5): per model and variant Y^pre, Y^post, Y^full under the average and majority rules with s.e.m. over tasks, improvement, gap, the strong criterion and Fisher's p; per model and task the validation row. A log without hidden_profile records is bad input.",
    args: [LOG],
    options: [SEED("accepted for uniformity; nothing here is random"), JSON_OPT, ["--csv", "", "print the measure tables as CSV (long format: table, keys, measure, value, n, ci_lo, ci_hi)"]],
    examples: ["groupthink metrics hidden_profile data/sim/hidden_profile --json"],
  },
  "fit judge": {
    usage: "groupthink fit judge LOG... [--c C] [--l1-alpha A] [--target-precision P] [--seed S] [--json] [--save FILTER.json]",
    summary: "The formalism-trap meta-evaluator (paper 003; metrics.md §4, §5): balanced L2 logistic regression of capture on the semantic clusters, L1 coefficients with standard errors, leave-one-domain-out AUC, swarm profiles, lexical grounding, and the vigilance threshold. A log without judge records is bad input.",
    args: [LOG],
    options: [
      ["--c C", "1", "inverse L2 penalty (scikit-learn's C), > 0"],
      ["--l1-alpha A", "1", "L1 penalty (statsmodels' alpha), >= 0"],
      ["--target-precision P", "0.9", "precision the vigilance threshold must reach on the test split, in [0, 1]"],
      SEED("seed of the stratified 80/20 split"),
      JSON_OPT,
      ["--save FILTER.json", "", "also write the deployable vigilance filter (out-of-fold threshold whose exact lower precision bound reaches the target; calibrated p_capture)"],
      ["--force", "", "save even when the threshold rests on fewer than 10 flagged calibration cases (recorded in the file)"],
      ["--dictionary DICT.json", "", "re-derive clusters from raw_labels through this dictionary before fitting"],
      ["--ordered-swarms", "", "keep ordered swarms apart in the per-swarm profiles (gpt,gemini ≠ gemini,gpt); by default the contract's multiset key merges them"],
    ],
    exit: [["0", "success"], ["1", "bad input, a single class, or no threshold reaches the target precision with --save"], ["2", "bad usage"]],
    examples: ["groupthink fit judge data/sim/judge/corpus.jsonl --json --save filter.json"],
  },
  "filter score": {
    usage: "groupthink filter score FILTER.json LOG... [--seed S] [--json] [--max-unknown-share X]",
    summary: "Score judge trajectories with a saved vigilance filter: one JSON line per record {uuid, p_capture, flagged} on stdout, in input order (flagged when p >= the filter's threshold); without --json a one-line count on stderr. A log without judge records is bad input.",
    args: [["FILTER.json", "a filter written by fit judge --save"], LOG],
    options: [SEED("accepted for uniformity; nothing here is random"), ["--json", "", "only the JSON lines (no summary on stderr)"], ["--max-unknown-share X", "0.5", "above this share of unknown cluster occurrences the log is another vocabulary: exit 1"]],
    examples: ["groupthink filter score filter.json fresh.jsonl --json"],
  },
  "sim serve": {
    usage: "groupthink sim serve [--port P] [--latency-ms L] [--p429 X] [--p500 X] [--phang X] [--pmalformed X] [--scenarios DIR] [--seed S]",
    summary: "Start the simulator's OpenAI-compatible server on 127.0.0.1 (it serves the profiles resistant, typical and susceptible, and the paper-calibrated -sim profiles, for every protocol), print its base URL on stdout and run until SIGINT/SIGTERM. Fault options are shares of requests. Every reply is simulated.",
    options: [
      ["--port P", "8089", "port (0: any free port)"],
      ["--latency-ms L", "0", "mean added latency"],
      ["--latency-sigma S", "0", "latency spread"],
      ["--p429 X", "0", "share of requests answered 429"],
      ["--p500 X", "0", "share answered 500"],
      ["--phang X", "0", "share that hang"],
      ["--pmalformed X", "0", "share with a malformed body"],
      ["--ptruncate X", "0", "share with a truncated reply"],
      ["--pbreak X", "0", "share with an unparseable reply text"],
      ["--retry-after-ms MS", "", "Retry-After on 429 replies"],
      ["--scenarios DIR", "", "an extra bank the simulator indexes (repeatable)"],
      SEED("fault and sampling seed"),
    ],
    exit: [["0", "stopped by a signal"], ["2", "bad usage"]],
    examples: ["groupthink sim serve --port 0 --p429 0.1"],
  },
  reparse: {
    usage: "groupthink reparse RUN_DIR [--json]",
    summary: "Re-derive labels from the stored raw replies with the protocol's current parsers (no requests), rewrite RUN_DIR/records.jsonl atomically and record the parser version in the manifest.",
    args: [["RUN_DIR", "a run folder written by groupthink run"]],
    options: [["--json", "", "print the summary as one JSON object"]],
    examples: ["groupthink reparse runs/ph1 --json"],
  },
  "scenarios validate": {
    usage: "groupthink scenarios validate [PATH] [--no-quotas] [--json] [--seed S]",
    summary: "Check the phantom scenario bank against the schema, the construction quotas and the mechanical annotation rubric; one FILE: ID: FIELD: reason line per problem on stderr.",
    args: [["PATH", "bank file or folder (default scenarios/phantom)"]],
    options: [["--no-quotas", "", "skip the construction-quota checks"], JSON_OPT, SEED("accepted for uniformity")],
    exit: [["0", "the bank is valid"], ["1", "problems found"], ["2", "bad usage"]],
    examples: ["groupthink scenarios validate --json"],
  },
  "judge corpus": {
    usage: "groupthink judge corpus --out FILE [--n N] [--seed S]",
    summary: "Write a simulated judge corpus (planted logistic ground truth from scenarios/sim/judge-profiles.json; every record simulated: true) as JSONL.",
    options: [["--out FILE", "", "output file (required)"], ["--n N", "22500", "trajectories"], SEED("draw seed"), ["--json", "", "print a JSON summary"]],
    examples: ["groupthink judge corpus --out data/sim/judge/corpus.jsonl --n 3000 --seed 0"],
  },
  "filter evaluate": {
    usage: "groupthink filter evaluate FILTER.json LOG... [--seed S] [--json]",
    summary: "How a saved vigilance filter does on a labelled judge log: precision, recall and the confusion matrix at its threshold with exact (Clopper-Pearson) 95% intervals, whether the filter's stated precision interval covers what it achieves, calibration of p_capture (reliability table, ECE) and drift against the training population (feature shares, score distribution, unknown clusters).",
    args: [["FILTER.json", "a filter written by fit judge --save"], LOG],
    options: [SEED("accepted for uniformity; nothing here is random"), JSON_OPT],
    examples: ["groupthink filter evaluate filter.json fresh.jsonl --json"],
  },
  "judge dictionary": {
    usage: "groupthink judge dictionary RUN_DIR|LOG... --out DICT.json --model M [--base-url URL] [--prompts DIR] [--seed S] [--json]",
    summary: "Build a versioned master dictionary from the raw phenomenon labels of judge records by paper 003's two-stage meta-clustering, through the runner's client. Every call is journaled in DICT.json.calls.jsonl; re-running replays it. Use the result with fit judge --dictionary or reparse --dictionary.",
    args: [["RUN_DIR|LOG...", "judge run folders or logs whose records carry raw_labels"]],
    options: [
      ["--out DICT.json", "", "where to write the dictionary (required)"],
      ["--model M", "", "the clustering model, or sim:PROFILE for the in-process simulator (required)"],
      ["--base-url URL", "$OPENAI_BASE_URL", "OpenAI-compatible endpoint"],
      ["--prompts DIR", "scenarios/judge/prompts", "template set"],
      SEED("seed of the calls"),
      JSON_OPT,
    ],
    examples: ["groupthink judge dictionary runs/judge --out dict.json --model sim:typical --json"],
  },
  screen: {
    usage: "groupthink screen LOG... [--members A,B,C] [--conditions C,...] [--bootstrap B] [--seed S] [--json]",
    summary: "Paper 002 §5's pre-deployment screen on a panel's own logs: for each condition, does majority voting protect against its members' errors? Per class, the panel's error rate minus the average reviewer's under the same condition with an item-bootstrap interval. Verdict: not protective when the panel errs more on either class with the interval above zero; protective when it errs less on at least one class with the interval below zero and more on neither; otherwise inconclusive; collapsed (instead of protective or inconclusive) when the panel errs on at least 95% of a class's complete-panel units (at least 10 units), e.g. flags every benign item. Beside it, the shift from the solo-majority and silent-peers panels.",
    args: [LOG],
    options: [
      ["--members A,B,C", "every reviewer", "the panel's members (models)"],
      ["--conditions C,...", "every condition present", "conditions to screen"],
      ["--bootstrap B", "2000", "item-bootstrap replicates"],
      SEED("seed of the item bootstrap"),
      JSON_OPT,
    ],
    examples: ["groupthink screen data/sim/panel --json"],
  },
  export: {
    usage: "groupthink export LOG|RUN... --format csv|parquet|jsonl --out FILE",
    summary: "Every record of the inputs, one row per record, nested fields flattened to the columns documented in docs/EXPORT.md: CSV (RFC 4180 quoting), Parquet (apache-arrow + parquet-wasm) or flat JSON Lines. Without --format the format comes from --out's extension.",
    args: [LOG],
    options: [["--format F", "from --out", "csv, parquet or jsonl"], ["--out FILE", "", "output file (required)"], ["--raw-formulas", "", "CSV: write cells starting with = + - @ TAB CR as they are (default: a leading ' neutralises them; docs/EXPORT.md)"], SEED("accepted for uniformity; nothing here is random")],
    examples: ["groupthink export data/samples/phantom-sample.jsonl --format csv --out phantom.csv"],
  },
  view: {
    usage: "groupthink view RUN_DIR... --out FILE.html [--title T]",
    summary: "One self-contained HTML page (no network, data embedded, model text escaped) to browse runs: a table of trials filterable by model, condition, label and parse failures; for each trial its record and the full requests and replies of its dialogue (phantom conditions, panel rounds, hidden-profile rounds, judge stages).",
    args: [["RUN_DIR...", "run folders written by groupthink run"]],
    options: [["--out FILE.html", "", "output page (required)"], ["--title T", "", "page title"], SEED("accepted for uniformity; nothing here is random")],
    examples: ["groupthink view data/runs/demo --out view.html"],
  },
  report: {
    usage: "groupthink report LOG|RUN... --out report.html [--bootstrap B] [--seed S] [--title T]",
    summary: "One shareable, self-contained HTML file: per protocol the records by model, every measure with its interval (interactive figures, plotly embedded once) and complete tables; labelled simulated exactly when input records are.",
    args: [LOG],
    options: [["--out report.html", "", "output file (required)"], ["--bootstrap B", "2000", "bootstrap replicates for the intervals"], SEED("seed of the bootstrap"), ["--title T", "", "report title"]],
    examples: ["groupthink report data/runs/demo --out report.html"],
  },
};
