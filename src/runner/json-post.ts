/**
 * One JSON POST over `node:http`/`node:https` with keep-alive agents: the
 * chat-completion transport of {@link createOpenAIClient} for plain
 * OpenAI-compatible endpoints (issue 22, "runner at the ceiling"). The `openai`
 * SDK spends more CPU per call than the request itself (header building,
 * request logging it formats even when logging is off, a WHATWG `Response`
 * and its stream read back): at 256 calls in flight against a loopback
 * endpoint that was the runner's largest cost. This one writes the body as
 * given and buffers the (small, JSON) response body.
 *
 * The request ends early, rejecting, when the `signal` aborts ({@link JsonPostError}
 * kind `aborted`), after `timeoutMs` ({@link JsonPostError} kind `timeout`), or when
 * the response body passes `maxBodyBytes` (an error coded `ERR_BODY_TOO_LARGE`);
 * socket errors reject as they come (`ECONNREFUSED`, `ECONNRESET`, ...).
 *
 * @example
 * const post = createJsonPost();
 * const r = await post(new URL("http://127.0.0.1:8089/v1/chat/completions"), { "content-type": "application/json" }, "{}", { timeoutMs: 1000 });
 * r.status; // => 200 from a running simulator server
 */
import http from "node:http";
import https from "node:https";

/** A response of {@link createJsonPost}: status, raw header pairs (`[name, value, name, value, ...]`) and body text (BOM stripped). */
export interface JsonPostResponse {
  status: number;
  rawHeaders: string[];
  text: string;
}

/** Why a {@link createJsonPost} request was ended by the caller's side: the signal aborted, or the timeout passed. */
export class JsonPostError extends Error {
  constructor(readonly kind: "aborted" | "timeout") {
    super(kind === "aborted" ? "This operation was aborted" : "request timed out");
    this.name = kind === "aborted" ? "AbortError" : "TimeoutError";
  }
}

/** Options of one request. */
export interface JsonPostOptions {
  signal?: AbortSignal;
  /** Whole-request timeout in ms. */
  timeoutMs: number;
}

/** A function that POSTs one body (see {@link createJsonPost}). */
export type JsonPost = (url: URL, headers: Readonly<Record<string, string>>, body: string, o: JsonPostOptions) => Promise<JsonPostResponse>;

/**
 * A JSON POST function with its own keep-alive agents (no cap on sockets: the caller's limiter bounds the calls in flight).
 *
 * @param maxBodyBytes a larger response body is abandoned with an error coded `ERR_BODY_TOO_LARGE` (memory stays bounded)
 * @example
 * const post = createJsonPost(1 << 20);
 * (await post(new URL(`${server.url}/chat/completions`), { "content-type": "application/json" }, body, { timeoutMs: 5000 })).status; // => 200 (a running simulator server)
 */
export function createJsonPost(maxBodyBytes = Number.POSITIVE_INFINITY): JsonPost {
  const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  return (url, headers, body, o) =>
    new Promise<JsonPostResponse>((resolve, reject) => {
      const signal = o.signal;
      if (signal?.aborted) return reject(new JsonPostError("aborted"));
      const secure = url.protocol === "https:";
      const opts: http.RequestOptions = {
        protocol: url.protocol, hostname: url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname, port: url.port || undefined,
        path: `${url.pathname}${url.search}`, method: "POST", headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        agent: secure ? agents.https : agents.http,
      };
      if (url.username || url.password) opts.auth = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
      let settled = false;
      const done = (err: Error | null, res?: JsonPostResponse): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        if (err) reject(err);
        else resolve(res as JsonPostResponse);
      };
      const req = (secure ? https : http).request(opts, (res) =>
        readBody(req, res, maxBodyBytes, (err, buf) => {
          if (err) return done(err);
          let text = (buf as Buffer).toString("utf8");
          if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // as fetch's text()/json() do
          done(null, { status: res.statusCode ?? 0, rawHeaders: res.rawHeaders, text });
        }));
      const onAbort = (): void => {
        req.destroy();
        done(new JsonPostError("aborted"));
      };
      const timer = setTimeout(() => {
        req.destroy();
        done(new JsonPostError("timeout"));
      }, o.timeoutMs);
      signal?.addEventListener("abort", onAbort, { once: true });
      req.on("error", (e) => done(e));
      req.end(body);
    });
}

/**
 * Buffer a response body, abandoning the request once it passes `maxBodyBytes` (an error coded
 * `ERR_BODY_TOO_LARGE`, memory stays bounded); `done` is called once with the error or the body.
 *
 * @example
 * const req = http.get(url, (res) => readBody(req, res, 1 << 20, (err, body) => console.log(err ?? body?.length))); // prints the body's length in bytes
 */
export function readBody(req: http.ClientRequest, res: http.IncomingMessage, maxBodyBytes: number, done: (err: Error | null, body?: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let over = false;
  res.on("data", (c: Buffer) => {
    if (over) return;
    size += c.length;
    if (size > maxBodyBytes) {
      over = true;
      req.destroy();
      const e = new Error(`response body larger than ${maxBodyBytes} bytes (raise --max-reply-chars)`) as NodeJS.ErrnoException;
      e.code = "ERR_BODY_TOO_LARGE";
      done(e);
      return;
    }
    chunks.push(c);
  });
  res.on("error", (e) => done(e));
  res.on("end", () => {
    if (!over) done(null, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  });
}
