/**
 * One JSON POST over plain HTTP/1.1 on a pooled `node:net` socket: the transport of
 * {@link createJsonPost} for `http:` endpoints (a local vLLM, the simulator's server). At
 * 256 calls in flight against a 200 ms loopback endpoint, `node:http`'s client (a
 * `ClientRequest`, an agent, an `IncomingMessage` stream, their events and ticks) cost
 * 0.28–0.41 ms of CPU per call; this one 0.11–0.12 ms (issue 22, "runner at the ceiling").
 * Why our own and not a maintained client: undici 7's `Pool` (the maintained HTTP/1.1 client for
 * Node 20), measured the same way beside node:http in one run, cost 0.25–0.33 ms a call against
 * node:http's 0.30–0.39 (fetch: 1.2); only a client without streams and events per request reaches
 * the ceiling's budget. It speaks only what an OpenAI-compatible server answers a POST with, and
 * `https:` (every hosted provider) stays on node:https.
 *
 * The request is written with one `write` (head and body); the response is read by a small
 * incremental HTTP/1.1 parser: status line and header lines (raw pairs, as `rawHeaders`),
 * informational 1xx heads skipped, the body framed by `transfer-encoding: chunked`,
 * `content-length`, or the connection's close (204 and 304 have none). A socket goes back to
 * the idle pool (unreferenced, so an idle pool never keeps the process alive) only after a
 * complete, length-framed response on HTTP/1.1 without `connection: close`; an idle socket
 * the server closes leaves the pool. The errors are those of `node:http`: a connection that
 * ends before the response does rejects with "socket hang up" coded `ECONNRESET`; a response
 * that is not HTTP rejects coded `HPE_INVALID_CONSTANT` (or `HPE_INVALID_CHUNK_SIZE`,
 * `HPE_HEADER_OVERFLOW`); socket errors (`ECONNREFUSED`, ...) pass as they come; a header
 * value with a control character rejects with a TypeError coded `ERR_INVALID_CHAR`.
 *
 * @example
 * const post = createHttp1Post(1 << 20);
 * (await post(new URL(`${server.url}/chat/completions`), { "content-type": "application/json" }, "{}", { timeoutMs: 1000 })).status; // => 200 (a running simulator server)
 */
import net from "node:net";
import { JsonPostError, type JsonPost, type JsonPostResponse } from "./json-post.js";

const MAX_HEAD_BYTES = 64 * 1024;
const BAD_VALUE = /[^\t\x20-\x7e\x80-\xff]/;
const BAD_NAME = /[^!#$%&'*+\-.^_`|~0-9A-Za-z]/;

function codedError(message: string, code: string, Kind: ErrorConstructor = Error): Error {
  const e = new Kind(message) as NodeJS.ErrnoException;
  e.code = code;
  return e;
}

/** The parsed head of a response: status, raw header pairs, body framing and whether the socket may be reused. */
interface Head {
  status: number;
  rawHeaders: string[];
  /** "chunked", a byte count, or "close" (the body runs until the connection closes). */
  framing: "chunked" | number | "close";
  reusable: boolean;
}

/** Parse a response head (latin1 text without its final blank line); null when it is not an HTTP/1.x status line. */
function parseHead(text: string): Head | null {
  const lines = text.split("\r\n");
  const m = /^HTTP\/1\.([01]) (\d{3})(?: .*)?$/.exec(lines[0]);
  if (!m) return null;
  const status = Number(m[2]);
  const rawHeaders: string[] = [];
  let length: number | null = null;
  let chunked = false;
  let close = m[1] === "0";
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const c = line.indexOf(":");
    if (c <= 0) return null;
    const name = line.slice(0, c);
    const value = line.slice(c + 1).trim();
    rawHeaders.push(name, value);
    const lower = name.toLowerCase();
    if (lower === "content-length") {
      if (!/^\d+$/.test(value)) return null;
      length = Number(value);
    } else if (lower === "transfer-encoding") chunked = /(^|,)\s*chunked\s*$/i.test(value);
    else if (lower === "connection") {
      const v = value.toLowerCase();
      if (/(^|,)\s*close\s*(,|$)/.test(v)) close = true;
      else if (m[1] === "0" && /(^|,)\s*keep-alive\s*(,|$)/.test(v)) close = false;
    }
  }
  const framing = status === 204 || status === 304 || (status >= 100 && status < 200) ? 0 : chunked ? "chunked" : length ?? "close";
  return { status, rawHeaders, framing, reusable: !close && framing !== "close" };
}

/**
 * A JSON POST function over pooled plain-HTTP/1.1 sockets (see the file comment), with the
 * contract of {@link createJsonPost}'s functions: it rejects with a {@link JsonPostError} when
 * the signal aborts or `timeoutMs` passes, with an error coded `ERR_BODY_TOO_LARGE` past
 * `maxBodyBytes` of body, and with the socket's or the parser's error otherwise.
 *
 * @param maxBodyBytes a larger response body is abandoned (the socket destroyed)
 * @returns the POST function; it rejects with a TypeError when given an `https:` URL (those go through node:https)
 * @example
 * const post = createHttp1Post();
 * const r = await post(new URL(`${server.url}/chat/completions`), { "content-type": "application/json" }, body, { timeoutMs: 5000 });
 * r.status; // => 200 (a running simulator server)
 */
export function createHttp1Post(maxBodyBytes = Number.POSITIVE_INFINITY): JsonPost {
  const idle = new Map<string, net.Socket[]>();
  const dropIdle = (key: string, s: net.Socket): void => {
    const list = idle.get(key);
    const i = list ? list.indexOf(s) : -1;
    if (i >= 0) list!.splice(i, 1);
    s.destroy();
  };
  const park = (key: string, s: net.Socket): void => {
    let list = idle.get(key);
    if (!list) idle.set(key, (list = []));
    const gone = (): void => dropIdle(key, s);
    s.once("end", gone).once("close", gone).once("error", gone);
    (s as net.Socket & { gtGone?: () => void }).gtGone = gone;
    s.unref();
    list.push(s);
  };
  const take = (key: string): net.Socket | null => {
    const list = idle.get(key);
    const s = list?.pop();
    if (!s) return null;
    const gone = (s as net.Socket & { gtGone?: () => void }).gtGone;
    if (gone) s.off("end", gone).off("close", gone).off("error", gone);
    s.ref();
    return s;
  };
  return (url, headers, body, o) =>
    new Promise<JsonPostResponse>((resolve, reject) => {
      const signal = o.signal;
      if (signal?.aborted) return reject(new JsonPostError("aborted"));
      if (url.protocol !== "http:") return reject(new TypeError(`createHttp1Post: expected an http: URL, received ${url.protocol}`));
      const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
      const port = url.port ? Number(url.port) : 80;
      let head = `POST ${url.pathname}${url.search} HTTP/1.1\r\n`;
      let auth = false;
      for (const name in headers) {
        const value = headers[name];
        if (BAD_NAME.test(name) || name.length === 0) return reject(codedError(`Header name must be a valid HTTP token ["${name}"]`, "ERR_INVALID_HTTP_TOKEN", TypeError));
        if (BAD_VALUE.test(value)) return reject(codedError(`Invalid character in header content ["${name}"]`, "ERR_INVALID_CHAR", TypeError));
        if (name.length === 13 && name.toLowerCase() === "authorization") auth = true;
        head += `${name}: ${value}\r\n`;
      }
      if (!auth && (url.username || url.password)) {
        head += `Authorization: Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString("base64")}\r\n`;
      }
      head += `content-length: ${Buffer.byteLength(body)}\r\nHost: ${url.host}\r\nConnection: keep-alive\r\n\r\n`;
      const key = `${host}:${port}`;
      let socket = take(key);
      if (!socket) {
        socket = net.connect({ host, port });
        socket.setNoDelay(true);
      }
      const s = socket;
      let settled = false;
      let parsed: Head | null = null;
      let pending: Buffer | null = null;
      let state: "head" | "length" | "size" | "data" | "crlf" | "trailers" | "close" = "head";
      let remaining = 0;
      let size = 0;
      const chunks: Buffer[] = [];
      const finish = (err: Error | null, reuse = false): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        s.off("data", onData).off("error", onError).off("close", onClose).off("end", onClose);
        if (err) {
          s.destroy();
          return reject(err);
        }
        if (reuse) park(key, s);
        else s.destroy();
        const buf = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
        let text = buf.toString("utf8");
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // as fetch's text()/json() do
        resolve({ status: parsed!.status, rawHeaders: parsed!.rawHeaders, text });
      };
      const addBody = (b: Buffer): boolean => {
        size += b.length;
        if (size > maxBodyBytes) {
          finish(codedError(`response body larger than ${maxBodyBytes} bytes (raise --max-reply-chars)`, "ERR_BODY_TOO_LARGE"));
          return false;
        }
        chunks.push(b);
        return true;
      };
      const onData = (c: Buffer): void => {
        const buf: Buffer = pending ? Buffer.concat([pending, c]) : c;
        pending = null;
        let i = 0;
        while (!settled) {
          if (state === "head") {
            const end = buf.indexOf("\r\n\r\n", i, "latin1");
            if (end === -1) {
              if (buf.length - i > MAX_HEAD_BYTES) return finish(codedError("Parse Error: Header overflow", "HPE_HEADER_OVERFLOW"));
              pending = buf.subarray(i);
              return;
            }
            const h = parseHead(buf.toString("latin1", i, end));
            if (!h) return finish(codedError("Parse Error: Expected HTTP/", "HPE_INVALID_CONSTANT"));
            i = end + 4;
            if (h.status >= 100 && h.status < 200 && h.status !== 101) continue; // informational: the real head follows
            parsed = h;
            if (h.framing === "chunked") state = "size";
            else if (h.framing === "close") state = "close";
            else {
              state = "length";
              remaining = h.framing;
            }
          } else if (state === "length" || state === "data") {
            const take = Math.min(remaining, buf.length - i);
            if (take > 0 && !addBody(buf.subarray(i, i + take))) return;
            remaining -= take;
            i += take;
            if (remaining > 0) return;
            if (state === "length") return finish(null, parsed!.reusable && i === buf.length);
            state = "crlf";
          } else if (state === "crlf") {
            if (buf.length - i < 2) {
              pending = buf.subarray(i);
              return;
            }
            if (buf[i] !== 13 || buf[i + 1] !== 10) return finish(codedError("Parse Error: Invalid character in chunk size", "HPE_INVALID_CHUNK_SIZE"));
            i += 2;
            state = "size";
          } else if (state === "size" || state === "trailers") {
            const end = buf.indexOf("\r\n", i, "latin1");
            if (end === -1) {
              if (buf.length - i > MAX_HEAD_BYTES) return finish(codedError("Parse Error: Header overflow", "HPE_HEADER_OVERFLOW"));
              pending = buf.subarray(i);
              return;
            }
            const line = buf.toString("latin1", i, end);
            i = end + 2;
            if (state === "trailers") {
              if (line === "") return finish(null, parsed!.reusable && i === buf.length);
              continue;
            }
            const hex = line.split(";")[0].trim();
            if (!/^[0-9a-fA-F]{1,15}$/.test(hex)) return finish(codedError("Parse Error: Invalid character in chunk size", "HPE_INVALID_CHUNK_SIZE"));
            remaining = parseInt(hex, 16);
            state = remaining === 0 ? "trailers" : "data";
          } else {
            if (i < buf.length) addBody(i === 0 ? buf : buf.subarray(i));
            return;
          }
        }
      };
      const onError = (e: Error): void => finish(e);
      const onClose = (): void => {
        if (state === "close" && parsed) return finish(null, false);
        finish(codedError("socket hang up", "ECONNRESET"));
      };
      const onAbort = (): void => finish(new JsonPostError("aborted"));
      const timer = setTimeout(() => finish(new JsonPostError("timeout")), o.timeoutMs);
      signal?.addEventListener("abort", onAbort, { once: true });
      s.on("data", onData).on("error", onError).on("close", onClose).on("end", onClose);
      s.write(head + body);
    });
}
