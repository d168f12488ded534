// An agent's own messages are its own in every prompt (issue 20): with our templates the post vote shows
// only the OTHER members' last messages and each member is told its own name; with HiddenBench's
// %placeholder% templates sim.py's behaviour (the whole last round, own message included, under the
// others' heading) is kept by default, and `vote-view others` is the corrected variant.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../../../src/paths.js";
import { hiddenProfileProtocol, loadHiddenProfileTasks } from "../../../../src/paradigms/hidden_profile/protocol/index.js";
import { runProtocol } from "../../../../src/runner/run-protocol.js";
import { createInProcessSimClient } from "../../../../src/runner/simulator/in-process-client.js";
import type { ChatClient, ChatRequest } from "../../../../src/runner/types.js";

const HB = join(projectPath("..", "shared", "external"), "hiddenbench");
const hbAvailable = (() => {
  try {
    readFileSync(join(HB, "prompts", "vote.txt"));
    return true;
  } catch {
    return false;
  }
})();
const bank = loadHiddenProfileTasks(projectPath("scenarios/hidden_profile")).filter((t) => t.id === "hp-001");

function recording(): { client: ChatClient; requests: ChatRequest[] } {
  const sim = createInProcessSimClient();
  const requests: ChatRequest[] = [];
  return { requests, client: { endpoint: sim.endpoint, complete: (req, o) => (requests.push(req), sim.complete(req, o)) } };
}

/** Post-vote requests: the last user turn asks for a vote and the history holds assistant turns. */
const postVotes = (rs: ChatRequest[]) => rs.filter((r) => r.messages.some((m) => m.role === "assistant") && r.messages.at(-1)!.content.includes('"vote"'));
/** The member's own name as its system prompt states it (ours), and its last own message. */
const lastOwn = (r: ChatRequest) => r.messages.filter((m) => m.role === "assistant").at(-1)!.content;

async function run(opts: Record<string, unknown>) {
  const { client, requests } = recording();
  const out = mkdtempSync(join(tmpdir(), "hp-own-"));
  const s = await runProtocol({ protocol: "hidden_profile", model: "sim:typical", out, bank, client, protocolOptions: { sessions: 1, rounds: 2, phases: "pre,post", ...opts } });
  expect(s.status).toBe("complete");
  return postVotes(requests);
}

describe("own messages in the post vote", () => {
  it("our templates: each member is told its name; the vote lists the others' last messages, never its own", async () => {
    const votes = await run({});
    expect(votes).toHaveLength(3);
    for (const r of votes) {
      const self = /In the discussion you are (Person \d+);/.exec(r.messages[0].content)?.[1];
      expect(self).toMatch(/^Person [123]$/);
      const shown = r.messages.at(-1)!.content;
      expect(shown.startsWith("Latest messages from the others:\n")).toBe(true);
      expect(shown).not.toContain(`${self}: `);
      expect(shown.match(/^Person \d+: /gm)).toHaveLength(2);
    }
  });
  it("vote-view whole_round with our templates shows the whole round (sim.py), and is a variant", async () => {
    const votes = await run({ "vote-view": "whole_round" });
    for (const r of votes) {
      expect(r.messages.at(-1)!.content).toContain(lastOwn(r));
      expect(r.messages.at(-1)!.content.match(/^Person \d+: /gm)).toHaveLength(3);
    }
    expect(hiddenProfileProtocol.plan(bank, { "vote-view": "whole_round" })[0].id).toBe("hp-001:vote-whole_round:s0");
  });
  it.runIf(hbAvailable)("HiddenBench's templates: sim.py by default (own message under 'Previous messages from other people'); vote-view others corrects it", async () => {
    const prompts = join(HB, "prompts");
    for (const [view, own] of [["auto", true], ["others", false]] as const) {
      const votes = await run({ prompts, "vote-view": view });
      expect(votes).toHaveLength(3);
      for (const r of votes) {
        const shown = r.messages.at(-1)!.content;
        expect(shown.startsWith("Previous messages from other people:\n")).toBe(true);
        if (own) expect(shown).toContain(lastOwn(r));
        expect(shown.match(/^Person \d+: /gm)).toHaveLength(own ? 3 : 2);
        expect(r.messages[0].content).not.toMatch(/In the discussion you are|%self%|\{\{self\}\}/);
      }
    }
  });
});
