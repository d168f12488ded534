import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { echoProtocol, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { setLogger } from "../../src/errors.js";
import { startSimServer } from "../../src/runner/simulator/server.js";
import { allFiles, echoServer, FAST_RETRY, proxyServer, tmp } from "./helpers.js";

const KEY = "sk-groupthink-FAKE-KEY-7f3a9c1e5b";
const KEY_B = "sk-groupthink-FAKE-B-KEY-2d8e4a6c0f";

/** An endpoint that rejects every request with 401 and quotes the key it received, as some servers do. */
async function quotingServer(): Promise<{ url: string; close(): Promise<void> }> {
  const s = createServer((req, res) => {
    const auth = String(req.headers.authorization ?? "");
    const body = JSON.stringify({ error: { message: `Incorrect API key provided: ${auth.replace(/^Bearer /, "")}. Header was ${auth}`, type: "invalid_request_error" } });
    res.writeHead(401, { "content-type": "application/json" });
    res.end(body);
  });
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
  return { url: `http://127.0.0.1:${(s.address() as { port: number }).port}/v1`, close: () => new Promise((r) => s.close(() => r())) };
}

describe("secret test", () => {
  it("a recognisable fake key leaves no trace in any file written, nor in warnings and summaries", async () => {
    const warnings: string[] = [];
    const prev = setLogger({ warn: (m) => warnings.push(m) });
    const prevEnv = process.env.OPENAI_API_KEY;
    process.env.OPENAI_API_KEY = KEY;
    const sim = await echoServer({ p500: 0.2, p429: 0.1, retryAfterMs: 1 });
    const bad = await quotingServer();
    const dirs = [tmp(), tmp(), tmp()];
    const stderr: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => (stderr.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      const ok = await runProtocol({ protocol: echoProtocol, model: "typical", baseURL: sim.url, bank: generateEchoBank(5), out: dirs[0], cache: dirs[2], retry: FAST_RETRY, progress: "lines", progressIntervalMs: 1 });
      const rejected = await runProtocol({ protocol: echoProtocol, model: "typical", baseURL: `${bad.url}?api-key=${KEY}`, apiKey: KEY, bank: generateEchoBank(5), out: dirs[1], cache: dirs[2], retry: FAST_RETRY });
      expect(ok.status).toBe("complete");
      expect(rejected.status).toBe("aborted");
      const files = dirs.flatMap(allFiles);
      expect(files.length).toBeGreaterThan(10);
      const errors = readFileSync(`${dirs[1]}/errors.jsonl`, "utf8");
      expect(errors).toMatch(/Incorrect API key provided: \[redacted\]/);
      for (const f of files) expect(readFileSync(f, "utf8").includes(KEY), f).toBe(false);
      expect(JSON.stringify([ok, rejected, warnings, stderr]).includes(KEY)).toBe(false);
      expect(readFileSync(`${dirs[1]}/manifest.json`, "utf8")).toContain("api-key=%5Bredacted%5D");
    } finally {
      process.stderr.write = write;
      setLogger(prev);
      if (prevEnv === undefined) delete process.env.OPENAI_API_KEY;
      else process.env.OPENAI_API_KEY = prevEnv;
      await sim.close();
      await bad.close();
    }
  });

  it("the key of a named endpoint (OPENAI_API_KEY_<NAME>) is sent to that endpoint only and leaves no trace in any file", async () => {
    const warnings: string[] = [];
    const prev = setLogger({ warn: (m) => warnings.push(m) });
    const prevEnv = { run: process.env.OPENAI_API_KEY, b: process.env.OPENAI_API_KEY_JUDGE_B };
    process.env.OPENAI_API_KEY = KEY;
    process.env.OPENAI_API_KEY_JUDGE_B = KEY_B;
    const a = await startSimServer();
    const b = await startSimServer();
    const pa = await proxyServer(a.url);
    const pb = await proxyServer(b.url);
    const bad = await quotingServer();
    const dirs = [tmp(), tmp(), tmp()];
    const stderr: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string | Uint8Array) => (stderr.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      const common = { protocol: "judge", model: "typical", baseURL: pa.url, limit: 1, cache: dirs[2], retry: FAST_RETRY, protocolOptions: { "judge-model": "judge-b/resistant" } };
      const ok = await runProtocol({ ...common, endpoints: { "judge-b": { baseURL: pb.url } }, out: dirs[0], progress: "lines", progressIntervalMs: 1 });
      expect(ok.status).toBe("complete");
      expect(pa.auth.length).toBeGreaterThan(0);
      expect(pb.auth.length).toBeGreaterThan(0);
      expect(new Set(pb.auth)).toEqual(new Set([`Bearer ${KEY_B}`])); // the named endpoint gets its own key ...
      expect(new Set(pa.auth)).toEqual(new Set([`Bearer ${KEY}`])); // ... and the run's endpoint never sees it
      // a name without its own variable gets no key (never the run's OPENAI_API_KEY)
      const seen = pb.auth.length;
      const none = await runProtocol({ ...common, protocolOptions: { "judge-model": "other/resistant" }, endpoints: { other: { baseURL: pb.url } }, out: tmp(), cache: false });
      expect(none.status).toBe("complete");
      expect(pb.auth.length).toBeGreaterThan(seen);
      for (const h of pb.auth.slice(seen)) expect([h.includes(KEY), h.includes(KEY_B)]).toEqual([false, false]);
      // an endpoint that quotes the key it received in its 401 body
      const rejected = await runProtocol({ ...common, endpoints: { "judge-b": { baseURL: bad.url } }, out: dirs[1] });
      expect(rejected.status).toBe("aborted");
      expect(readFileSync(`${dirs[1]}/errors.jsonl`, "utf8")).toMatch(/Incorrect API key provided: \[redacted\]/);
      const files = dirs.flatMap(allFiles);
      expect(files.length).toBeGreaterThan(5);
      for (const f of files) {
        const text = readFileSync(f, "utf8");
        expect(text.includes(KEY_B), f).toBe(false);
        expect(text.includes(KEY), f).toBe(false);
      }
      expect(JSON.stringify([ok, rejected, warnings, stderr]).includes(KEY_B)).toBe(false);
      expect(readFileSync(`${dirs[0]}/manifest.json`, "utf8")).toContain(pb.url);
    } finally {
      process.stderr.write = write;
      setLogger(prev);
      for (const [k, v] of [["OPENAI_API_KEY", prevEnv.run], ["OPENAI_API_KEY_JUDGE_B", prevEnv.b]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      await Promise.all([a.close(), b.close(), pa.close(), pb.close(), bad.close()]);
    }
  });
});
