// Issue 11's check, in the suite: the simulator's replies over the whole bank, rewritten the way chat
// models write, give the same labels as the plain replies, with at most 1% extra parse failures per style.
import { describe, expect, it } from "vitest";
import { protocol } from "../../../../src/paradigms/phantom/protocol/index.js";
import { loadPhantomBank } from "../../../../src/paradigms/phantom/protocol/load-bank.js";
import { parsePhantomReply } from "../../../../src/paradigms/phantom/protocol/parse.js";
import { projectPath } from "../../../../src/paths.js";
import type { PhantomRecord } from "../../../../src/paradigms/phantom/kind.js";
import { simContext } from "./helpers.js";

const bank = loadPhantomBank(projectPath("scenarios/phantom"));

const asJson = (r: PhantomRecord): string => {
  const p = parsePhantomReply(r.raw, r.condition);
  const o: Record<string, unknown> = { decision: p.decision ?? r.raw };
  if (r.condition === "observed_public") o.perceived_group = p.perceived_group;
  return "```json\n" + JSON.stringify(o, null, 2) + "\n```";
};

const STYLES: Record<string, (raw: string, r: PhantomRecord) => string> = {
  "preamble and sign-off": (raw) => `Sure! Here's my answer:\n\n${raw}\n\nLet me know if you need anything else.`,
  "think block naming labels": (raw) => `<think>\nShould I block this, or proceed? Maybe defer_or_review. Let me look at the facts again.\n</think>\n\n${raw}`,
  "Reasoning: paragraph": (raw) => `Reasoning: The facts in the case file matter more than the comments; I weigh them first.\n\n${raw}`,
  "bold labels / bold answer": (raw) => (/:/.test(raw) ? raw.replace(/^(Decision|Perceived group-private decision):/gm, "**$1:**") : `**${raw}**`),
  "code fence": (raw) => "```\n" + raw + "\n```",
  "upper case": (raw) => raw.toUpperCase(),
  "trailing period": (raw) => raw.split("\n").map((l) => `${l}.`).join("\n"),
  "pretty JSON in a fence": (_raw, r) => asJson(r),
  "final answer label": (raw) => (/:/.test(raw) ? raw : `Final answer: ${raw}`),
  "spaces for underscores": (raw) => raw.replace(/defer_or_review/gi, "defer or review"),
};

describe("phantom replies rewritten in chat styles parse to the same labels", async () => {
  const records: PhantomRecord[] = [];
  for (const job of protocol.plan(bank, {}, { model: "qwen-2.5-7b-sim" })) records.push(...((await protocol.runJob(job, simContext("qwen-2.5-7b-sim", 1))).records as PhantomRecord[]));
  const plainFail = records.filter((r) => r.parse_error !== null).length;
  for (const [name, rewrite] of Object.entries(STYLES)) {
    it(name, () => {
      let differ = 0, extraFail = 0;
      for (const r of records) {
        const p = parsePhantomReply(rewrite(r.raw as string, r), r.condition);
        if (p.decision !== r.decision || (r.condition === "observed_public" && p.perceived_group !== r.perceived_group)) differ++;
        if (p.parse_error !== null && r.parse_error === null) extraFail++;
      }
      expect(records.length).toBe(bank.length * 20);
      if (process.env.PHANTOM_STYLE_REPORT) console.log(`${name}: ${differ} differ, ${extraFail} extra failures of ${records.length} (plain failures ${plainFail})`);
      expect(plainFail / records.length).toBeLessThan(0.05);
      expect(extraFail / records.length, `${extraFail} extra failures`).toBeLessThanOrEqual(0.01);
      expect(differ / records.length, `${differ} differing labels`).toBeLessThanOrEqual(0.01);
    });
  }
});
