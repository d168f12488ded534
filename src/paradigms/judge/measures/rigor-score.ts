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

// Fences and list items match only at the start of the text or just after "\n" (Python's re.M `^`; JS's
// `m` flag would also split at \r). Issue 22: a lookbehind `(?<![^\n])` made the engine try every
// position of every trace; the same matches come from trying the sticky patterns at line starts only
// (found with indexOf), in ascending order from where the last match ended — the global scan's leftmost
// matches, one by one.
const WS = "[ \\t\\n\\r\\f\\v]";
const FENCE_AT_LINE = /[ \t]*```/y;
const BRACKET_ID = /\[[A-Za-z_][A-Za-z0-9_]*\]/g;
const BRACE_ID = /\{[A-Za-z_][A-Za-z0-9_]*\}/g;
const LIST_ITEM_AT_LINE = new RegExp(`${WS}*(?:[-*+]|[0-9]+[.)])${WS}+[^ \\t\\n\\r\\f\\v]`, "y");

function count(re: RegExp, s: string): number {
  let n = 0;
  re.lastIndex = 0;
  while (re.exec(s) !== null) n++;
  return n;
}

/** Non-overlapping matches of the sticky `re` that start at a line start (0 or just after "\n"). */
function countAtLineStarts(re: RegExp, s: string): number {
  let n = 0, p = 0;
  for (;;) {
    re.lastIndex = p;
    if (re.test(s)) {
      n++;
      p = re.lastIndex;
      if (s.charCodeAt(p - 1) === 10) continue; // the match ended a line: p starts the next one
    }
    const q = s.indexOf("\n", p);
    if (q < 0) return n;
    p = q + 1;
  }
}

/**
 * Count formatting artefacts in `text`.
 * @throws TypeError when text is not a string
 * @example
 * structuralRigorScore("plain prose"); // => 0
 */
export function structuralRigorScore(text: string): number {
  if (typeof text !== "string") throw new TypeError(argError("structuralRigorScore", "text", "a string", text));
  return countAtLineStarts(FENCE_AT_LINE, text) + count(BRACKET_ID, text) + count(BRACE_ID, text) + countAtLineStarts(LIST_ITEM_AT_LINE, text);
}
