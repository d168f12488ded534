// V8 flags for a light command (issue 22, a quick start; measured in docs/SCALE.md, "Start-up"), set by
// bin/groupthink.js with v8.setFlagsFromString before the command's bundle loads. A light command is a short
// process that reads a log once:
//
// - --interrupt-budget=1081344 (16 × V8's 67,584 bytes of bytecode run before a function is considered for
//   TurboFan): the optimizing compiler, on its background thread, is spent only on the code that stays hot,
//   not on every function a 0.3 s command runs a few times. Paired: 12–24% less CPU on `metrics
//   panel|hidden_profile` and `fit judge` on small logs, no slower on 10^5 records.
// - --semi-space-growth-factor=1, when the logs named on the command line come to less than SMALL_INPUT bytes:
//   the young generation keeps its first size instead of doubling up to 16 MB while the records are read, so
//   the process touches fewer fresh pages (on the project's VM a page fault costs ~13 µs, and fresh pages were
//   most of the system time). Paired on default-size logs: CPU 0.81 for `metrics hidden_profile` (5,790
//   records), 0.92 for phantom (9,600), 0.93 for `fit judge` (2,000), 1.00 on 20,000 judge records, 0.95 on
//   10^5 phantom records; peak memory 10–20% lower. On 10^6 phantom records it was 10% slower (each scavenge
//   copies the records kept so far), hence the bound. A folder counts as its records.jsonl; a folder without
//   one (an experiment of many runs) counts as large.
//
// A flag the user gave (on node's command line or in NODE_OPTIONS) for the same setting is left as it is:
// --interrupt-budget for the first; --semi-space-growth-factor, --min-semi-space-size or
// --max-semi-space-size for the second.
import { statSync } from "node:fs";
import { join } from "node:path";

/** Logs under this many bytes in all are "small" (10^5 phantom records are 78 MB; 10^6 are 782 MB). */
export const SMALL_INPUT = 128 * 1024 * 1024;

/**
 * Bytes of the files named among `words` (a folder counts as its records.jsonl; Infinity for a folder
 * without one); words that name nothing on disk (commands, option values) count 0.
 * @param {readonly string[]} words the command's arguments
 * @returns {number}
 * @example
 * inputBytes(["metrics", "phantom", "data/samples/phantom-sample.jsonl", "--json"]); // => 72305 (the sample's size)
 */
export function inputBytes(words) {
  let n = 0;
  for (const w of words) {
    if (w.startsWith("-")) continue;
    let s;
    try {
      s = statSync(w);
    } catch {
      continue;
    }
    if (s.isFile()) n += s.size;
    else if (s.isDirectory()) {
      try {
        n += statSync(join(w, "records.jsonl")).size;
      } catch {
        return Infinity;
      }
    }
  }
  return n;
}

/**
 * The V8 flags for a light command with these arguments, leaving out a setting the user gave.
 * @param {readonly string[]} words the command's arguments
 * @param {readonly string[]} own node's own flags: process.execArgv and the words of NODE_OPTIONS
 * @returns {string[]}
 * @example
 * lightCommandFlags(["metrics", "phantom", "data/samples/phantom-sample.jsonl"], []);
 * // => ["--interrupt-budget=1081344", "--semi-space-growth-factor=1"]
 * lightCommandFlags(["metrics", "phantom", "data/samples/phantom-sample.jsonl"], ["--interrupt-budget=67584"]);
 * // => ["--semi-space-growth-factor=1"]
 */
export function lightCommandFlags(words, own) {
  const gave = (names) => own.some((a) => names.some((n) => a.includes(n)));
  const flags = [];
  if (!gave(["--interrupt-budget"])) flags.push("--interrupt-budget=1081344");
  if (!gave(["--semi-space-growth-factor", "--min-semi-space-size", "--max-semi-space-size"]) && inputBytes(words) < SMALL_INPUT) {
    flags.push("--semi-space-growth-factor=1");
  }
  return flags;
}
