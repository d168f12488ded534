/** Shared helpers for the runner tests: temp dirs, JSONL reading, an echo simulator server. */
import { mkdtempSync, readFileSync, existsSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSimServer, type SimServer } from "../../src/runner/simulator/server.js";
import { echoResponder } from "../../src/runner/protocols/echo.js";
import type { FaultOptions } from "../../src/runner/simulator/faults.js";
import { createInProcessSimClient } from "../../src/runner/simulator/in-process-client.js";
import { listenLoopback } from "../../src/runner/simulator/listen-loopback.js";
import type { CallOptions, ChatClient, ChatRequest } from "../../src/runner/types.js";

export function tmp(prefix = "gt-runner-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function lines(path: string): any[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, "utf8").split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l));
}

export function echoServer(faults: FaultOptions = {}, seed = 0): Promise<SimServer> {
  return startSimServer({ responders: [echoResponder], faults, seed });
}

/** Every file below a directory (recursively). */
export function allFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    for (const n of readdirSync(p)) {
      const q = join(p, n);
      if (statSync(q).isDirectory()) walk(q);
      else out.push(q);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** A short retry policy for tests. */
export const FAST_RETRY = { maxAttempts: 8, baseDelayMs: 2, maxDelayMs: 20, maxRetryAfterMs: 20, timeoutMs: 400 };

/** A pass-through proxy in front of an OpenAI-compatible endpoint, for routing tests. */
export interface ProxyServer {
  readonly url: string;
  /** The Authorization header of every chat request received ("" when none). */
  readonly auth: string[];
  /** The judge stage (`propagator`, `judge`, `extract`) or "?" of every chat request received. */
  readonly stages: string[];
  /** Answer requests of this stage with a 500 instead of forwarding them (null = forward all). */
  failStage: string | null;
  close(): Promise<void>;
}

/**
 * Start a proxy on 127.0.0.1 forwarding `POST …/chat/completions` to `target` (a base URL ending in /v1).
 * With `real: true` it drops the simulator's `system_fingerprint`, so replies look like a real model's.
 */
export async function proxyServer(target: string, opts: { real?: boolean } = {}): Promise<ProxyServer> {
  const { createServer } = await import("node:http");
  const auth: string[] = [];
  const stages: string[] = [];
  const state = { failStage: null as string | null };
  const s = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const body = JSON.parse(raw);
      // judge stage by what the request asks for (requests carry no stage marker)
      const text = (body.messages ?? []).map((m: { content?: string }) => String(m.content ?? "")).join("\n");
      const stage = /"phenomena"/.test(text) ? "extract" : /"evidence_weighting"/.test(text) ? "judge" : /FINAL ANSWER/.test(text) ? "propagator" : "?";
      auth.push(String(req.headers.authorization ?? ""));
      stages.push(stage);
      if (state.failStage === stage) {
        res.writeHead(500, { "content-type": "application/json" });
        return res.end(JSON.stringify({ error: { message: "proxy: failing this stage", type: "server_error" } }));
      }
      const r = await fetch(`${target}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: raw });
      const json = await r.json();
      if (opts.real) delete json.system_fingerprint;
      res.writeHead(r.status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
  return {
    url: `http://127.0.0.1:${(s.address() as { port: number }).port}/v1`,
    auth,
    stages,
    get failStage() {
      return state.failStage;
    },
    set failStage(v) {
      state.failStage = v;
    },
    close: () => new Promise((r) => {
      s.close(() => r());
      s.closeAllConnections();
    }),
  };
}

/** A pass-through proxy that forwards a set number of chat requests and holds the rest, unanswered (the kill test). */
export interface GateServer {
  readonly url: string;
  /** Drop every request held now (its client is gone: the test starts the next client after) and forward the next `n` (Infinity: all). */
  admit(n: number): void;
  close(): Promise<void>;
}

/** Start a gate on 127.0.0.1 in front of `target` (a base URL ending in /v1); it forwards nothing until `admit`. */
export async function gateServer(target: string): Promise<GateServer> {
  const { createServer } = await import("node:http");
  type Held = { raw: string; res: import("node:http").ServerResponse };
  const held: Held[] = [];
  const state = { budget: 0, forwarded: 0 };
  const forward = async ({ raw, res }: Held): Promise<void> => {
    state.forwarded++;
    try {
      const r = await fetch(`${target}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: raw });
      const text = await r.text();
      if (!res.destroyed) {
        res.writeHead(r.status, { "content-type": "application/json" });
        res.end(text);
      }
    } catch {
      if (!res.destroyed) res.destroy();
    }
  };
  const s = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const h = { raw: Buffer.concat(chunks).toString("utf8"), res };
      if (state.forwarded < state.budget) void forward(h);
      else held.push(h);
    });
  });
  const { port, close } = await listenLoopback(s);
  return {
    url: `http://127.0.0.1:${port}/v1`,
    admit(n) {
      for (const h of held.splice(0)) h.res.destroy();
      state.budget = state.forwarded + n;
    },
    close,
  };
}

/** Run `fn` with stdout and stderr captured (CLI tests). */
export async function capture(fn: () => Promise<number>): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const w1 = process.stdout.write.bind(process.stdout);
  const w2 = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((c: string | Uint8Array) => (out.push(String(c)), true)) as typeof process.stdout.write;
  process.stderr.write = ((c: string | Uint8Array) => (err.push(String(c)), true)) as typeof process.stderr.write;
  try {
    return { code: await fn(), out: out.join(""), err: err.join("") };
  } finally {
    process.stdout.write = w1;
    process.stderr.write = w2;
  }
}

/** calls.jsonl of a run folder without the timing field (`reply.latency_ms`), one JSON string per call, sorted (batch mode journals stage by stage). */
export function callsWithoutTiming(dir: string): string[] {
  return lines(join(dir, "calls.jsonl")).map((c) => {
    const { latency_ms: _t, ...reply } = c.reply;
    return JSON.stringify({ ...c, reply });
  }).sort();
}

/** An in-process echo simulator client that counts the calls it is asked (`calls`). */
export function countingEchoClient(): ChatClient & { calls: number } {
  const inner = createInProcessSimClient({ responders: [echoResponder] });
  const c = { endpoint: inner.endpoint, calls: 0, complete: (req: ChatRequest, opts: CallOptions) => { c.calls++; return inner.complete(req, opts); } };
  return c;
}
