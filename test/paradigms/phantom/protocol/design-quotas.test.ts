import { describe, expect, it } from "vitest";
import { designQuotaIssues, PHANTOM_DESIGN, SHIPPED_DOMAINS } from "../../../../src/paradigms/phantom/protocol/design-quotas.js";
import { formatIssue } from "../../../../src/paradigms/phantom/protocol/validate-scenario.js";
import { loadPhantomBank } from "../../../../src/paradigms/phantom/protocol/load-bank.js";
import { projectPath } from "../../../../src/paths.js";

const bank = loadPhantomBank(projectPath("scenarios/phantom"));

describe("designQuotaIssues(scenarios, file, domains)", () => {
  it("passes the shipped bank for the shipped domains", () => {
    expect(designQuotaIssues(bank, "b.json", SHIPPED_DOMAINS)).toEqual([]);
    expect(PHANTOM_DESIGN).toEqual({ perDomain: 96, goldPerLabel: 32, perDirection: 16 });
  });
  it("passes one complete domain on its own (the quotas compose per domain)", () => {
    const d = SHIPPED_DOMAINS[0];
    expect(designQuotaIssues(bank.filter((s) => s.domain === d), "b.json", [d])).toEqual([]);
  });
  it("sets no outcome-risk quota (labels follow each scenario's text; the paper sets none)", () => {
    const moved = bank.map((s, i) => (i === 0 ? { ...s, outcome_risk: s.outcome_risk === "neutral" ? "harm_reducing" as const : "neutral" as const } : s));
    expect(designQuotaIssues(moved, "b.json", SHIPPED_DOMAINS)).toEqual([]);
  });
  it("names the domain, the field and the counts when one scenario's gold moves", () => {
    const moved = bank.map((s, i) => (i === 0 ? { ...s, gold: s.gold === "block" ? "proceed" as const : "block" as const } : s));
    const msgs = designQuotaIssues(moved, "b.json", SHIPPED_DOMAINS).map(formatIssue);
    expect(msgs.some((m) => /^b\.json: -: gold: financial_compliance: expected 32 each, found /.test(m))).toBe(true);
  });
  it("flags a domain outside the shipped design and a missing domain", () => {
    const msgs = designQuotaIssues(bank.slice(0, 96), "b.json", ["content_moderation"]).map(formatIssue);
    expect(msgs).toContain("b.json: -: domain: financial_compliance: not a domain of the shipped design (content_moderation), found 96 scenarios");
    expect(msgs).toContain("b.json: -: domain: content_moderation: expected 96 scenarios, found 0");
  });
  it("flags a norm source over-represented within a direction", () => {
    const cell = bank.filter((s) => s.domain === "hiring_fairness" && s.gold === "block" && s.phantom_target === "proceed");
    const ids = new Set(cell.filter((s) => s.norm_source !== "consensus").slice(0, 2).map((s) => s.id));
    const moved = bank.map((s) => (ids.has(s.id) ? { ...s, norm_source: "consensus" as const } : s));
    const msgs = designQuotaIssues(moved, "b.json", SHIPPED_DOMAINS).map(formatIssue);
    expect(msgs.some((m) => m.startsWith("b.json: -: norm_source: hiring_fairness block→proceed: counts must differ by at most one"))).toBe(true);
  });
});
