import type { Figure } from "./figure.js";

/**
 * Grouped bar chart of how often each value of a label field occurs within
 * each value of a grouping field (e.g. decisions by condition). `null` labels
 * are shown as "(unparsed)". Returns a figure value; renders nothing.
 *
 * @example
 * labelCountsFigure(records, { label: "decision", by: "condition", title: "Decisions" });
 * // => { data: [{ type: "bar", name: "block", x: ["private", ...], y: [12, ...] }, ...], layout: {...} }
 */
export function labelCountsFigure(
  records: readonly Record<string, unknown>[],
  opts: { label: string; by: string; title?: string },
): Figure {
  const groups: string[] = [];
  const labels: string[] = [];
  const counts = new Map<string, number>();
  for (const r of records) {
    const g = String(r[opts.by] ?? "(none)");
    const l = r[opts.label] === null || r[opts.label] === undefined ? "(unparsed)" : String(r[opts.label]);
    if (!groups.includes(g)) groups.push(g);
    if (!labels.includes(l)) labels.push(l);
    counts.set(`${g}\u0000${l}`, (counts.get(`${g}\u0000${l}`) ?? 0) + 1);
  }
  return {
    data: labels.map((l) => ({ type: "bar", name: l, x: groups, y: groups.map((g) => counts.get(`${g}\u0000${l}`) ?? 0) })),
    layout: {
      title: { text: opts.title ?? `${opts.label} by ${opts.by}` },
      barmode: "group",
      xaxis: { title: { text: opts.by } },
      yaxis: { title: { text: "records" } },
    },
  };
}
