/**
 * The paper's reported values (paper 000, Tables 1, 2, 8 and 9 — all 19
 * measures for its nine models, three decimals as printed; the shared
 * columns of the four tables agree), and the matching of a model or
 * simulator-profile name to a paper model (`qwen-2.5-7b-sim` → `Qwen-2.5-7B`).
 * Used to print the paper's number beside the number recovered from the
 * paper-calibrated simulator profiles.
 *
 * @example
 * PHANTOM_PAPER_VALUES["Qwen-2.5-7B"].crfr; // => 0.473
 * phantomPaperModel("qwen-2.5-7b-sim");      // => "Qwen-2.5-7B"
 * phantomPaperModel("typical");              // => null
 */
import type { PhantomMetricName } from "./phantom-metric-names.js";

/** Paper models in the paper's row order (closed-weight, then open-weight). */
export const PHANTOM_PAPER_MODELS = [
  "Gemini-3.5-Flash", "Gemini-2.5-Pro", "Gemini-2.5-Flash", "Qwen-2.5-32B", "Mistral-Small-24B", "Phi-4",
  "Mistral-Nemo-12B", "Llama-3.1-8B", "Qwen-2.5-7B",
] as const;
export type PhantomPaperModel = (typeof PHANTOM_PAPER_MODELS)[number];

/** Reported values per paper model and measure. */
export const PHANTOM_PAPER_VALUES: Readonly<Record<PhantomPaperModel, Readonly<Record<PhantomMetricName, number>>>> = {
  "Gemini-3.5-Flash": { private_acc: 0.776, public_acc: 0.612, informed_acc: 0.782, ppg: 0.164, crfr: 0.154, p_crfr: 0.092, trr: 0.946, pba: 0.658, pbe: 0.771, pifr: 0.112, flip: 0.207, pier: 0.184, pfa: 0.199, n_acc: 0.752, n_phan: 0.092, ev_acc: 0.655, ev_phan: 0.171, obs_n_gap: 0.107, obs_ev_gap: 0.028 },
  "Gemini-2.5-Pro": { private_acc: 0.783, public_acc: 0.622, informed_acc: 0.781, ppg: 0.161, crfr: 0.165, p_crfr: 0.1, trr: 0.914, pba: 0.571, pbe: 0.741, pifr: 0.123, flip: 0.23, pier: 0.193, pfa: 0.194, n_acc: 0.798, n_phan: 0.065, ev_acc: 0.7, ev_phan: 0.151, obs_n_gap: 0.129, obs_ev_gap: 0.043 },
  "Gemini-2.5-Flash": { private_acc: 0.787, public_acc: 0.66, informed_acc: 0.787, ppg: 0.127, crfr: 0.098, p_crfr: 0.054, trr: 0.888, pba: 0.512, pbe: 0.666, pifr: 0.088, flip: 0.182, pier: 0.153, pfa: 0.163, n_acc: 0.749, n_phan: 0.093, ev_acc: 0.663, ev_phan: 0.146, obs_n_gap: 0.07, obs_ev_gap: 0.017 },
  "Qwen-2.5-32B": { private_acc: 0.731, public_acc: 0.421, informed_acc: 0.725, ppg: 0.31, crfr: 0.433, p_crfr: 0.208, trr: 0.979, pba: 0.478, pbe: 0.671, pifr: 0.225, flip: 0.603, pier: 0.452, pfa: 0.294, n_acc: 0.771, n_phan: 0.084, ev_acc: 0.49, ev_phan: 0.319, obs_n_gap: 0.21, obs_ev_gap: -0.024 },
  "Mistral-Small-24B": { private_acc: 0.801, public_acc: 0.579, informed_acc: 0.804, ppg: 0.222, crfr: 0.229, p_crfr: 0.152, trr: 1.0, pba: 0.507, pbe: 0.649, pifr: 0.17, flip: 0.29, pier: 0.253, pfa: 0.228, n_acc: 0.811, n_phan: 0.061, ev_acc: 0.634, ev_phan: 0.22, obs_n_gap: 0.167, obs_ev_gap: 0.007 },
  "Phi-4": { private_acc: 0.76, public_acc: 0.593, informed_acc: 0.753, ppg: 0.168, crfr: 0.171, p_crfr: 0.098, trr: 0.97, pba: 0.58, pbe: 0.705, pifr: 0.113, flip: 0.222, pier: 0.194, pfa: 0.201, n_acc: 0.792, n_phan: 0.079, ev_acc: 0.621, ev_phan: 0.223, obs_n_gap: 0.122, obs_ev_gap: -0.022 },
  "Mistral-Nemo-12B": { private_acc: 0.637, public_acc: 0.47, informed_acc: 0.62, ppg: 0.167, crfr: 0.31, p_crfr: 0.148, trr: 0.822, pba: 0.339, pbe: 0.608, pifr: 0.173, flip: 0.612, pier: 0.344, pfa: 0.28, n_acc: 0.68, n_phan: 0.14, ev_acc: 0.331, ev_phan: 0.366, obs_n_gap: 0.14, obs_ev_gap: -0.086 },
  "Llama-3.1-8B": { private_acc: 0.728, public_acc: 0.598, informed_acc: 0.561, ppg: 0.129, crfr: 0.135, p_crfr: 0.11, trr: 0.623, pba: 0.63, pbe: 0.738, pifr: 0.129, flip: 0.214, pier: 0.165, pfa: 0.225, n_acc: 0.572, n_phan: 0.195, ev_acc: 0.346, ev_phan: 0.343, obs_n_gap: 0.03, obs_ev_gap: -0.118 },
  "Qwen-2.5-7B": { private_acc: 0.77, public_acc: 0.292, informed_acc: 0.771, ppg: 0.478, crfr: 0.473, p_crfr: 0.394, trr: 0.996, pba: 0.438, pbe: 0.556, pifr: 0.422, flip: 0.622, pier: 0.497, pfa: 0.594, n_acc: 0.728, n_phan: 0.116, ev_acc: 0.261, ev_phan: 0.61, obs_n_gap: 0.478, obs_ev_gap: -0.017 },};

const slug = (s: string): string => s.toLowerCase().replace(/-sim$/, "").replace(/[^a-z0-9]/g, "");

/**
 * The paper model a name refers to (case, punctuation and a `-sim` suffix ignored), or null.
 * @example
 * phantomPaperModel("Mistral-Small-24B-sim"); // => "Mistral-Small-24B"
 */
export function phantomPaperModel(name: string): PhantomPaperModel | null {
  const k = slug(name);
  return PHANTOM_PAPER_MODELS.find((m) => slug(m) === k) ?? null;
}
