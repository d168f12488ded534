/**
 * Bank items that show a model the same text under opposite gold labels (a ToxiChat
 * post quoted in several threads, labelled offensive in one and safe in another):
 * such an item cannot be scored, and the simulator cannot answer it. The runner
 * names them before any call: an error for the in-process simulator, a warning
 * otherwise (see `run-protocol.ts`).
 *
 * @example
 * contradictoryItems([
 *   { item_id: "t1-0", dataset: "toxichat", gold: "benign", content: "lol" },
 *   { item_id: "t2-0", dataset: "toxichat", gold: "harmful", content: "lol " },
 * ]);
 * // => [["toxichat/t1-0", "toxichat/t2-0"]]
 */

/**
 * An item's name in messages: `dataset/item_id`, else `item_id`, `id`, `scenario_id`, `task_id`, else its position (1-based).
 *
 * @example
 * contradictoryName({ dataset: "xstest", item_id: "xstest-1" }, 0); // => "xstest/xstest-1"
 */
export function contradictoryName(item: unknown, i: number): string {
  if (!item || typeof item !== "object") return `#${i + 1}`;
  return itemName(item as Record<string, unknown>, i);
}

function itemName(item: Record<string, unknown>, i: number): string {
  const id = item.item_id ?? item.id ?? item.scenario_id ?? item.task_id;
  const base = typeof id === "string" || typeof id === "number" ? String(id) : `#${i + 1}`;
  return typeof item.dataset === "string" && item.dataset !== "" ? `${item.dataset}/${base}` : base;
}

/**
 * Groups of items (by name) whose `content` is the same text (whitespace-normalised) but whose
 * `gold` labels differ; items without a string `content` and `gold` are ignored. Groups in bank order.
 *
 * @example
 * contradictoryItems([{ item_id: "a", gold: "benign", content: "x" }, { item_id: "b", gold: "benign", content: "x" }]); // => []
 */
export function contradictoryItems(items: readonly unknown[]): string[][] {
  const groups = new Map<string, { names: string[]; golds: Set<string> }>();
  items.forEach((it, i) => {
    if (!it || typeof it !== "object") return;
    const o = it as Record<string, unknown>;
    if (typeof o.content !== "string" || typeof o.gold !== "string") return;
    const key = o.content.replace(/\s+/g, " ").trim();
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { names: [], golds: new Set() }));
    g.names.push(itemName(o, i));
    g.golds.add(o.gold);
  });
  return [...groups.values()].filter((g) => g.golds.size > 1).map((g) => g.names);
}

/**
 * One line naming the groups (at most `max` of them, then how many more).
 *
 * @example
 * describeContradictions([["d/a", "d/b"], ["d/c", "d/e"]], 1); // => "d/a = d/b, and 1 more group"
 */
export function describeContradictions(groups: readonly string[][], max = 10): string {
  const shown = groups.slice(0, max).map((g) => g.join(" = ")).join("; ");
  const more = groups.length - Math.min(max, groups.length);
  return more > 0 ? `${shown}, and ${more} more group${more === 1 ? "" : "s"}` : shown;
}
