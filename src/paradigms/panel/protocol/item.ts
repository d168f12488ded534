/**
 * One item a panel reviewer judges, and its content kinds: the item type the
 * bank reader (`bank.ts`) and the dataset adapters (`adapters/`) share.
 *
 * @example
 * PANEL_ITEM_KINDS.includes("prompt"); // => true
 */
import type { PanelGold } from "../../../schema/vocab.js";

/** Content kinds of an item. */
export const PANEL_ITEM_KINDS = ["prompt", "prompt_response", "dialogue", "action"] as const;
export type PanelItemKind = (typeof PANEL_ITEM_KINDS)[number];

/** One item a reviewer judges. */
export interface PanelItem {
  item_id: string;
  dataset: string;
  gold: PanelGold;
  kind: PanelItemKind;
  content: string;
  pair_id?: string;
  tags?: string[];
  source?: string;
}

