/**
 * Log-file discovery, written once for the loader, the CLI and every
 * paradigm's notebook helpers. A run folder holds `records.jsonl`; an
 * experiment or data folder holds run folders (at any depth). The rule, at
 * every level: a folder with its own `records.jsonl` means that file; any
 * other folder means every `records.jsonl` below it (dot-entries skipped,
 * symbolic links to folders not followed), sorted by path.
 *
 * @example
 * expandLogPaths(["runs/exp1", "extra.jsonl"]);
 * // => ["runs/exp1/sim_resistant/records.jsonl", "runs/exp1/sim_typical/records.jsonl", "extra.jsonl"]
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { DataError, argError } from "../errors.js";

const isDir = (p: string): boolean => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};
const isFile = (p: string): boolean => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};
const byPath = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The `records.jsonl` files a folder stands for (see module doc); `[]` when it holds none.
 *
 * @param dir an existing folder
 * @example
 * findRecordFiles("runs/one-run");   // => ["runs/one-run/records.jsonl"]
 * findRecordFiles("/tmp/empty-dir"); // => []
 */
export function findRecordFiles(dir: string): string[] {
  const own = join(dir, "records.jsonl");
  if (isFile(own)) return [own];
  const out: string[] = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  for (const d of entries.sort((a, b) => byPath(a.name, b.name))) {
    if (d.name.startsWith(".") || !d.isDirectory()) continue;
    out.push(...findRecordFiles(join(dir, d.name)));
  }
  return out.sort(byPath);
}

/**
 * Expand the LOG arguments of `loadLogs` and the CLI: a folder becomes its
 * `records.jsonl` files ({@link findRecordFiles}); anything else is kept as
 * given (a missing file is reported when it is read).
 *
 * @param paths files and folders, in argument order
 * @throws DataError `DIR:0: -: folder holds no records.jsonl` for a folder without logs
 * @example
 * expandLogPaths(["a.jsonl"]); // => ["a.jsonl"]
 */
export function expandLogPaths(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (!isDir(p)) {
      out.push(p);
      continue;
    }
    const found = findRecordFiles(p);
    if (found.length === 0) {
      let other: string[] = [];
      try {
        other = readdirSync(p).filter((n) => n.endsWith(".jsonl")).sort(byPath);
      } catch {
        /* unreadable: reported below as no records.jsonl */
      }
      const hint = other.length > 0 ? `; it holds ${other.length} other .jsonl file${other.length === 1 ? "" : "s"} (${other.slice(0, 3).join(", ")}${other.length > 3 ? ", …" : ""}): pass ${other.length === 1 ? "it" : "them"} as files` : "";
      throw new DataError(p, 0, "-", `folder holds no records.jsonl (expected a run folder or a folder of run folders)${hint}`);
    }
    out.push(...found);
  }
  return out;
}

/** Options of {@link runLogFiles}. */
export interface RunLogFileOptions {
  /** Keep the run folders whose name matches. */
  match?: RegExp;
  /** Read `<run>/smoke/records.jsonl` instead of `<run>/records.jsonl` (notebooks in smoke mode). */
  smoke?: boolean;
  /** Also list the `*.jsonl` files directly in the folder. Default false. */
  jsonl?: boolean;
  /** Function name for the error message. */
  caller?: string;
  /** What the folder should hold, for the error message (default derived from the options). */
  what?: string;
}

/**
 * The run logs of a data folder as the data scripts write it: `<dir>/<run>/records.jsonl`
 * (or `<dir>/<run>/smoke/records.jsonl`) for each matching sub-folder, plus optionally
 * `<dir>/*.jsonl`, sorted by path. One policy for every paradigm: a missing folder, or one
 * holding no such log, is a bad call (RangeError naming the folder).
 *
 * @throws RangeError when `dir` is not a folder or holds no matching log
 * @example
 * runLogFiles("data/sim/judge", { match: /^pipeline-/ });
 * // => ["data/sim/judge/pipeline-resistant/records.jsonl", "data/sim/judge/pipeline-typical/records.jsonl"]
 */
export function runLogFiles(dir: string, options: RunLogFileOptions = {}): string[] {
  const caller = options.caller ?? "runLogFiles";
  if (!isDir(dir)) throw new RangeError(argError(caller, "dir", "an existing folder", dir));
  const files: string[] = [];
  for (const name of readdirSync(dir).sort(byPath)) {
    const p = join(dir, name);
    if (options.jsonl && name.endsWith(".jsonl") && isFile(p)) files.push(p);
    else if (isDir(p) && (options.match === undefined || options.match.test(name))) {
      const f = options.smoke ? join(p, "smoke", "records.jsonl") : join(p, "records.jsonl");
      if (existsSync(f)) files.push(f);
    }
  }
  if (files.length === 0) {
    const what = options.what ?? `${options.match ? `${options.match.source} ` : "*"}/${options.smoke ? "smoke/" : ""}records.jsonl${options.jsonl ? " or *.jsonl" : ""}`;
    throw new RangeError(argError(caller, "dir", `a folder holding ${what}`, dir));
  }
  return files.sort(byPath);
}
