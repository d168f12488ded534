/**
 * Azure OpenAI and extra request headers (issue 20): the key goes in `api-key` (no bearer
 * token), the base URL's `api-version` query is kept, deployment-style paths work, `--header`
 * values and the key reach the endpoint and never a file of the run folder or the terminal.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { main as runMain } from "../../src/cli/run.js";
import { UsageError } from "../../src/errors.js";
import { isAzureURL, splitBaseURL } from "../../src/runner/openai-client.js";
import { echoProtocol, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { apiError, completion, fakeOpenAI, type FakeServer } from "./fake-openai.js";
import { allFiles, capture, FAST_RETRY, tmp } from "./helpers.js";

const KEY = "azkey-CANARY-7f3a91";
const HEADER_VALUE = "hdr-CANARY-c0ffee42";
const ENV_VALUE = "envhdr-CANARY-5150aa";

let servers: FakeServer[] = [];
afterEach(async () => {
  for (const s of servers) await s.close();
  servers = [];
});

function grepFolder(dir: string, needles: string[]): string[] {
  const hits: string[] = [];
  for (const f of allFiles(dir)) {
    const text = readFileSync(f, "utf8");
    for (const n of needles) if (text.includes(n)) hits.push(`${f}: ${n}`);
  }
  return hits;
}

describe("Azure OpenAI and extra headers", () => {
  it("base URL helpers keep the query and recognise Azure", () => {
    expect(splitBaseURL("http://127.0.0.1:9/openai/deployments/d?api-version=2024-10-21")).toEqual({ base: "http://127.0.0.1:9/openai/deployments/d", query: { "api-version": "2024-10-21" } });
    expect([isAzureURL("https://x.openai.azure.com/openai/v1"), isAzureURL("https://x.cognitiveservices.azure.com/openai/deployments/d?api-version=1"), isAzureURL("https://api.openai.com/v1")]).toEqual([true, true, false]);
  });

  it("a deployment URL with api-version: api-key header, no bearer, query kept, extra headers sent; no value in any file", async () => {
    const s = await fakeOpenAI((_b, req) => {
      const ok = req.url.startsWith("/openai/deployments/gpt4o-dep/chat/completions?") && new URL(`http://h${req.url}`).searchParams.get("api-version") === "2024-10-21"
        && req.headers["api-key"] === KEY && req.headers.authorization === undefined && req.headers["x-canary"] === HEADER_VALUE && req.headers["x-env"] === ENV_VALUE;
      return ok ? { json: completion("ANSWER: A") } : { status: 400, json: apiError(`bad request shape; echoing what came: ${req.url} ${String(req.headers["api-key"])} ${String(req.headers["x-canary"])}`) };
    });
    servers.push(s);
    const base = s.url.replace(/\/v1$/, "/openai/deployments/gpt4o-dep?api-version=2024-10-21");
    const out = tmp();
    process.env.GT_TEST_HEADER = ENV_VALUE;
    try {
      const summary = await runProtocol({
        protocol: echoProtocol, model: "gpt-4o", baseURL: base, apiKey: KEY, out, bank: generateEchoBank(1), cache: false, retry: { ...FAST_RETRY, timeoutMs: 20_000 },
        headers: { "X-Canary": HEADER_VALUE, "X-Env": "env:GT_TEST_HEADER" }, onNotice: () => {}, maxParseFailureShare: 1,
      });
      expect([summary.status, summary.errors, summary.trials]).toEqual(["complete", 0, 9]);
      expect(s.requests.length).toBe(9);
      expect(grepFolder(out, [KEY, HEADER_VALUE, ENV_VALUE])).toEqual([]);
      const m = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"));
      expect(m.config.endpoint).toBe(base); // api-version is not a secret; kept as given
      expect(m.sessions[0].header_names).toEqual(["X-Canary", "X-Env"]);
    } finally {
      delete process.env.GT_TEST_HEADER;
    }
  });

  it("an endpoint that echoes the key and header values in its errors: redacted in errors.jsonl, the manifest and stderr", async () => {
    const s = await fakeOpenAI((_b, req) => ({ status: 400, json: apiError(`rejected key ${String(req.headers["api-key"])} with header ${String(req.headers["x-canary"])}`) }));
    servers.push(s);
    const out = join(tmp(), "run");
    const base = s.url.replace(/\/v1$/, "/openai/deployments/d?api-version=2024-10-21");
    const bank = join(tmp(), "bank.json");
    const { writeFileSync } = await import("node:fs");
    writeFileSync(bank, JSON.stringify({ generate: 1 }));
    const { registerProtocol } = await import("../../src/runner/protocols/registry.js");
    const { echoResponder } = await import("../../src/runner/protocols/echo.js");
    const restore = registerProtocol("echo", { protocol: echoProtocol, responder: echoResponder });
    try {
      const r = await capture(() => runMain(["echo", "--model", "gpt-4o", "--base-url", base, "--api-key", KEY, "--header", `X-Canary=${HEADER_VALUE}`, "--out", out, "--scenarios", bank, "--no-cache", "--max-attempts", "1", "--json"]));
      expect(r.code).toBe(1);
      expect(`${r.out}${r.err}`).not.toContain(KEY);
      expect(`${r.out}${r.err}`).not.toContain(HEADER_VALUE);
      expect(`${r.out}${r.err}`).toContain("[redacted]");
      expect(grepFolder(out, [KEY, HEADER_VALUE])).toEqual([]);
      expect(readFileSync(join(out, "errors.jsonl"), "utf8")).toContain("rejected key [redacted] with header [redacted]");
    } finally {
      restore();
    }
  });

  it("--header without = is a usage error that does not echo the value", async () => {
    await expect(runMain(["phantom", "--model", "m", "--out", join(tmp(), "x"), "--header", HEADER_VALUE])).rejects.toThrow(UsageError);
    await expect(runMain(["phantom", "--model", "m", "--out", join(tmp(), "x"), "--header", HEADER_VALUE])).rejects.not.toThrow(new RegExp(HEADER_VALUE));
  });
});
