import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AttemptError } from "../../src/runner/attempt-error.js";
import { createHttp1Post } from "../../src/runner/http1-post.js";
import { createJsonPost } from "../../src/runner/json-post.js";
import { createOpenAIClient } from "../../src/runner/openai-client.js";

// Issue 22: a plain endpoint is called directly over node:http (json-post.ts), no longer through the openai
// SDK. Every way an endpoint can answer must come out exactly as it did through the SDK (same reply, or an
// AttemptError with the same message, status, retryability, Retry-After and detail): each case below is
// asked through both paths (`viaSdk: true` is the SDK with the runner's node:http fetch, as before).
// An http: endpoint now goes through http1-post.ts (pooled sockets, its own HTTP/1.1 parser); createJsonPost
// (node:http/node:https) stays for https:, and the last test asks every case through both transports directly.

type Answer = (req: http.IncomingMessage, res: http.ServerResponse) => void;
const ok = { choices: [{ message: { content: "ANSWER: A" }, finish_reason: "stop" }], usage: { prompt_tokens: 3, completion_tokens: 2 }, system_fingerprint: "fp" };
const CASES: Record<string, Answer> = {
  ok: (_q, r) => r.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(ok)),
  bom: (_q, r) => r.writeHead(200, { "content-type": "application/json" }).end("\ufeff" + JSON.stringify(ok)),
  "vendor +json": (_q, r) => r.writeHead(200, { "content-type": "application/vnd.x+json" }).end(JSON.stringify(ok)),
  "bad json": (_q, r) => r.writeHead(200, { "content-type": "application/json" }).end('{"choices": ['),
  "empty json": (_q, r) => r.writeHead(200, { "content-type": "application/json", "content-length": "0" }).end(),
  "text body": (_q, r) => r.writeHead(200, { "content-type": "text/plain" }).end("hello"),
  "no content": (_q, r) => r.writeHead(204).end(),
  "400 openai error": (_q, r) => r.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "Unsupported parameter: 'seed'", type: "invalid_request_error", param: "seed", code: "unsupported_parameter" } })),
  "401": (_q, r) => r.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "Incorrect API key provided" } })),
  "429 retry-after": (_q, r) => r.writeHead(429, { "retry-after": "2", "content-type": "application/json" }).end(JSON.stringify({ error: { message: "Rate limit reached" } })),
  "429 retry-after-ms": (_q, r) => r.writeHead(429, { "retry-after-ms": "150" }).end("slow down"),
  "500 text": (_q, r) => r.writeHead(500, { "content-type": "text/html" }).end("<h1>Internal Server Error</h1>"),
  "503 empty": (_q, r) => r.writeHead(503).end(),
  "too large": (_q, r) => r.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ...ok, pad: "x".repeat(3 << 20) })),
  "reset": (q) => q.socket.destroy(),
  "hang": () => undefined,
};

let server: http.Server;
let base = "";
const seen: { path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen.push({ path: req.url ?? "", headers: req.headers, body });
      const name = decodeURIComponent((req.url ?? "").split("/")[1]);
      CASES[name](req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const request = { messages: [{ role: "user" as const, content: "q" }], json: true, max_tokens: 5 };
async function outcome(name: string, viaSdk: boolean, signal?: AbortSignal): Promise<unknown> {
  const client = createOpenAIClient({ baseURL: `${base}/${encodeURIComponent(name)}/v1`, apiKey: "sk-test-123", timeoutMs: 300, maxReplyChars: 1000, viaSdk });
  try {
    const r = await client.complete(request, { model: "m", seed: 7, replicate: "~s1", signal });
    return { ...r, latency_ms: "-" };
  } catch (e) {
    if (!(e instanceof AttemptError)) throw e;
    return { error: e.message, status: e.status, retryable: e.retryable, retryAfterMs: e.retryAfterMs, detail: e.detail };
  }
}

describe("the direct transport answers as the SDK did", () => {
  for (const name of Object.keys(CASES)) {
    it(name, async () => {
      const sdk = await outcome(name, true);
      const direct = await outcome(name, false);
      expect(direct).toEqual(sdk);
    });
  }

  it("spot values: a reply, a 429's Retry-After, an unsupported parameter, a timeout", async () => {
    expect(await outcome("ok", false)).toMatchObject({ content: "ANSWER: A", finish_reason: "stop", usage: { prompt_tokens: 3, completion_tokens: 2 }, simulated: false });
    expect(await outcome("429 retry-after", false)).toEqual({ error: "HTTP 429: 429 Rate limit reached", status: 429, retryable: true, retryAfterMs: 2000, detail: { code: null, param: null } });
    expect(await outcome("400 openai error", false)).toMatchObject({ status: 400, retryable: false, detail: { code: "unsupported_parameter", param: "seed" } });
    expect(await outcome("hang", false)).toEqual({ error: "timeout after 300 ms", status: null, retryable: true, retryAfterMs: null, detail: null });
  });

  it("an aborted call rejects as aborted (not retryable), before or during the request", async () => {
    const ac = new AbortController();
    ac.abort();
    expect(await outcome("ok", false, ac.signal)).toMatchObject({ error: "aborted", retryable: false });
    const late = new AbortController();
    const p = outcome("hang", false, late.signal);
    setTimeout(() => late.abort(), 20);
    expect(await p).toMatchObject({ error: "aborted", retryable: false });
  });

  it("sends the body as the SDK did, with the key as a bearer token and the replicate header to a loopback endpoint", async () => {
    seen.length = 0;
    await outcome("ok", true);
    await outcome("ok", false);
    const [viaSdk, direct] = seen;
    expect(direct.path).toBe("/ok/v1/chat/completions");
    expect(direct.body).toBe(viaSdk.body);
    expect(JSON.parse(direct.body)).toEqual({ model: "m", messages: [{ role: "user", content: "q" }], seed: 7, max_tokens: 5, response_format: { type: "json_object" } });
    for (const h of ["authorization", "content-type", "accept", "user-agent", "x-sim-replicate"]) expect([h, direct.headers[h]]).toEqual([h, viaSdk.headers[h]]);
    expect(direct.headers.authorization).toBe("Bearer sk-test-123");
  });

  it("the two transports (node:http's createJsonPost, http1-post) give the same status, raw headers, text or error code for every case", async () => {
    const viaNode = createJsonPost(1 << 20);
    const viaRaw = createHttp1Post(1 << 20);
    const strip = (h: string[]): string[] => h.flatMap((x, i) => (i % 2 === 0 && /^date$/i.test(x) ? [] : i % 2 === 1 && /^date$/i.test(h[i - 1]) ? [] : [x]));
    for (const name of Object.keys(CASES)) {
      const ask = (post: typeof viaNode) =>
        post(new URL(`${base}/${encodeURIComponent(name)}/v1/chat/completions`), { "content-type": "application/json" }, "{}", { timeoutMs: 300 })
          .then((r) => ({ ...r, rawHeaders: strip(r.rawHeaders) }), (e: NodeJS.ErrnoException) => ({ error: e.code ?? e.name }));
      expect([name, await ask(viaRaw)]).toEqual([name, await ask(viaNode)]);
    }
  });
});
