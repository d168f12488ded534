/**
 * The structural rigor score of a reasoning trace (metrics.md §4 "lexical
 * grounding" and §5; paper 003, §3.4): the number of markdown code-fence
 * lines (a line starting, after optional spaces/tabs, with three backticks;
 * a block counts 2) + bracketed or braced identifiers `[name]`, `{name}` +
 * list items (`-`, `*`, `+` or `1.`/`1)` followed by whitespace and text).
 * All classes are ASCII.
 *
 * @example
 * structuralRigorScore("```\nx\n```\n- [state] set\n1. {log} ok"); // => 6 (2 + 2 + 2)
 */
import { argError } from "../../../errors.js";

// One scan (issue 22: four regex scans of every trace were 77 ms of `fit judge` on 22,500 traces): each line
// start (0 or just after "\n") is tried for a fence and a list item, and `[`/`{` are found with indexOf. The
// patterns, as regexes, and why the hand-written matchers find the same matches:
//   fence  /^[ \t]*```/ at a line start — never holds "\n", so it is one test per line;
//   list   /^WS*(?:[-*+]|[0-9]+[.)])WS+[^WS]/ at a line start, WS = [ \t\n\r\f\v] — may run over line ends
//          (blank lines before it, a line end after the marker); every quantifier is greedy and backtracking
//          cannot help (the class after each run excludes what the run takes), so each run is taken whole.
//          A match ends on a non-WS character, so the next try is the first line start after it (the global
//          scan's leftmost non-overlapping matches, as the line-start scan of the regex found them);
//   ids    /\[[A-Za-z_][A-Za-z0-9_]*\]/g and the same in braces — a failed try at a `[` resumes at the next
//          `[` (none lies inside the identifier run), a match at the next `[` after its `]`.

/** True for the regex class [ \t\n\r\f\v]. */
function isWs(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/** The end (exclusive) of a list-item match tried at `p`, or -1. */
function listItemEnd(s: string, p: number): number {
  const n = s.length;
  let i = p;
  while (i < n && isWs(s.charCodeAt(i))) i++;
  if (i >= n) return -1;
  const c = s.charCodeAt(i);
  if (c === 45 || c === 42 || c === 43) i++; // - * +
  else if (c >= 48 && c <= 57) {
    i++;
    while (i < n && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
    const d = s.charCodeAt(i);
    if (d !== 46 && d !== 41) return -1; // . )
    i++;
  } else return -1;
  const ws = i;
  while (i < n && isWs(s.charCodeAt(i))) i++;
  return i === ws || i >= n ? -1 : i + 1;
}

/** True when a fence starts at line start `p`. */
function fenceAt(s: string, p: number): boolean {
  let i = p;
  let c = s.charCodeAt(i);
  while (c === 32 || c === 9) c = s.charCodeAt(++i);
  return c === 96 && s.charCodeAt(i + 1) === 96 && s.charCodeAt(i + 2) === 96;
}

/** True for [A-Za-z_] (`digits` false) or [A-Za-z0-9_] (`digits` true). */
function isIdChar(c: number, digits: boolean): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || (digits && c >= 48 && c <= 57);
}

/** Non-overlapping `open` identifier `close` runs (`[name]`, `{name}`). */
function countIds(s: string, open: string, close: number): number {
  let n = 0;
  let i = s.indexOf(open);
  while (i >= 0) {
    let j = i + 1;
    if (isIdChar(s.charCodeAt(j), false)) {
      j++;
      while (isIdChar(s.charCodeAt(j), true)) j++;
      if (s.charCodeAt(j) === close) {
        n++;
        i = s.indexOf(open, j + 1);
        continue;
      }
    }
    i = s.indexOf(open, i + 1);
  }
  return n;
}

/**
 * The key under which a loader that scored a record's `thought` and left the text behind keeps its
 * {@link structuralRigorScore} (`fit judge`'s projected records, issue 22): a symbol, so no field of a log
 * (JSON has only string keys) can stand in for it. {@link judgeGrounding} reads it instead of scoring `thought`.
 * @example
 * typeof JUDGE_RIGOR_SCORE; // => "symbol"
 */
export const JUDGE_RIGOR_SCORE: unique symbol = Symbol("structuralRigorScore");

/**
 * Count formatting artefacts in `text`.
 * @throws TypeError when text is not a string
 * @example
 * structuralRigorScore("plain prose"); // => 0
 */
export function structuralRigorScore(text: string): number {
  if (typeof text !== "string") throw new TypeError(argError("structuralRigorScore", "text", "a string", text));
  let n = 0;
  let listFrom = 0; // the next list item may start at a line start >= this (the last one's end)
  for (let p = 0; ; ) {
    if (fenceAt(text, p)) n++;
    if (p >= listFrom) {
      const end = listItemEnd(text, p);
      if (end >= 0) {
        n++;
        listFrom = end;
      }
    }
    const q = text.indexOf("\n", p);
    if (q < 0) break;
    p = q + 1;
  }
  return n + countIds(text, "[", 93) + countIds(text, "{", 125);
}
