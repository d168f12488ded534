// Issue 10 over HTTP: a phantom run through an independent recording proxy in front of the simulator
// server. No request body carries a marker, the simulator places every request by its content (valid
// trials far above 90%), and a bank the server was given with `banks` (sim serve --scenarios) is answered.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startSimServer } from "../../../../src/runner/simulator/server.js";
import { runProtocol } from "../../../../src/runner/run-protocol.js";
import { loadPhantomBank } from "../../../../src/paradigms/phantom/protocol/load-bank.js";
import { projectPath } from "../../../../src/paths.js";
import { readFileSync } from "node:fs";

const bank = loadPhantomBank(projectPath("scenarios/phantom"));

/** A proxy that records every request body and forwards it to `target` (http://127.0.0.1:PORT). */
async function recordingProxy(target: string): Promise<{ url: string; bodies: string[]; close(): Promise<void> }> {
  const bodies: string[] = [];
  const t = new URL(target);
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      bodies.push(body.toString("utf8"));
      const fwd = httpRequest({ host: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      fwd.on("error", () => { res.writeHead(502); res.end(); });
      fwd.end(body);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/v1`, bodies, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const MARKERS = [/Scenario ID/i, /\bph-\d{3}\b/, /\b\d+ of \d+\b/, /^Task:/m, /Condition:/i, /groupthink/i, /simulat/i, /phantom/i, /observed_public|neutral_public|explicit_vote/, /\bgold\b/i];

describe("phantom over HTTP through a recording proxy", () => {
  it("sends only the App. D stimulus and is answered by content", async () => {
    const sim = await startSimServer();
    const proxy = await recordingProxy(sim.url.replace(/\/v1$/, ""));
    try {
      const out = mkdtempSync(join(tmpdir(), "ph-http-"));
      await runProtocol({ protocol: "phantom", model: "typical", baseURL: proxy.url, apiKey: "test-key", out, limit: 6, cache: false, progress: "off" });
      expect(proxy.bodies).toHaveLength(6 * 20);
      for (const b of proxy.bodies) {
        const req = JSON.parse(b) as { messages: { content: string }[] };
        let text = req.messages.map((m) => m.content).join("\n");
        // the scenario's own texts may contain any word; check what is left (templates, formatting)
        for (const s of bank.slice(0, 6)) for (const x of [s.base_context, s.decision_request, ...s.public_signals, ...s.neutral_comments]) text = text.split(x).join(" ");
        for (const re of MARKERS) expect(re.test(text), `${re} in ${text.slice(0, 200)}`).toBe(false);
        expect(b).not.toContain("test-key");
      }
      const recs = readFileSync(join(out, "records.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { decision: unknown; simulated?: boolean });
      expect(recs).toHaveLength(120);
      expect(recs.filter((r) => r.decision !== null).length / recs.length).toBeGreaterThan(0.9);
      expect(recs.every((r) => r.simulated === true)).toBe(true);
    } finally {
      await proxy.close();
      await sim.close();
    }
  }, 60_000);

  it("a bank the server was given (sim serve --scenarios) is answered; without it, refusals recorded as parse failures", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ph-bank-"));
    const s = { ...bank[9], id: "own-001", base_context: `${bank[9].base_context} The file was reopened after a quarterly audit.` };
    writeFileSync(join(dir, "bank.json"), JSON.stringify({ schema_version: "phantom-scenarios/1", scenarios: [s] }));
    for (const given of [true, false]) {
      const sim = await startSimServer(given ? { banks: [dir] } : {});
      try {
        const out = mkdtempSync(join(tmpdir(), "ph-own-"));
        await runProtocol({ protocol: "phantom", model: "typical", baseURL: sim.url, apiKey: "k", out, bank: [s], cache: false, progress: "off" });
        const recs = readFileSync(join(out, "records.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l) as { decision: unknown; raw: string; parse_error: string | null });
        expect(recs).toHaveLength(20);
        const valid = recs.filter((r) => r.decision !== null).length;
        if (given) expect(valid).toBeGreaterThan(15);
        else {
          expect(valid).toBe(0);
          expect(recs.every((r) => r.raw.includes("sim serve --scenarios PATH") && r.parse_error !== null)).toBe(true);
        }
      } finally {
        await sim.close();
      }
    }
  }, 60_000);
});
