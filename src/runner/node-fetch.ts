/**
 * A small `fetch` over `node:http`/`node:https` with keep-alive agents, for
 * the `openai` SDK's `fetch` option. Node's built-in fetch (undici) spends
 * most of a short request's CPU on WHATWG streams and abort-signal plumbing;
 * this one buffers the (small, JSON) response and hands the SDK a plain
 * `Response`, roughly halving the client-side CPU per call (bench/runner.ts).
 * Aborts (the SDK's timeout, the run's abort) destroy the request and reject
 * with an `AbortError`, as fetch does.
 *
 * @example
 * const f = createNodeFetch(64);
 * const res = await f("http://127.0.0.1:8089/v1/models");
 * (await res.json()).object; // => "list"
 */
import http from "node:http";
import https from "node:https";
import { readBody } from "./json-post.js";

type FetchInit = { method?: string; headers?: unknown; body?: unknown; signal?: AbortSignal | null };

function headerRecord(h: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!h) return out;
  if (typeof (h as Headers).forEach === "function" && !Array.isArray(h)) (h as Headers).forEach((v, k) => (out[k] = v));
  else if (Array.isArray(h)) for (const [k, v] of h as [string, string][]) out[k.toLowerCase()] = String(v);
  else for (const [k, v] of Object.entries(h as Record<string, unknown>)) if (v != null) out[k.toLowerCase()] = String(v);
  return out;
}

function abortError(signal: AbortSignal): Error {
  const reason = signal.reason;
  if (reason instanceof Error && reason.name === "AbortError") return reason;
  const e = new Error("This operation was aborted");
  e.name = "AbortError";
  return e;
}

/**
 * A fetch function with up to `maxSockets` keep-alive connections per host.
 *
 * @param maxSockets connections per host (default 256)
 * @param maxBodyBytes a larger response body is abandoned with an error coded `ERR_BODY_TOO_LARGE` (memory stays bounded)
 * @example
 * const res = await createNodeFetch(4)(`${server.url}/models`); // a running simulator server
 * res.status; // => 200
 */
export function createNodeFetch(maxSockets = 256, maxBodyBytes = Number.POSITIVE_INFINITY): typeof fetch {
  const agents = {
    "http:": new http.Agent({ keepAlive: true, maxSockets }),
    "https:": new https.Agent({ keepAlive: true, maxSockets }),
  };
  const nodeFetch = (input: string | URL | Request, init: FetchInit = {}): Promise<Response> => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const mod = url.protocol === "https:" ? https : http;
    const agent = url.protocol === "https:" ? agents["https:"] : agents["http:"];
    const signal = init.signal ?? undefined;
    const body = init.body == null ? undefined : typeof init.body === "string" || init.body instanceof Uint8Array ? init.body : String(init.body);
    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError(signal));
      const req = mod.request(url, { method: init.method ?? "GET", headers: headerRecord(init.headers), agent }, (res) =>
        readBody(req, res, maxBodyBytes, (err, buf) => {
          if (err) return done(err);
          const status = res.statusCode ?? 0;
          const headers: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) headers.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
          done(null, new Response(status === 204 || status === 304 ? null : (buf as Buffer<ArrayBuffer>), { status, statusText: res.statusMessage, headers }));
        }));
      const onAbort = (): void => {
        req.destroy();
        done(abortError(signal as AbortSignal));
      };
      let settled = false;
      function done(err: Error | null, res?: Response): void {
        if (settled) return;
        settled = true;
        signal?.removeEventListener("abort", onAbort);
        if (err) reject(err);
        else resolve(res as Response);
      }
      signal?.addEventListener("abort", onAbort, { once: true });
      req.on("error", (e) => done(e));
      req.end(body);
    });
  };
  return nodeFetch as typeof fetch;
}
