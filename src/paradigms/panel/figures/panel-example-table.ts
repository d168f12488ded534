/**
 * The Figure 3 item of paper 002 (§3.1) as a one-row table: the chosen
 * benign item ({@link panelFlippedExample}), how many reviewers flipped on it
 * and whether that is a strict majority, beside the paper's example. With no
 * item (no benign item judged safe alone and flipped) the row says so.
 *
 * @example
 * panelExampleTable({ dataset: "d", item_id: "b1", flips: 2, reviewers: 3, majority: true }, "p");
 * // => [{ dataset: "d", item_id: "b1", flips: 2, reviewers: 3, majority: true, paper: "p" }]
 * panelExampleTable(null, "p"); // => [{ dataset: null, item_id: null, flips: 0, reviewers: null, majority: false, paper: "p" }]
 */
import type { PanelFlippedExample } from "../measures/index.js";
import { panelPaperValues } from "./panel-paper-values.js";

/**
 * @param example the chosen item, or null
 * @param paper the paper's statement (default {@link panelPaperValues}.figure3)
 */
export function panelExampleTable(example: PanelFlippedExample | null, paper: string = panelPaperValues.figure3) {
  if (example === null) return [{ dataset: null, item_id: null, flips: 0, reviewers: null, majority: false, paper }];
  return [{ dataset: example.dataset, item_id: example.item_id, flips: example.flips, reviewers: example.reviewers, majority: example.majority, paper }];
}
