import { describe, expect, it } from "vitest";
import { projectPath } from "../../../../src/paths.js";
import { loadPhantomBank } from "../../../../src/paradigms/phantom/protocol/load-bank.js";
import { phantomPrompt } from "../../../../src/paradigms/phantom/protocol/prompts.js";
import { parsePhantomReply } from "../../../../src/paradigms/phantom/protocol/parse.js";
import { responder } from "../../../../src/paradigms/phantom/protocol/index.js";
import { loadPhantomProfiles } from "../../../../src/paradigms/phantom/protocol/profiles.js";
import { createRng } from "../../../../src/stats/rng.js";
import type { PhantomCondition } from "../../../../src/schema/vocab.js";

const bank = loadPhantomBank(projectPath("scenarios/phantom"));
const scenariosDir = projectPath("scenarios");
const ask = (profile: string, s: (typeof bank)[number], agent: number, condition: PhantomCondition, seed: number) =>
  responder.respond({ request: { messages: [{ role: "user", content: phantomPrompt(s, { agent, agents: 4, condition, privateDecisions: [null, null, null, null] }) }] }, profile, rng: createRng(seed), scenariosDir }).content;

describe("phantom responder", () => {
  it("knows the generic and the nine paper-calibrated profiles", () => {
    expect(responder.profiles).toEqual(expect.arrayContaining(["resistant", "typical", "susceptible", "qwen-2.5-7b-sim", "gemini-2.5-pro-sim", "llama-3.1-8b-sim"]));
    expect(responder.profiles).toHaveLength(12);
  });
  it("matches only phantom prompts", () => {
    expect(responder.matches({ messages: [{ role: "user", content: phantomPrompt(bank[0], { agent: 0, agents: 4, condition: "private" }) }] })).toBe(true);
    expect(responder.matches({ messages: [{ role: "user", content: "Question: is this safe?" }] })).toBe(false);
  });
  it("gives the same reply for the same seed", () => {
    for (const c of ["private", "observed_public", "explicit_vote"] as const) expect(ask("typical", bank[7], 2, c, 11)).toBe(ask("typical", bank[7], 2, c, 11));
  });

  // Parameter recovery over the whole bank (480 agent-scenario pairs): the simulated private accuracy and
  // phantom belief alignment are within 3 binomial standard errors of each profile's parameter, plus the
  // profile's deliberate parse-failure rate (an unparseable reply counts as not matching).
  const file = loadPhantomProfiles();
  for (const name of Object.keys(file.profiles)) {
    it(`calibration: ${name} private accuracy and PBA match the profile`, () => {
      let correct = 0, phantomBelief = 0, n = 0;
      for (const s of bank) for (let a = 0; a < 4; a++) {
        n++;
        const priv = parsePhantomReply(ask(name, s, a, "private", n), "private").decision;
        const pub = parsePhantomReply(ask(name, s, a, "observed_public", n), "observed_public").perceived_group;
        if (priv === s.gold) correct++;
        if (pub === s.phantom_target) phantomBelief++;
      }
      const p = file.profiles[name];
      const tol = (q: number) => 3 * Math.sqrt((q * (1 - q)) / n) + p.parse_error_rate;
      expect(Math.abs(correct / n - p.private_acc)).toBeLessThan(tol(p.private_acc));
      expect(Math.abs(phantomBelief / n - p.pba)).toBeLessThan(tol(p.pba));
    });
  }
});
