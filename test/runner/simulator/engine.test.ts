import { describe, expect, it } from "vitest";
import { projectPath } from "../../../src/paths.js";
import { echoResponder } from "../../../src/runner/protocols/echo.js";
import { createSimEngine, messagesHash, simProfileName } from "../../../src/runner/simulator/engine.js";
import { createRng, hashString } from "../../../src/stats/rng.js";
import type { ChatRequest, SimResponder } from "../../../src/runner/types.js";

const request: ChatRequest = {
  messages: [
    { role: "system", content: "[groupthink-echo] key=C\nYou are agent 0 of 3." },
    { role: "user", content: "Task t1. Options: A, B, C, D. Which option is correct?" },
  ],
};

/** A responder answering with the profile name and one draw, to observe the seeding. */
const probe: SimResponder = {
  protocol: "echo",
  profiles: ["p1", "p2", "typical"],
  matches: (r) => r.messages[0]?.content === "probe",
  respond: (call) => ({
    content: `${call.profile}:${call.rng.next()}`,
    logprobs: [{ token: "x", logprob: -0.1, top_logprobs: [{ token: "x", logprob: -0.1 }, { token: "y", logprob: -2 }, { token: "z", logprob: -3 }] }],
  }),
};
const probeReq = (extra: Partial<ChatRequest> = {}): ChatRequest => ({ messages: [{ role: "system", content: "probe" }, { role: "user", content: "hello world!" }], ...extra });

describe("simProfileName(model)", () => {
  it("strips a leading sim: only", () => {
    expect(simProfileName("sim:typical")).toBe("typical");
    expect(simProfileName("typical")).toBe("typical");
    expect(simProfileName("gpt-sim:x")).toBe("gpt-sim:x");
  });
});

describe("messagesHash(request)", () => {
  it("depends on roles and contents, not on other request fields", () => {
    expect(messagesHash(probeReq())).toBe(messagesHash(probeReq({ temperature: 0.3, logprobs: true })));
    expect(messagesHash(probeReq())).not.toBe(messagesHash({ messages: [{ role: "user", content: "probe" }, { role: "user", content: "hello world!" }] }));
    expect(messagesHash({ messages: [{ role: "user", content: "ab" }, { role: "user", content: "c" }] }))
      .not.toBe(messagesHash({ messages: [{ role: "user", content: "a" }, { role: "user", content: "bc" }] }));
  });
});

describe("createSimEngine(options)", () => {
  const engine = createSimEngine({ responders: [echoResponder, probe] });

  it("serves the union of the responders' profiles, sorted, and the default scenarios dir", () => {
    expect(engine.profiles()).toEqual(["p1", "p2", "resistant", "susceptible", "typical"]);
    expect(engine.scenariosDir).toBe(projectPath("scenarios"));
    expect(createSimEngine({ responders: [], scenariosDir: "/x" }).scenariosDir).toBe("/x");
  });

  it("answers through the responder that matches, as the named profile (sim: prefix optional)", () => {
    const a = engine.answer("sim:typical", request, 42);
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(a.profile).toBe("typical");
    expect(a.reply.content).toMatch(/^ANSWER: [A-D]$|^I cannot decide/);
    const b = engine.answer("p2", probeReq(), 1);
    expect(b.ok && b.reply.content.startsWith("p2:")).toBe(true);
  });

  it("is deterministic in (seed, messages, profile) and changes with each", () => {
    const c = (m: string, r: ChatRequest, s: number | undefined): string => {
      const a = engine.answer(m, r, s);
      return a.ok ? a.reply.content : a.message;
    };
    expect(c("p1", probeReq(), 7)).toBe(c("sim:p1", probeReq(), 7));
    expect(c("p1", probeReq(), 7)).not.toBe(c("p1", probeReq(), 8));
    expect(c("p1", probeReq(), 7).slice(3)).not.toBe(c("p2", probeReq(), 7).slice(3));
    expect(c("p1", probeReq(), 7)).not.toBe(c("p1", { messages: [...probeReq().messages, { role: "user", content: "more" }] }, 7));
    expect(c("p1", probeReq(), undefined)).toBe(c("p1", probeReq(), 0));
  });

  it("counts tokens as ceil(length / 4) (at least 1), plus 3 per message for the prompt", () => {
    const a = engine.answer("p1", probeReq(), 3);
    if (!a.ok) throw new Error(a.message);
    // "probe" → 2 + 3, "hello world!" → 3 + 3
    expect(a.usage.prompt_tokens).toBe(11);
    expect(a.usage.completion_tokens).toBe(Math.ceil(a.reply.content.length / 4));
  });

  it("returns log-probabilities only when asked, with top_logprobs cut to top_logprobs (0..20)", () => {
    const none = engine.answer("p1", probeReq(), 1);
    expect(none.ok && none.logprobs).toBeNull();
    const two = engine.answer("p1", probeReq({ logprobs: true, top_logprobs: 2 }), 1);
    expect(two.ok && two.logprobs![0].top_logprobs.map((t) => t.token)).toEqual(["x", "y"]);
    const zero = engine.answer("p1", probeReq({ logprobs: true }), 1);
    expect(zero.ok && zero.logprobs![0].top_logprobs).toEqual([]);
  });

  it("fails with 400 for an unrecognised prompt and 404 for an unknown profile", () => {
    expect(engine.answer("typical", { messages: [{ role: "user", content: "hi" }] }, 1)).toEqual({
      ok: false, status: 400,
      message: "the groupthink simulator does not recognise this prompt: pass the bank the run uses (run --scenarios PATH; over HTTP: sim serve --scenarios PATH) and the templates it was built from",
    });
    const r = engine.answer("sim:nobody", probeReq(), 1);
    expect(r).toEqual({ ok: false, status: 404, message: "The model `nobody` does not exist for the echo simulator (profiles: p1, p2, typical)" });
  });
});

// messagesHash by parts (issue 22): the hash state after each message is reused; every value must equal the
// whole-text hash it replaces, whatever a caller does with its message objects between calls.
const engineWhole = (messages: readonly { role: unknown; content: unknown }[]) => hashString(messages.map((m) => `${m.role}\u0000${m.content}\u0001`).join(""));
const TEXTS = ["", "Vote now.", "Fact 1: the river crests tonight.", "émigré ☃ 🎉", "quote \" backslash \\ newline \n tab \t", "\ud800 lone surrogate", "</script><b>x</b>"];

describe("the simulator engine's messagesHash(request) by parts", () => {
  it("equals hashString of the whole concatenation along conversations with replaced and mutated messages", () => {
    const rng = createRng(7);
    const pick = <T>(xs: readonly T[]): T => xs[rng.int(xs.length)];
    for (let conv = 0; conv < 30; conv++) {
      const history: { role: string; content: string }[] = [{ role: "system", content: pick(TEXTS) }];
      for (let call = 0; call < 25; call++) {
        const r = rng.next();
        if (r < 0.55) history.push({ role: pick(["user", "assistant"]), content: `${pick(TEXTS)}${call}` });
        else if (r < 0.7) history[rng.int(history.length)].content += "!";
        else if (r < 0.8) history[rng.int(history.length)].role = pick(["user", "assistant", "system"]);
        else if (r < 0.9) history.unshift({ role: "system", content: pick(TEXTS) }); // every state after it moves
        const request = { messages: [...history] } as ChatRequest;
        expect(messagesHash(request)).toBe(engineWhole(history));
      }
    }
  });
  it("the same messages in another order, or split differently, hash differently (as before)", () => {
    const m = (content: string) => ({ role: "user", content });
    expect(messagesHash({ messages: [m("ab"), m("c")] } as ChatRequest)).not.toBe(messagesHash({ messages: [m("a"), m("bc")] } as ChatRequest));
    expect(messagesHash({ messages: [] } as unknown as ChatRequest)).toBe(hashString(""));
  });
});
