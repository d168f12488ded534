// Parsers never turn a negation or a correction into the opposite label (issue 20): every trap in the
// committed corpora (a `meant` label written by hand) parses to that label or to null with a reason.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../../src/paths.js";
import { mentionNegated, revisionAfter } from "../../../src/runner/reply-text.js";
import { parsePhantomReply } from "../../../src/paradigms/phantom/protocol/parse.js";
import { parsePanelReply } from "../../../src/paradigms/panel/protocol/parse.js";
import { parseHpVote } from "../../../src/paradigms/hidden_profile/protocol/parse.js";
import { judgeParseFinalAnswer, judgeParseRubric } from "../../../src/paradigms/judge/protocol/parse.js";
import type { PhantomCondition } from "../../../src/schema/vocab.js";

const read = <T>(p: string): T => JSON.parse(readFileSync(projectPath(p), "utf8")) as T;
type Tally = { n: number; right: number; nulls: number; wrong: string[] };
function tally(rows: { raw: string; got: unknown; meant: unknown; reason: string | null }[]): Tally {
  const t: Tally = { n: rows.length, right: 0, nulls: 0, wrong: [] };
  for (const r of rows) {
    if (r.got === null) {
      t.nulls++;
      expect(r.reason, r.raw).toMatch(/\w/);
    } else if (JSON.stringify(r.got) === JSON.stringify(r.meant)) t.right++;
    else t.wrong.push(`${JSON.stringify(r.raw)} → ${JSON.stringify(r.got)} (meant ${JSON.stringify(r.meant)})`);
  }
  return t;
}

describe("traps: negated labels, yes/no answers, 'not X', 'rather than X', corrections, hedges", () => {
  it("phantom: 50 traps, 0 wrong labels", () => {
    const cases = read<{ cases: { condition: PhantomCondition; raw: string; meant?: string | null }[] }>("test/fixtures/phantom/replies.json").cases.filter((c) => "meant" in c);
    const t = tally(cases.map((c) => {
      const p = parsePhantomReply(c.raw, c.condition);
      return { raw: c.raw, got: p.decision, meant: c.meant, reason: p.parse_error };
    }));
    expect(t.wrong).toEqual([]);
    expect(t).toMatchObject({ n: 50, right: 23, nulls: 27 }); // every null is meant null (a negation with no label chosen, or a hedge)
  });
  it("panel: 48 traps, 0 wrong verdicts", () => {
    const cases = read<{ cases: { raw: string; meant?: string | null; trap?: boolean }[] }>("test/fixtures/panel/reply-corpus.json").cases.filter((c) => c.trap);
    const t = tally(cases.map((c) => {
      const p = parsePanelReply(c.raw);
      return { raw: c.raw, got: p.verdict, meant: c.meant, reason: p.parse_error };
    }));
    expect(t.wrong).toEqual([]);
    expect(t).toMatchObject({ n: 48 });
    expect(t.right + t.nulls).toBe(48);
  });
  it("hidden-profile votes: 25 traps, 0 wrong votes", () => {
    const cases = read<{ cases: { reply: string; options: string[]; meant?: string | null }[] }>("test/paradigms/hidden_profile/protocol/fixtures/vote-replies.json").cases.filter((c) => "meant" in c);
    const t = tally(cases.map((c) => {
      const p = parseHpVote(c.reply, c.options);
      return { raw: c.reply, got: p.vote, meant: c.meant, reason: p.error };
    }));
    expect(t.wrong).toEqual([]);
    expect(t.n).toBe(25);
  });
  it("judge: final answers and rubrics, 0 wrong", () => {
    const doc = read<Record<string, { reply: string; meant?: unknown }[]>>("test/fixtures/runner/judge/reply-corpus.json");
    const fa = tally(doc.final_answer.filter((c) => "meant" in c).map((c) => ({ raw: c.reply, got: judgeParseFinalAnswer(c.reply), meant: c.meant, reason: "no final answer" })));
    const ru = tally(doc.rubric.filter((c) => "meant" in c).map((c) => {
      const r = judgeParseRubric(c.reply);
      const v = r.value === null ? null : (({ rationale: _r, ...rest }) => rest)(r.value);
      return { raw: c.reply, got: v, meant: c.meant, reason: r.error };
    }));
    expect([...fa.wrong, ...ru.wrong]).toEqual([]);
    expect(fa.n + ru.n).toBe(16);
  });
});

describe("mentionNegated and revisionAfter", () => {
  const spans = (t: string, ws: string[]) => {
    let k = 0;
    return ws.map((w) => {
      const start = t.indexOf(w, k);
      k = start + w.length;
      return { start, end: k };
    });
  };
  it.each([
    ["Do not proceed; block instead.", ["proceed", "block"], [true, false]],
    ["I'm switching from East Town to West City.", ["East Town", "West City"], [true, false]],
    ["I would not choose East Town or North Hill.", ["East Town", "North Hill"], [true, true]],
    ["East Town or North Hill? Hard to say.", ["East Town", "North Hill"], [true, true]],
    ["Not East Town but West City.", ["East Town", "West City"], [true, false]],
    ["anything but East Town", ["East Town"], [true]],
    ["Is it safe? Yes.", ["safe"], [false]],
    ["Unsafe: No", ["Unsafe"], [true]],
    ["I choose West City over East Town.", ["West City", "East Town"], [false, true]],
    ["Quarry Hall it is.", ["Quarry Hall"], [false]],
  ] as [string, string[], boolean[]][])("%s", (t, ws, want) => expect(mentionNegated(t, spans(t, ws))).toEqual(want));
  it("revisionAfter finds the correction, not a sign-off", () => {
    expect(revisionAfter("block. On second thought, proceed.", 6)).toBe("On second thought, proceed.");
    expect(revisionAfter("block. Let me know if you need more.", 6)).toBeNull();
  });
});
