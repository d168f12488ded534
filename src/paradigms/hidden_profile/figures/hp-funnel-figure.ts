/**
 * The task-generation funnel (HiddenBench Fig. 2, §4.2): candidates →
 * usable drafts → kept, with the rejections broken down by reason.
 *
 * @example
 * hiddenProfileFunnelFigure(report).data[0].type; // => "funnel"
 */
import type { HpValidationReport } from "../measures/index.js";
import { labelSimulated, type Figure } from "../../../plot/figure.js";

/** Short reason class of a rejection. */
export function hiddenProfileRejectionClass(reason: string | null): string {
  if (reason === null) return "kept";
  if (reason.startsWith("draft unusable")) return "unusable draft";
  const parts: string[] = [];
  if (reason.includes("full-profile accuracy")) parts.push("full < 0.8");
  if (reason.includes("hidden-profile accuracy")) parts.push("hidden > 0.2");
  if (reason.includes("fewer than")) parts.push("too few sessions");
  return parts.join(" & ") || "other";
}

/** See module doc. */
export function hiddenProfileFunnelFigure(report: HpValidationReport, simulated = true): Figure {
  const byReason = new Map<string, number>();
  for (const r of report.rows) if (r.status === "rejected") byReason.set(hiddenProfileRejectionClass(r.reason), (byReason.get(hiddenProfileRejectionClass(r.reason)) ?? 0) + 1);
  const reasons = [...byReason.keys()].sort();
  return labelSimulated({
    data: [
      { type: "funnel", name: "funnel", y: ["candidates", "usable drafts", "kept (full ≥ 0.8, hidden ≤ 0.2)"], x: [report.candidates, report.drafted, report.kept], xaxis: "x", yaxis: "y", textinfo: "value+percent initial" },
      { type: "bar", name: "rejections", x: reasons, y: reasons.map((r) => byReason.get(r)), xaxis: "x2", yaxis: "y2", marker: { color: "#d62728" } },
    ],
    layout: {
      title: { text: `Task generation funnel: ${report.kept} of ${report.candidates} kept` },
      grid: { rows: 1, columns: 2 }, xaxis: { domain: [0, 0.55] }, xaxis2: { domain: [0.65, 1], anchor: "y2" }, yaxis2: { anchor: "x2", title: { text: "rejected candidates" } },
      showlegend: false,
    },
  }, simulated);
}
