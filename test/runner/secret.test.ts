import { createServer } from "node:http";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runProtocol } from "../../src/runner/run-protocol.js";
import { echoProtocol, generateEchoBank } from "../../src/runner/protocols/echo.js";
import { setLogger } from "../../src/errors.js";
import { allFiles, echoServer, FAST_RETRY, tmp } from "./helpers.js";

const KEY = "sk-groupthink-FAKE-KEY-7f3a9c1e5b";

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
});
