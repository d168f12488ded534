/**
 * The simulator's OpenAI-compatible HTTP server on loopback (node:http only):
 * `POST /v1/chat/completions` (with `logprobs`/`top_logprobs`, `seed`) and
 * `GET /v1/models`. Replies carry `system_fingerprint: "groupthink-sim/<version>"`
 * so the runner marks records `simulated`. The replicate of a call (run seed, repeat) arrives in the
 * `x-sim-replicate` header (see replicate-header.ts) and draws the latent state afresh as in process.
 * Optional fault injection
 * ({@link FaultOptions}) for tests and benchmarks.
 *
 * @example
 * const server = await startSimServer({ port: 0, faults: { latencyMs: 50 } });
 * server.url; // => "http://127.0.0.1:PORT/v1"
 * await server.close();
 */
import { createServer, type ServerResponse } from "node:http";
import { listenLoopback } from "./listen-loopback.js";
import { createRng, hashString } from "../../stats/rng.js";
import type { ChatMessage, ChatRequest } from "../types.js";
import { createSimEngine, type SimEngineOptions } from "./engine.js";
import { drawLatency, faultPicker, type FaultOptions } from "./faults.js";
import { simFingerprint } from "./version.js";
import { parseReplicateHeader, REPLICATE_HEADER } from "./replicate-header.js";

export interface SimServerOptions extends SimEngineOptions {
  /** Port (0 = any free port; default 0). The host is always 127.0.0.1. */
  port?: number;
  faults?: FaultOptions;
  /** Seed of the fault and latency draws (default 0). */
  seed?: number;
  /** Called as each chat reply is sent, with the ms from the request's arrival to its reply (benchmarks: bench/latency-server.ts). */
  onReply?: (arrivalToReplyMs: number) => void;
}

export interface SimServer {
  /** Base URL for clients, ending in `/v1`. */
  readonly url: string;
  readonly port: number;
  /** Requests received so far, by outcome. */
  readonly stats: Record<string, number>;
  /** Chat requests received and not yet answered (or closed) now: the calls in flight (benchmarks sample it). */
  readonly inFlight: number;
  close(): Promise<void>;
}

const MAX_BODY = 16 * 1024 * 1024;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

function errorBody(message: string, type: string, code: string | null = null): unknown {
  return { error: { message, type, param: null, code } };
}

function isMessage(m: unknown): m is ChatMessage {
  const x = m as ChatMessage;
  return typeof x === "object" && x !== null && (x.role === "system" || x.role === "user" || x.role === "assistant") && typeof x.content === "string";
}

/**
 * Start the server on 127.0.0.1; resolves once it listens.
 *
 * @param options `port` (0 = any free one), `faults`, `seed` of the fault draws, and the engine's `responders`/`scenariosDir`
 * @throws RangeError (rejects) for fault shares outside [0, 1] or summing above 1
 * @example
 * const s = await startSimServer({ port: 0 });
 * s.url;           // => "http://127.0.0.1:PORT/v1" (PORT = s.port, a free port)
 * await s.close();
 */
export async function startSimServer(options: SimServerOptions = {}): Promise<SimServer> {
  const engine = createSimEngine(options);
  const faults = options.faults ?? {};
  const rng = createRng(options.seed ?? 0);
  const pick = faultPicker(faults, rng);
  const retryAfterMs = faults.retryAfterMs ?? 1000;
  const fingerprint = simFingerprint();
  const stats: Record<string, number> = {};
  let inFlight = 0;
  const timers = new Set<NodeJS.Timeout>();
  const bump = (k: string): void => {
    stats[k] = (stats[k] ?? 0) + 1;
  };
  const later = (ms: number, fn: () => void): void => {
    if (ms <= 0) return fn();
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  const onReply = options.onReply;
  // A chat reply: computed as soon as the request is read, sent once the latency has passed since the request ARRIVED
  // (the reply's own cost is inside the latency, not added to it).
  const completions = (res: ServerResponse, raw: string, replicate: string, arrived: number): void => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      bump("bad_request");
      return send(res, 400, errorBody("request body is not JSON", "invalid_request_error"));
    }
    if (typeof body !== "object" || body === null || typeof body.model !== "string" || !Array.isArray(body.messages) || !body.messages.every(isMessage)) {
      bump("bad_request");
      return send(res, 400, errorBody("expected {model: string, messages: [{role, content: string}]}", "invalid_request_error"));
    }
    const request: ChatRequest = {
      messages: body.messages as ChatMessage[],
      temperature: typeof body.temperature === "number" ? body.temperature : undefined,
      top_p: typeof body.top_p === "number" ? body.top_p : undefined,
      max_tokens: typeof body.max_tokens === "number" ? body.max_tokens : typeof body.max_completion_tokens === "number" ? body.max_completion_tokens : undefined,
      reasoning_effort: typeof body.reasoning_effort === "string" ? body.reasoning_effort : undefined,
      logprobs: body.logprobs === true,
      top_logprobs: typeof body.top_logprobs === "number" ? body.top_logprobs : undefined,
      json: (body.response_format as { type?: unknown } | undefined)?.type === "json_object" ? true : undefined,
    };
    const seed = typeof body.seed === "number" && Number.isFinite(body.seed) ? body.seed : undefined;
    const fault = pick();
    const delay = drawLatency(faults, rng);
    bump(fault);
    if (fault === "hang") return; // never answered; the client's timeout must fire
    const reply = (): [number, string, Record<string, string>?] => {
      if (fault === "429") {
        return [429, JSON.stringify(errorBody("Rate limit reached (simulated)", "rate_limit_error", "rate_limit_exceeded")), {
          "retry-after-ms": String(retryAfterMs),
          "retry-after": String(Math.ceil(retryAfterMs / 1000)),
        }];
      }
      if (fault === "500") return [500, JSON.stringify(errorBody("Internal server error (simulated)", "server_error"))];
      const out = engine.answer(body.model as string, request, seed, replicate);
      if (!out.ok) return [out.status, JSON.stringify(errorBody(out.message, "invalid_request_error", out.status === 404 ? "model_not_found" : null))];
      let content = out.reply.content;
      let finish = "stop";
      if (fault === "truncate") {
        content = content.slice(0, Math.floor(content.length / 2));
        finish = "length";
      } else if (fault === "break") content = "I would rather not answer in the requested format.";
      const completion = {
        id: `chatcmpl-sim-${hashString(`${seed ?? 0}:${content}`).toString(16)}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        system_fingerprint: fingerprint,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content, refusal: null },
            logprobs: request.logprobs ? { content: fault === "ok" ? out.logprobs ?? [] : [], refusal: null } : null,
            finish_reason: finish,
          },
        ],
        usage: { ...out.usage, total_tokens: out.usage.prompt_tokens + out.usage.completion_tokens },
      };
      const text = JSON.stringify(completion);
      return [200, fault === "malformed" ? text.slice(0, Math.max(1, Math.floor(text.length / 3))) : text];
    };
    const [status, text, headers] = reply();
    later(delay - (performance.now() - arrived), () => {
      if (res.destroyed) return;
      send(res, status, text, headers);
      onReply?.(performance.now() - arrived);
    });
  };

  const server = createServer((req, res) => {
    const url = (req.url ?? "/").split("?")[0].replace(/\/+$/, "");
    if (req.method === "GET" && (url === "/v1/models" || url === "/models")) {
      bump("models");
      const data = engine.profiles().map((id) => ({ id, object: "model", created: 0, owned_by: "groupthink-sim" }));
      return send(res, 200, { object: "list", data });
    }
    if (req.method === "POST" && (url === "/v1/chat/completions" || url === "/chat/completions")) {
      const arrived = performance.now();
      inFlight++;
      let over = false;
      const ended = (): void => {
        if (!over) inFlight--;
        over = true;
      };
      res.once("finish", ended);
      res.once("close", ended);
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (c: Buffer) => {
        size += c.length;
        if (size > MAX_BODY) {
          send(res, 413, errorBody("request body too large", "invalid_request_error"));
          req.destroy();
        } else chunks.push(c);
      });
      req.on("end", () => {
        if (size <= MAX_BODY) completions(res, Buffer.concat(chunks).toString("utf8"), parseReplicateHeader(req.headers[REPLICATE_HEADER]), arrived);
      });
      return;
    }
    bump("not_found");
    send(res, 404, errorBody(`no route ${req.method} ${url}`, "invalid_request_error"));
  });
  server.keepAliveTimeout = 60_000;
  const { port, close } = await listenLoopback(server, options.port ?? 0);
  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    stats,
    get inFlight() {
      return inFlight;
    },
    close: () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      return close();
    },
  };
}
