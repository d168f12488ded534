// Stance extraction (issue 20): each round's messages are read by a model call (journaled, cached, routable
// to --extract-model); the rule-based fallback reads only explicit stance phrases and never a negated one;
// the simulator's messages vary (several phrasings, some without a stance) and convergence comes out right.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hiddenProfileDisclosure, readHiddenProfileTranscripts } from "../../../../src/paradigms/hidden_profile/measures/index.js";
import { projectPath } from "../../../../src/paths.js";
import { hpExtractionRequest, parseHpExtraction } from "../../../../src/paradigms/hidden_profile/protocol/extract.js";
import { loadHiddenProfileTasks, loadHpPromptSet, parseHpChoice } from "../../../../src/paradigms/hidden_profile/protocol/index.js";
import { runProtocol } from "../../../../src/runner/run-protocol.js";
import { createInProcessSimClient } from "../../../../src/runner/simulator/in-process-client.js";
import type { ChatClient } from "../../../../src/runner/types.js";

const O = ["Quarry Hall", "West City", "East Town"];
const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile")).filter((t) => t.id === "hp-001" || t.id === "hp-002");

describe("parseHpExtraction", () => {
  const S = ["Person 1", "Person 2", "Person 3"];
  it("reads options, none, and leaves the rest unread", () => {
    expect(parseHpExtraction('```json\n{"Person 1": "quarry hall", "person 2": "None", "Person 3": "Not West City"}\n```', S, O))
      .toEqual({ choices: ["Quarry Hall", null, undefined], facts: [undefined, undefined, undefined], error: "no reading for Person 3" });
    expect(parseHpExtraction('<think>{"Person 1": "East Town"}</think>{"Person 1": "West City", "Person 2": null, "Person 3": "East Town."}', S, O))
      .toEqual({ choices: ["West City", null, "East Town"], facts: [undefined, undefined, undefined], error: null });
    expect(parseHpExtraction("", S, O).choices).toEqual([undefined, undefined, undefined]);
    expect(parseHpExtraction('{"Person 1": ["West City"]}', S, O).choices).toEqual([undefined, undefined, undefined]);
  });
  it("reads the facts each speaker states (1-based in the prompt, 0-based out); out-of-range numbers leave it unread", () => {
    const r = parseHpExtraction('{"supports": {"Person 1": "West City", "Person 2": "none", "Person 3": "East Town"}, "facts": {"Person 1": [2, "3"], "Person 2": [], "Person 3": [9]}}', S, O, 3);
    expect(r).toEqual({ choices: ["West City", null, "East Town"], facts: [[1, 2], [], undefined], error: null });
  });
  it("the request lists the options, the messages and an example; nothing names the experiment", () => {
    const m = hpExtractionRequest(loadHpPromptSet(), O, ["Person 1: Quarry Hall it is.", "Person 2: Hmm."], ["The quarry road is open.", "The arena floods."]);
    expect(m[0].role).toBe("system");
    expect(m[1].content).toContain("one of these options: Quarry Hall, West City, East Town.");
    expect(m[1].content).toContain("Facts some members hold:\nFact 1: The quarry road is open.\nFact 2: The arena floods.\n");
    expect(m[1].content).toContain("Person 1: Quarry Hall it is.\nPerson 2: Hmm.");
    expect(m[1].content).toContain('{"supports": {"Person 1": "Quarry Hall", "Person 2": "none"}, "facts": {"Person 1": [1], "Person 2": []}}');
    expect(m.map((x) => x.content).join("\n")).not.toMatch(/hidden[ _-]?profile|simulat|groupthink|trial|correct answer/i);
  });
});

describe("parseHpChoice (rule-based fallback) on natural stances", () => {
  // the pilot's missed stances and their negated twins: never the rejected option
  const cases: [string, string | null][] = [
    ["I now back Quarry Hall.", "Quarry Hall"], ["Quarry Hall it is.", "Quarry Hall"], ["I'm switching to West City.", "West City"],
    ["Given the flooding I'd go with West City rather than East Town.", "West City"], ["My current choice is East Town.", "East Town"],
    ["I would not back Quarry Hall.", null], ["I'm not switching to West City.", null], ["East Town looks best on paper, but the tunnel is closed.", null],
    ["If West City is the best, the bridge must hold.", null], ["Should we go with East Town?", null], ["I agree with Person 2.", null],
    ["Not Quarry Hall — I'm switching to East Town.", "East Town"], ["Looks like we all agree on Quarry Hall.", "Quarry Hall"], ["We don't agree on East Town yet.", null],
    ["West City works for me too.", "West City"], ["Sounds good, we're all set on Quarry Hall.", "Quarry Hall"], ["I was leaning towards West City, but now I back Quarry Hall.", "Quarry Hall"],
  ];
  for (const [text, want] of cases) it(JSON.stringify(text), () => expect(parseHpChoice(text, O)).toBe(want));
});

describe("the driver's extraction step", () => {
  it("one journaled call per round, routed to --extract-model; the transcript records the model's reading", async () => {
    const sim = createInProcessSimClient();
    const models: string[] = [];
    const client: ChatClient = { endpoint: sim.endpoint, complete: (req, o) => (models.push(`${o.model}:${req.messages[0].content.slice(0, 40)}`), sim.complete(req, o)) };
    const out = mkdtempSync(join(tmpdir(), "hp-x-"));
    const s = await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, bank: bank.slice(0, 1), client, protocolOptions: { sessions: 1, rounds: 3, phases: "pre,post", "extract-model": "sim:resistant" } });
    expect(s.status).toBe("complete");
    const calls = readFileSync(join(out, "calls.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { key: string });
    expect(calls.map((c) => c.key.split("/").at(-1)).filter((k) => /^r\d:x/.test(k as string)).sort()).toEqual(["r1:x@sim:resistant", "r2:x@sim:resistant", "r3:x@sim:resistant"]);
    const [t] = await readHiddenProfileTranscripts(out);
    const members = t.rounds.flatMap((r) => r.messages);
    expect(members.every((m) => m.choice_source === "model" && Array.isArray(m.facts))).toBe(true);
    // the facts the extraction read are the hidden facts the messages state (the simulator states them verbatim)
    const all = t.hidden_facts.flatMap((h) => h.facts);
    for (const m of members) expect(m.facts).toEqual(all.flatMap((f, k) => (m.content.includes(f) ? [k] : [])));
  });

  it("simulated messages vary (several phrasings, some without a stance) and the extraction reads every stated one", async () => {
    const out = mkdtempSync(join(tmpdir(), "hp-x2-"));
    await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, bank, protocolOptions: { sessions: 6, rounds: 4, phases: "pre,post" } });
    const ts = await readHiddenProfileTranscripts(out);
    const msgs = ts.flatMap((t) => t.rounds.flatMap((r) => r.messages));
    expect(msgs.length).toBe(6 * 4 * (3 + 4));
    const endings = new Set(msgs.map((m) => m.content.replace(/(Quarry|[A-Z][a-z]+ ?)+/g, "X").split(/(?<=[.!?]) /).at(-1)));
    expect(endings.size).toBeGreaterThanOrEqual(8);
    const my = msgs.filter((m) => /My current choice is/.test(m.content)).length;
    expect(my).toBeLessThan(msgs.length / 3);
    const none = msgs.filter((m) => m.choice === null).length;
    expect(none).toBeGreaterThan(0);
    expect(none).toBeLessThan(msgs.length / 4);
    // convergence reads the stances; a session whose post votes are unanimous and whose last round states them converged
    for (const t of ts) {
      const d = hiddenProfileDisclosure(t);
      const last = d.rounds.at(-1)!;
      if (last.stances.every((c) => c !== null && c === last.stances[0])) expect(d.convergence_round).not.toBeNull();
    }
  });
});
