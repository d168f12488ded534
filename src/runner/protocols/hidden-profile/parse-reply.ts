/**
 * Strict, versioned parsers of hidden-profile replies. A vote reply is a JSON
 * object `{"vote": <option>, "rationale": ...}` (the first `{...}` block of the
 * text; code fences allowed); the vote must equal one of the options after
 * trimming, case-insensitively. A discussion message states its choice on a
 * line `Current choice: <option>` (the last such line counts).
 *
 * @example
 * parseHpVote('{"vote": "north hill", "rationale": "safe"}', ["North Hill", "East Town"]);
 * // => { vote: "North Hill", rationale: "safe", error: null }
 * parseHpChoice("We should go.\nCurrent choice: East Town", ["North Hill", "East Town"]); // => "East Town"
 */

/** Version of these parsers (recorded in manifests; `reparse` re-derives with it). */
export const HP_PARSER_VERSION = "hidden_profile-1";

function matchOption(text: string, options: readonly string[]): string | null {
  const t = text.trim().replace(/^["'*]+|["'*.]+$/g, "").trim().toLowerCase();
  return options.find((o) => o.toLowerCase() === t) ?? null;
}

/** Parse a vote reply; `error` says why not when `vote` is null. */
export function parseHpVote(text: string, options: readonly string[]): { vote: string | null; rationale: string | null; error: string | null } {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start === -1 || end < start) return { vote: null, rationale: null, error: "no JSON object in reply" };
  let obj: unknown;
  try {
    obj = JSON.parse(text.slice(start, end + 1));
  } catch {
    return { vote: null, rationale: null, error: "reply JSON does not parse" };
  }
  const o = obj as { vote?: unknown; rationale?: unknown };
  const rationale = typeof o.rationale === "string" ? o.rationale : null;
  if (typeof o.vote !== "string") return { vote: null, rationale, error: "no string field 'vote'" };
  const vote = matchOption(o.vote, options);
  if (vote === null) return { vote: null, rationale, error: `vote ${JSON.stringify(o.vote)} is not one of the options` };
  return { vote, rationale, error: null };
}

/** The option stated on the last `Current choice:` line, or null. */
export function parseHpChoice(text: string, options: readonly string[]): string | null {
  const all = [...text.matchAll(/current choice:\s*(.+)$/gim)];
  if (all.length === 0) return null;
  return matchOption(all[all.length - 1][1], options);
}
