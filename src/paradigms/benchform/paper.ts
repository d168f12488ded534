/**
 * Where BenchForm's reference facts come from, as data: the paper, the
 * repository and commit whose items and protocols this folder follows, and
 * the protocol defaults of its `eval.py`. The paper's result tables are not
 * transcribed here (not available to this project when the folder was
 * written); notebook 05 compares simulated profiles, not paper numbers.
 *
 * @example
 * BENCHFORM_PAPER.arxiv; // => "2501.13381"
 */

/** The paper, its code and the defaults of its evaluation script. */
export const BENCHFORM_PAPER = {
  title: "Do as We Do, Not as You Think: the Conformity of Large Language Models",
  authors: "Zhiyuan Weng, Guikun Chen, Wenguan Wang",
  venue: "ICLR 2025 (oral)",
  arxiv: "2501.13381",
  repository: "Zhiyuan-Weng/BenchForm",
  commit: "6425ecaebd9dd273a13ea28e32767c452e04c6a6",
  tasks: 13,
  items: 3299,
  defaults: { majority: 6, rounds: 5, temperature: 0.7, mode: "default" },
} as const;
