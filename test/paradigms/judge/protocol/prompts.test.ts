import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectPath } from "../../../../src/paths.js";
import { protocol, responder } from "../../../../src/paradigms/judge/protocol/index.js";
import { judgeLoadPrompts } from "../../../../src/paradigms/judge/protocol/prompts.js";
import type { ChatRequest, JobContext } from "../../../../src/runner/types.js";
import { createRng } from "../../../../src/stats/rng.js";
import { tmp } from "../../../runner/helpers.js";

const shipped = projectPath("scenarios", "judge", "prompts");

function ctx(seen: ChatRequest[]): JobContext {
  return {
    runId: "t", model: "typical", seed: 0,
    async chat(_key: string, request: ChatRequest) {
      seen.push(request);
      const r = responder.respond({ request, profile: "typical", rng: createRng(1), scenariosDir: projectPath("scenarios") });
      return { content: r.content, finish_reason: "stop", logprobs: null, usage: null, simulated: true, cached: false, latency_ms: 0 };
    },
    writeArtifact: (p: string) => p,
  };
}

describe("judge prompt templates as data (--prompts DIR)", () => {
  it("the shipped set says it is ours, has a version and a hash; the protocol exposes them", () => {
    const meta = JSON.parse(readFileSync(join(shipped, "prompts.json"), "utf8"));
    expect(meta.$comment).toMatch(/OURS/);
    const set = judgeLoadPrompts(shipped);
    expect(set.version).toBe("judge-prompts-2");
    expect(set.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(protocol.promptSet({})).toMatchObject({ version: "judge-prompts-2", hash: set.hash });
    expect(protocol.options!.map((o) => o.name)).toEqual(["judge-model", "extract-model", "extract-input", "traces", "dictionary", "prompts", "judges"]);
    expect(protocol.sampling).toEqual({ temperature: 0 });
  });
  it("another template set reaches the requests and the records' prompt_version", async () => {
    const dir = join(tmp(), "prompts");
    cpSync(shipped, dir, { recursive: true });
    const meta = JSON.parse(readFileSync(join(dir, "prompts.json"), "utf8"));
    writeFileSync(join(dir, "prompts.json"), JSON.stringify({ ...meta, version: "mine-1" }));
    writeFileSync(join(dir, "propagator.system.txt"), "You are a careful analyst.");
    const [job] = protocol.plan(protocol.loadBank(projectPath("scenarios", "judge")), { prompts: dir }, { model: "typical" });
    const seen: ChatRequest[] = [];
    const res = await protocol.runJob(job, ctx(seen));
    expect(seen[0].messages[0].content).toBe("You are a careful analyst.");
    expect(seen[0].temperature).toBe(0);
    expect((res.records[0] as unknown as { prompt_version: string }).prompt_version).toBe("mine-1");
  });
  it("a template with an unknown placeholder or a missing file is a DataError naming the file", () => {
    const dir = join(tmp(), "bad");
    cpSync(shipped, dir, { recursive: true });
    writeFileSync(join(dir, "judge.user.txt"), "Grade {{trace}} for {{scenario_id}}");
    expect(() => judgeLoadPrompts(dir)).toThrow(/judge\.user\.txt:1: scenario_id: unknown placeholder/);
    expect(() => judgeLoadPrompts(join(tmp(), "none"))).toThrow(/prompts\.json/);
  });
});
