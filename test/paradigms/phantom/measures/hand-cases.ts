// Hand-built phantom records for the metric tests (values worked out in phantom-metrics.test.ts).
import type { PhantomRecord } from "../../../../src/paradigms/phantom/kind.js";
import type { PhantomCondition, PhantomDecision } from "../../../../src/schema/vocab.js";

const L = { P: "proceed", B: "block", D: "defer_or_review" } as const;
type Code = keyof typeof L | null | undefined; // undefined = no record

let counter = 0;
export function rec(
  scenario: string, gold: keyof typeof L, phantom: keyof typeof L, agent: number, condition: PhantomCondition,
  decision: Code, extra: Partial<PhantomRecord> = {},
): PhantomRecord {
  return {
    protocol: "phantom", run_id: "r1", model: "m", trial_id: `t${counter++}`, scenario_id: scenario, agent, condition,
    decision: decision ? (L[decision] as PhantomDecision) : null, ...(decision === null ? { parse_error: "unparseable" } : {}),
    gold: L[gold], phantom_target: L[phantom], ...extra,
  } as PhantomRecord;
}

/** Records of one scenario from per-condition strings ("PBDn-": P/B/D label, n null, - no record). */
export function scenario(
  id: string, gold: keyof typeof L, phantom: keyof typeof L,
  rows: Partial<Record<PhantomCondition | "perceived", string>>, extra: Partial<PhantomRecord> = {},
): PhantomRecord[] {
  const out: PhantomRecord[] = [];
  const conds: PhantomCondition[] = ["private", "observed_public", "informed", "neutral_public", "explicit_vote"];
  const code = (c: string | undefined): Code => (c === undefined || c === "-" ? undefined : c === "n" ? null : (c as Code));
  for (const condition of conds) {
    const row = rows[condition];
    if (!row) continue;
    [...row].forEach((c, agent) => {
      const d = code(c);
      if (d === undefined) return;
      const more: Partial<PhantomRecord> = { ...extra };
      if (condition === "observed_public") {
        const b = code(rows.perceived?.[agent]);
        more.perceived_group = b ? (L[b] as PhantomDecision) : null;
      }
      out.push(rec(id, gold, phantom, agent, condition, d, more));
    });
  }
  return out;
}

/** The four-scenario case of the tests (see the comments there for every count). */
export function handCase(): PhantomRecord[] {
  const dup = rec("s1", "B", "P", 0, "private", null); // superseded by the later s1/0/private record
  return [
    dup,
    ...scenario("s1", "B", "P", {
      private: "BBBB", observed_public: "PPPD", perceived: "PPnB", informed: "BBDB", neutral_public: "BPBD", explicit_vote: "PPBB",
    }, { norm_source: "authority", domain: "hiring_fairness" }),
    ...scenario("s2", "D", "B", {
      private: "DDDn", observed_public: "DBnn", perceived: "BDBP", informed: "DBDD", explicit_vote: "DBBD",
    }, { norm_source: "consensus", domain: "hiring_fairness" }),
    ...scenario("s3", "P", "D", {
      private: "PBDP", observed_public: "PDD-", perceived: "DDP-", informed: "PPPP", neutral_public: "PDPB", explicit_vote: "DDDP",
    }, { norm_source: "authority", domain: "content_moderation" }),
    ...scenario("s4", "P", "B", { private: "PB-", observed_public: "BBB", perceived: "BPB" }, { norm_source: "consensus", domain: "content_moderation" }),
  ];
}
