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

// `(?<![^\n])` = start of text or just after "\n" (Python's re.M `^`; JS's `m` flag would also split at \r).
const WS = "[ \\t\\n\\r\\f\\v]";
const FENCE = /(?<![^\n])[ \t]*```/g;
const BRACKET_ID = /\[[A-Za-z_][A-Za-z0-9_]*\]/g;
const BRACE_ID = /\{[A-Za-z_][A-Za-z0-9_]*\}/g;
const LIST_ITEM = new RegExp(`(?<![^\\n])${WS}*(?:[-*+]|[0-9]+[.)])${WS}+[^ \\t\\n\\r\\f\\v]`, "g");

function count(re: RegExp, s: string): number {
  let n = 0;
  re.lastIndex = 0;
  while (re.exec(s) !== null) n++;
  return n;
}

/**
 * Count formatting artefacts in `text`.
 * @throws TypeError when text is not a string
 * @example
 * structuralRigorScore("plain prose"); // => 0
 */
export function structuralRigorScore(text: string): number {
  if (typeof text !== "string") throw new TypeError(argError("structuralRigorScore", "text", "a string", text));
  return count(FENCE, text) + count(BRACKET_ID, text) + count(BRACE_ID, text) + count(LIST_ITEM, text);
}
