/**
 * The `benchform` record kind: one answer of a model to one BIG-Bench Hard
 * multiple-choice item under one BenchForm protocol (Weng, Chen & Wang,
 * ICLR 2025, arXiv 2501.13381, §3): `raw` (alone), `correct_guidance` /
 * `wrong_guidance` (a majority of the six other players gives the right /
 * a wrong answer), `trust` / `doubt` (after prior discussion rounds in which
 * the majority was right / wrong, the majority now gives a wrong / the right
 * answer). `majority` is how many of the six other players form the majority
 * (3–6; null under `raw`), `rounds` the prior discussion rounds shown (0
 * outside trust and doubt), `mode` the subject's persona (`default`, or the
 * `empowered` persona, the paper's §5 mitigation).
 *
 * @example
 * BENCHFORM_KIND.name; // => "benchform"
 * BENCHFORM_KIND.naturalKey({ model: "m", item_id: "navigate:2", condition: "raw", majority: null, rounds: 0, mode: "default" });
 * // => ["m", "navigate:2", "raw", null, 0, "default"]
 */
import { ENVELOPE_SPEC } from "../../schema/envelope.js";
import { defineRecordKind, type RecordOfKind } from "../../schema/record-kind.js";

/** BenchForm's five protocols, in the paper's order. */
export const BENCHFORM_CONDITIONS = ["raw", "correct_guidance", "wrong_guidance", "trust", "doubt"] as const;
/** A BenchForm protocol name. */
export type BenchformCondition = (typeof BENCHFORM_CONDITIONS)[number];
/** The subject's persona: the default assistant, or the empowered persona (mitigation). */
export const BENCHFORM_MODES = ["default", "empowered"] as const;

/** Protocols whose majority gives the correct answer in the current round. */
export const BENCHFORM_MAJORITY_RIGHT: readonly BenchformCondition[] = ["correct_guidance", "doubt"];

/** The field spec of a benchform record (the envelope plus the fields below). */
export const BENCHFORM_SPEC = {
  ...ENVELOPE_SPEC,
  protocol: { kind: "enum", values: ["benchform"], required: true },
  item_id: { kind: "string", required: true },
  task: { kind: "string", required: true },
  condition: { kind: "enum", values: BENCHFORM_CONDITIONS, required: true },
  majority: { kind: "int", required: true, nullable: true, min: 3, max: 6 },
  rounds: { kind: "int", required: true, min: 0, max: 5 },
  mode: { kind: "enum", values: BENCHFORM_MODES, required: true },
  n_options: { kind: "int", required: true, min: 2, max: 26 },
  guided_answer: { kind: "string", required: true, nullable: true },
  answer: { kind: "string", required: true, nullable: true, label: true },
  gold: { kind: "string", required: true },
  prompt_version: { kind: "string", required: false },
  parser_version: { kind: "string", required: false },
} as const;

function violation(r: Readonly<Record<string, unknown>>): { field: string; reason: string } | null {
  const c = r.condition as BenchformCondition;
  if (c === "raw") {
    if (r.majority !== null) return { field: "majority", reason: `must be null under raw, received ${JSON.stringify(r.majority)}` };
    if (r.guided_answer !== null) return { field: "guided_answer", reason: "must be null under raw" };
  } else {
    if (r.majority === null) return { field: "majority", reason: `required (3-6) under ${c}` };
    if (r.guided_answer === null) return { field: "guided_answer", reason: `required under ${c}` };
    const right = BENCHFORM_MAJORITY_RIGHT.includes(c);
    if (right && r.guided_answer !== r.gold) return { field: "guided_answer", reason: `must equal gold under ${c}` };
    if (!right && r.guided_answer === r.gold) return { field: "guided_answer", reason: `must differ from gold under ${c}` };
  }
  const multi = c === "trust" || c === "doubt";
  if (multi && (r.rounds as number) < 1) return { field: "rounds", reason: `must be 1-5 under ${c}, received ${JSON.stringify(r.rounds)}` };
  if (!multi && r.rounds !== 0) return { field: "rounds", reason: `must be 0 under ${c}, received ${JSON.stringify(r.rounds)}` };
  return null;
}

/** The benchform record kind (registered by the paradigm's one line in `src/paradigms/all.ts`). */
export const BENCHFORM_KIND = defineRecordKind("benchform", BENCHFORM_SPEC, {
  naturalKey: (r) => [r.model, r.item_id, r.condition, r.majority, r.rounds, r.mode],
  summaryFields: ["task", "condition", "majority"],
  check: violation,
});

/** A benchform record (derived from {@link BENCHFORM_KIND}; no casts needed). */
export type BenchformRecord = RecordOfKind<typeof BENCHFORM_KIND>;

declare module "../../schema/records.js" {
  interface RecordTypes {
    benchform: BenchformRecord;
  }
}
