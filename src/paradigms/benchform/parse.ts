/**
 * BenchForm's answer, from a reply: the letter of the last
 * `The best answer is: "(X) …"` statement (as BenchForm's `extract_answer`
 * takes the last one; also `is: (X)`, `is (X)`, `Answer: (X)`, or a reply
 * that is only `(X) …`), after reasoning blocks are dropped. A letter beyond
 * the item's options, or no statement, is unparsed: `answer` null with the
 * reason (BenchForm scores it as not correct; so do the measures here).
 *
 * @example
 * parseBenchformAnswer('You: The best answer is: "(B) False"', 2); // => { answer: "B", error: null }
 * parseBenchformAnswer("I am not sure.", 2).answer; // => null
 */
import { stripReasoningBlocks } from "../../runner/reply-text.js";
import { benchformLetter } from "./prompts.js";

/** Version of the parser, recorded in records and manifests. */
export const BENCHFORM_PARSER_VERSION = "benchform-answer/1";

const STATED = /\b(?:answer\s+is|answer)\s*:?\s*["“'*]*\s*\(\s*([A-Za-z])\s*\)/gi;
const ALONE = /^\s*(?:You:\s*)?["“*]*\(\s*([A-Z])\s*\)/;

/**
 * Parse a reply for an item with `nOptions` options.
 *
 * @param text the reply
 * @param nOptions how many options the item has (letters A… beyond it are rejected)
 * @example
 * parseBenchformAnswer("<think>(A)?</think>The best answer is (C) x", 3); // => { answer: "C", error: null }
 * parseBenchformAnswer('The best answer is: "(D) x"', 2); // => { answer: null, error: "answer (D) is not one of A-B" }
 */
export function parseBenchformAnswer(text: string, nOptions: number): { answer: string | null; error: string | null } {
  const t = stripReasoningBlocks(text);
  const all = [...t.matchAll(STATED)];
  const m = all.length > 0 ? all[all.length - 1] : ALONE.exec(t);
  if (!m) return { answer: null, error: 'no "The best answer is: (X)" in the reply' };
  const letter = m[1].toUpperCase();
  const last = benchformLetter(nOptions - 1);
  if (letter.charCodeAt(0) - 65 >= nOptions) return { answer: null, error: `answer (${letter}) is not one of A-${last}` };
  return { answer: letter, error: null };
}
