/**
 * Strict parsers of the judge pipeline's replies (version {@link JUDGE_PARSER_VERSION}).
 *
 * @example
 * judgeParseFinalAnswer("…\nFINAL ANSWER: Bergen"); // => "Bergen"
 * judgeParseRubric('{"conflict_detection":2,"evidence_weighting":5,"independence":1,"stance":"aligned_with_swarm","accuracy":0,"rationale":"x"}').value?.evidence_weighting; // => 5
 */

/** Bump on any change to these parsers. */
export const JUDGE_PARSER_VERSION = "judge-1";

/** The judge's rubric. */
export interface JudgeRubric {
  conflict_detection: number;
  evidence_weighting: number;
  independence: number;
  stance: string;
  accuracy: 0 | 1;
  rationale: string;
}

/**
 * The last `FINAL ANSWER: x` line (trimmed, trailing period dropped), or null.
 * @example
 * judgeParseFinalAnswer("no answer"); // => null
 */
export function judgeParseFinalAnswer(text: string): string | null {
  const m = [...text.matchAll(/^[ \t]*FINAL ANSWER:[ \t]*(.+?)[ \t]*$/gm)];
  if (m.length === 0) return null;
  return m[m.length - 1][1].replace(/\.$/, "").trim() || null;
}

function jsonObject(text: string): Record<string, unknown> | string {
  const a = text.indexOf("{"), b = text.lastIndexOf("}");
  if (a < 0 || b < a) return "no JSON object in the reply";
  try {
    const o = JSON.parse(text.slice(a, b + 1));
    return typeof o === "object" && o !== null && !Array.isArray(o) ? o : "reply JSON is not an object";
  } catch (e) {
    return `reply JSON does not parse (${(e as Error).message})`;
  }
}

/**
 * Parse the judge's JSON rubric; `error` names the first problem.
 * @example
 * judgeParseRubric("{}").error; // => "evidence_weighting: expected an integer 1-5"
 */
export function judgeParseRubric(text: string): { value: JudgeRubric | null; error: string | null } {
  const o = jsonObject(text);
  if (typeof o === "string") return { value: null, error: o };
  for (const f of ["evidence_weighting", "conflict_detection", "independence"]) {
    const v = o[f];
    if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > 5) return { value: null, error: `${f}: expected an integer 1-5` };
  }
  if (o.accuracy !== 0 && o.accuracy !== 1) return { value: null, error: "accuracy: expected 0 or 1" };
  if (typeof o.stance !== "string") return { value: null, error: "stance: expected a string" };
  return {
    value: {
      conflict_detection: o.conflict_detection as number,
      evidence_weighting: o.evidence_weighting as number,
      independence: o.independence as number,
      stance: o.stance,
      accuracy: o.accuracy,
      rationale: typeof o.rationale === "string" ? o.rationale : "",
    },
    error: null,
  };
}

/**
 * Parse the extraction reply into raw phenomenon labels (at most 3 kept).
 * @example
 * judgeParsePhenomena('{"phenomena":[{"label":"consensus echo"}]}').value; // => ["consensus echo"]
 */
export function judgeParsePhenomena(text: string): { value: string[] | null; error: string | null } {
  const o = jsonObject(text);
  if (typeof o === "string") return { value: null, error: o };
  if (!Array.isArray(o.phenomena)) return { value: null, error: "phenomena: expected an array" };
  const labels: string[] = [];
  for (const p of o.phenomena) {
    if (typeof p !== "object" || p === null || typeof (p as { label?: unknown }).label !== "string") return { value: null, error: "phenomena[].label: expected a string" };
    labels.push((p as { label: string }).label);
  }
  return { value: labels.slice(0, 3), error: null };
}
