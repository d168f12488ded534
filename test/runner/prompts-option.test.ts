import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { hashPath } from "../../src/runner/hash.js";
import { readManifest } from "../../src/runner/manifest.js";
import { echoProtocol, echoResponder, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import type { Protocol } from "../../src/runner/types.js";
import { tmp } from "./helpers.js";

describe("--prompts DIR", () => {
  it("reaches the protocol as options.prompts (resolved); the templates' hash goes into the manifest and the run identity", async () => {
    const dir = tmp();
    const prompts = join(dir, "prompts");
    mkdirSync(prompts);
    writeFileSync(join(prompts, "system.txt"), "You are agent %agent%.");
    writeFileSync(join(prompts, "user.txt"), "Which option? %options%");
    const seen: unknown[] = [];
    const withPrompts: Protocol<unknown> = {
      ...(echoProtocol as Protocol<unknown>),
      options: [...(echoProtocol.options ?? []), { name: "prompts", type: "string", help: "template folder" }],
      plan(bank, options, ctx) {
        seen.push(options.prompts);
        return echoProtocol.plan(bank as never, options, ctx);
      },
    };
    const out = tmp();
    const s = await runProtocol({ protocol: withPrompts, model: "sim:typical", out, bank: generateEchoBank(1), simResponders: [echoResponder], prompts });
    expect(s.status).toBe("complete");
    expect(seen).toEqual([prompts]);
    const m = readManifest(out)!;
    expect(m.prompts).toEqual({ dir: prompts, sha256: hashPath(prompts) });
    expect(m.config.prompts_sha256).toBe(hashPath(prompts));
    expect(m.config.protocol_options.prompts).toBe(prompts);
    await expect(runProtocol({ protocol: withPrompts, model: "sim:typical", out: tmp(), bank: generateEchoBank(1), prompts: join(dir, "nope") })).rejects.toThrow(new UsageError(`--prompts ${join(dir, "nope")}: no such folder`));
    // another template set is another configuration: the folder refuses it
    writeFileSync(join(prompts, "user.txt"), "Which option now? %options%");
    await expect(runProtocol({ protocol: withPrompts, model: "sim:typical", out, bank: generateEchoBank(1), simResponders: [echoResponder], prompts })).rejects.toThrow(/another configuration \(differs in: .*prompts_sha256/);
  });

  it("refused for a protocol that declares options but no prompt templates, and for a missing folder", async () => {
    await expect(runProtocol({ protocol: echoProtocol, model: "sim:typical", out: tmp(), bank: generateEchoBank(1), prompts: tmp() })).rejects.toThrow(new UsageError("protocol hidden_profile takes no --prompts (it declares no prompt templates)"));
  });

  it("without --prompts the manifest records the protocol's default template folder when it has one", async () => {
    const out = tmp();
    await runProtocol({ protocol: echoProtocol, model: "sim:typical", out, bank: generateEchoBank(1), simResponders: [echoResponder] });
    const m = readManifest(out)!;
    expect(m.prompts).toEqual({ dir: null, sha256: null }); // echo has no scenarios/<p>/prompts/
    expect(m.config).not.toHaveProperty("prompts_sha256");
  });
});
