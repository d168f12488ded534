// Generated traps (issue 20): 30 templates of negation, yes/no answers, "rather than", corrections and hedges,
// filled with every pair of labels of each paradigm (phantom 360 replies, hidden-profile votes 180, panel 540).
// A reply may parse to the label it chooses, or to null with a reason — never to another label.
import { describe, expect, it } from "vitest";
import { parsePhantomReply } from "../../../src/paradigms/phantom/protocol/parse.js";
import { parseHpVote } from "../../../src/paradigms/hidden_profile/protocol/parse.js";
import { parsePanelReply } from "../../../src/paradigms/panel/protocol/parse.js";

/** [template, kind]: choose = {M} is chosen; neg = {L} only rejected; rev = {L} then corrected to {M}; hedge = no label. */
const T: [string, "choose" | "neg" | "rev" | "hedge"][] = [
  ["I would not {L}.", "neg"], ["Do not {L}.", "neg"], ["Don't {L}.", "neg"], ["{L}? No.", "neg"], ["Not {L}.", "neg"], ["Never {L}.", "neg"],
  ["I wouldn't {L} here.", "neg"], ["Decision: do not {L}", "neg"], ['{"decision": "not {L}"}', "neg"], ["{L}: no", "neg"],
  ["Rather than {L}, {M}.", "choose"], ["{M}, not {L}.", "choose"], ["{M} rather than {L}.", "choose"], ["{M} instead of {L}.", "choose"], ["Not {L} but {M}.", "choose"],
  ["{L}? No. {M}.", "choose"], ["I would not {L}; {M}.", "choose"], ["{L} is wrong here. {M}.", "choose"], ["Decision: {M} (not {L})", "choose"],
  ['{"decision": "{L}"}\nActually, I\'d go with {M} instead.', "rev"], ["Decision: {L}\nOn second thought: {M}.", "rev"], ["{L}\nWait, make that {M}.", "rev"],
  ["Either {L} or {M}.", "hedge"], ["Somewhere between {L} and {M}.", "hedge"], ["{L} or {M}? Hard to say.", "hedge"], ["I'm torn between {L} and {M}.", "hedge"],
  ["Decision: {M}\nThe others might {L}, but not me.", "choose"], ["Definitely not {L}. {M}.", "choose"], ["{L} is ruled out; {M}.", "choose"], ["I reject {L} and choose {M}.", "choose"],
];

function check<V extends string>(labels: readonly (readonly [string, V])[], parse: (raw: string) => { v: V | null; why: string | null }, opts: { binary: boolean; field: [string, string] }) {
  const wrong: string[] = [];
  let n = 0, nulls = 0;
  for (const [tpl, kind] of T) for (const [l, lv] of labels) for (const [m, mv] of labels) {
    if (lv === mv) continue;
    const raw = tpl.replaceAll("{L}", l).replaceAll("{M}", m).replace('"decision"', opts.field[0]).replace("Decision:", opts.field[1]);
    const { v, why } = parse(raw);
    n++;
    if (v === null) {
      nulls++;
      if (why === null || why === "") wrong.push(`${JSON.stringify(raw)}: null without a reason`);
      continue;
    }
    const ok = kind === "choose" ? v === mv : kind === "rev" ? v === mv : kind === "neg" ? opts.binary && v !== lv : false;
    if (!ok) wrong.push(`${JSON.stringify(raw)} → ${v}`);
  }
  return { n, nulls, wrong };
}

describe("generated negation / correction / hedge traps: 0 wrong labels", () => {
  it("phantom (private and informed)", () => {
    const L = (["proceed", "block", "defer_or_review"] as const).map((x) => [x, x] as const);
    for (const c of ["private", "informed"] as const) {
      const r = check(L, (raw) => {
        const p = parsePhantomReply(raw, c);
        return { v: p.decision, why: p.parse_error };
      }, { binary: false, field: ['"decision"', "Decision:"] });
      expect(r.wrong).toEqual([]);
      expect(r.n).toBe(180);
    }
  });
  it("hidden-profile votes", () => {
    const O = ["West City", "East Town", "North Hill"];
    const r = check(O.map((o) => [o, o] as const), (raw) => {
      const p = parseHpVote(raw, O);
      return { v: p.vote, why: p.error };
    }, { binary: false, field: ['"vote"', "My vote:"] });
    expect(r.wrong).toEqual([]);
    expect(r.n).toBe(180);
  });
  it("panel ((A)/(B) and words; binary: a negated label may read as the other one)", () => {
    const P = [["(A)", "unsafe"], ["(B)", "safe"], ["unsafe", "unsafe"], ["safe", "safe"], ["harmful", "unsafe"], ["harmless", "safe"]] as const;
    const r = check(P, (raw) => {
      const p = parsePanelReply(raw);
      return { v: p.verdict, why: p.parse_error };
    }, { binary: true, field: ['"judgment"', "Verdict:"] });
    expect(r.wrong).toEqual([]);
    expect(r.n).toBe(540);
  });
});
