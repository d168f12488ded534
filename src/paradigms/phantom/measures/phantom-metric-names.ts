/**
 * The 19 phantom-consensus measures (spec metrics.md §1) in the order of the
 * `groupthink metrics phantom --json` document (cli.md), and the six
 * gold→phantom directions (paper 000, Table 7).
 *
 * @example
 * PHANTOM_METRICS.length;          // => 19
 * PHANTOM_METRICS[0];              // => "private_acc"
 * phantomDirection("block", "proceed"); // => "block→proceed"
 */
import { PHANTOM_DECISIONS, type PhantomDecision, type PhantomDirection } from "../../../schema/vocab.js";

// The direction vocabulary lives in the schema (shared with the runner's bank quotas).
export { PHANTOM_DIRECTIONS, type PhantomDirection } from "../../../schema/vocab.js";

/** Metric keys (snake_case, cli.md order). */
export const PHANTOM_METRICS = [
  "private_acc", "public_acc", "informed_acc", "ppg", "crfr", "p_crfr", "trr", "pba", "pbe", "pifr",
  "flip", "pier", "pfa", "n_acc", "n_phan", "ev_acc", "ev_phan", "obs_n_gap", "obs_ev_gap",
] as const;
export type PhantomMetricName = (typeof PHANTOM_METRICS)[number];

/** Display labels as the paper prints them. */
export const PHANTOM_METRIC_LABELS: Readonly<Record<PhantomMetricName, string>> = {
  private_acc: "Private Acc", public_acc: "Public Acc", informed_acc: "Informed Acc", ppg: "PPG",
  crfr: "CRFR", p_crfr: "P-CRFR", trr: "TRR", pba: "PBA", pbe: "PBE", pifr: "PIFR",
  flip: "Flip", pier: "PIER", pfa: "PFA", n_acc: "N-Acc", n_phan: "N-Phan.", ev_acc: "EV-Acc",
  ev_phan: "EV-Phan.", obs_n_gap: "Obs-N Gap", obs_ev_gap: "Obs-EV Gap",
};

/**
 * The direction key of a gold label and a phantom target.
 * @throws RangeError when gold equals phantom or either is not a label
 */
export function phantomDirection(gold: PhantomDecision, phantom: PhantomDecision): PhantomDirection {
  if (gold === phantom || !PHANTOM_DECISIONS.includes(gold) || !PHANTOM_DECISIONS.includes(phantom)) {
    throw new RangeError(`phantomDirection(gold, phantom): expected two different labels, received ${gold}, ${phantom}`);
  }
  return `${gold}→${phantom}` as PhantomDirection;
}
