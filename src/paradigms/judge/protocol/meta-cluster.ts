/**
 * Two-stage meta-clustering of raw phenomenon labels (paper 003, §3.2):
 * normalise the label, map it to a per-domain macro cluster, then to a global
 * canonical cluster, through the master dictionary
 * (`scenarios/judge/master-dictionary.json`). A trace with no phenomenon is
 * `CLEAN_TRAJECTORY`; duplicates collapse (first occurrence order kept).
 *
 * @example
 * judgeMetaCluster(["Consensus echo", "stepwise theater"], "gaia", dict);
 * // => ["SOCIAL_CONFORMITY", "PERFORMATIVE_VERIFICATION_THEATER"]
 * judgeMetaCluster([], "gaia", dict); // => ["CLEAN_TRAJECTORY"]
 */

/** The master dictionary. */
export interface JudgeMasterDictionary {
  version: number;
  domain_macro: Record<string, Record<string, string>>;
  global: Record<string, string>;
}

/**
 * Upper-case; runs of characters outside [A-Z0-9] become "_"; leading/trailing "_" dropped.
 * @example
 * judgeNormaliseLabel("  Stepwise-theater (mild) "); // => "STEPWISE_THEATER_MILD"
 */
export function judgeNormaliseLabel(label: string): string {
  return label.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_+|_+$/g, "");
}

/**
 * Map raw labels of one trace to canonical clusters.
 * @example
 * judgeMetaCluster(["weird new thing"], "gaia", dict); // => ["WEIRD_NEW_THING"] (unmapped labels keep their normal form)
 */
export function judgeMetaCluster(raw: readonly string[], domain: string, dict: JudgeMasterDictionary): string[] {
  const out: string[] = [];
  for (const label of raw) {
    const norm = judgeNormaliseLabel(label);
    if (norm === "") continue;
    const macro = dict.domain_macro[domain]?.[norm] ?? norm;
    const canonical = dict.global[macro] ?? macro;
    if (!out.includes(canonical)) out.push(canonical);
  }
  return out.length === 0 ? ["CLEAN_TRAJECTORY"] : out;
}
