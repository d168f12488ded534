import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main as runMain, splitRunArgs } from "../../src/cli/run.js";
import { main as reparseMain } from "../../src/cli/reparse.js";
import { registerProtocol } from "../../src/runner/protocols/registry.js";
import { echoProtocol, echoResponder } from "../../src/runner/protocols/echo.js";
import { passThroughOptions } from "../../src/runner/protocol-options.js";
import { UsageError } from "../../src/errors.js";
import { PROJECT_ROOT } from "../../src/paths.js";
import { capture, lines, tmp } from "../runner/helpers.js";

describe("groupthink run / reparse", () => {
  let restore: () => void;
  beforeAll(() => {
    restore = registerProtocol("echo", { protocol: echoProtocol, responder: echoResponder });
  });
  afterAll(() => restore());

  it("splitRunArgs passes unknown --x options to the protocol as written (typed later against its specs)", () => {
    const r = splitRunArgs(["echo", "--model", "m", "--out", "d", "--sessions", "2", "--variant=wide", "--verbose", "--limit", "3", "--strict", "false", "--json"]);
    expect(r.positionals).toEqual(["echo"]);
    expect(r.known).toEqual({ model: "m", out: "d", limit: 3, json: true });
    expect(r.protocol).toEqual({ sessions: "2", variant: "wide", verbose: true, strict: "false" });
    expect(passThroughOptions(r.protocol)).toEqual({ sessions: 2, variant: "wide", verbose: true, strict: false });
    expect(() => splitRunArgs(["--concurrency", "many"])).toThrow(UsageError);
    expect(() => splitRunArgs(["--json=1"])).toThrow(UsageError);
  });

  it("runs the echo protocol on the in-process simulator with --json, resumes, and reparses", async () => {
    const dir = tmp();
    const bank = join(dir, "bank.json");
    writeFileSync(bank, JSON.stringify({ generate: 5 }));
    const out = join(dir, "run");
    const argv = ["echo", "--model", "sim:resistant", "--out", out, "--scenarios", bank, "--limit", "4", "--sessions", "2", "--agents", "2", "--concurrency", "3", "--seed", "9", "--json"];
    const r1 = await capture(() => runMain(argv));
    expect(r1.code).toBe(0);
    expect(r1.err).toBe("");
    const s = JSON.parse(r1.out);
    expect(s).toMatchObject({ status: "complete", protocol: "echo", model: "resistant", simulated: true, planned: 48, trials: 48, errors: 0 });
    expect(r1.out.trim().split("\n")).toHaveLength(1);
    const recs = lines(join(out, "records.jsonl"));
    expect(recs).toHaveLength(48);
    expect(new Set(recs.map((x) => x.task_id))).toEqual(new Set(["t00000", "t00001", "t00002", "t00003"]));
    const r2 = await capture(() => runMain([...argv, "--resume"]));
    expect(JSON.parse(r2.out)).toMatchObject({ new_trials: 0, new_calls: 0, jobs: { skipped: 8, run: 0 } });
    const r3 = await capture(() => reparseMain([out, "--json"]));
    expect(JSON.parse(r3.out)).toMatchObject({ protocol: "echo", parser_version: "echo-1", records: 48, changed: 0 });
  });

  it("usage errors: no protocol, unknown protocol, missing --out, no endpoint", async () => {
    await expect(runMain(["--model", "m", "--out", "x"])).rejects.toThrow(UsageError);
    await expect(runMain(["nope", "--model", "sim:typical", "--out", tmp()])).rejects.toThrow(UsageError);
    await expect(runMain(["echo", "--model", "m"])).rejects.toThrow(/--out is required/);
    const prev = process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_BASE_URL;
    const bank = join(tmp(), "b.json");
    writeFileSync(bank, "[]");
    await expect(runMain(["echo", "--model", "gpt-x", "--out", tmp(), "--scenarios", bank])).rejects.toThrow(/no endpoint/);
    if (prev !== undefined) process.env.OPENAI_BASE_URL = prev;
  });

  it("groupthink sim serve prints its URL, serves /v1/models and stops on SIGTERM", async () => {
    const c = spawn(process.execPath, ["--import", "tsx", "-e", "import('./src/cli/main.ts').then((m) => m.cli(['sim', 'serve', '--port', '0', '--latency-ms', '1'])).then((code) => process.exit(code))"], { cwd: PROJECT_ROOT, stdio: ["ignore", "pipe", "pipe"] });
    const url = await new Promise<string>((resolve, reject) => {
      let buf = "";
      c.stdout!.on("data", (d) => {
        buf += d;
        if (buf.includes("\n")) resolve(buf.trim());
      });
      c.once("exit", (code) => reject(new Error(`exited ${code}`)));
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const body = await (await fetch(`${url}/models`)).json();
    expect(body.object).toBe("list");
    c.kill("SIGTERM");
    const code = await new Promise((r) => c.once("exit", r));
    expect(code).toBe(0);
  });
});
