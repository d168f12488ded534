import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttp1Post } from "../../src/runner/http1-post.js";
import { JsonPostError } from "../../src/runner/json-post.js";

// The plain-HTTP/1.1 transport (issue 22): the cases json-post.test.ts asks through node:http's server
// (chunked and content-length bodies, errors, timeout, abort) plus the byte-level ones node's server never
// sends: a response split at every byte, 1xx heads, a close-delimited body, HTTP/1.0, `connection: close`,
// chunk extensions and trailers, garbage, and socket reuse. The server below answers each request with the
// bytes of the case named by its path, written in the pieces given.

type Reply = { pieces: string[]; close?: boolean } | "reset" | "hang";
const J = '{"a":1}';
const CASES: Record<string, Reply> = {
  length: { pieces: [`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${J.length}\r\n\r\n${J}`] },
  "length split": { pieces: [...`HTTP/1.1 200 OK\r\nContent-Length: ${J.length}\r\n\r\n${J}`] },
  chunked: { pieces: ["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{\"a\r\n4;ext=1\r\n\":1}\r\n0\r\nX-Trailer: t\r\n\r\n"] },
  "chunked split": { pieces: [..."HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{\"a\r\n4\r\n\":1}\r\n0\r\n\r\n"] },
  "100 continue": { pieces: [`HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: ${J.length}\r\n\r\n${J}`] },
  "close-delimited": { pieces: [`HTTP/1.1 200 OK\r\n\r\n${J}`], close: true },
  "http/1.0": { pieces: [`HTTP/1.0 200 OK\r\nContent-Length: ${J.length}\r\n\r\n${J}`], close: true },
  "connection close": { pieces: [`HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: ${J.length}\r\n\r\n${J}`], close: true },
  "no content": { pieces: ["HTTP/1.1 204 No Content\r\nX-A: 1\r\n\r\n"] },
  bom: { pieces: [`HTTP/1.1 200 OK\r\nContent-Length: ${3 + J.length}\r\n\r\n\xef\xbb\xbf${J}`] }, // the pieces are latin1: bytes
  utf8: { pieces: ["HTTP/1.1 200 OK\r\nContent-Length: 4\r\n\r\n\xc3", "\xa9\xc3\xa9"] },
  "429": { pieces: ["HTTP/1.1 429 Too Many Requests\r\nRetry-After: 2\r\nretry-after: 3\r\nContent-Length: 4\r\n\r\nslow"] },
  garbage: { pieces: ["SMTP ready\r\n\r\n"], close: true },
  "bad chunk": { pieces: ["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"], close: true },
  "cut short": { pieces: ["HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc"], close: true },
  big: { pieces: [`HTTP/1.1 200 OK\r\nContent-Length: 5000\r\n\r\n${"x".repeat(5000)}`] },
  reset: "reset",
  hang: "hang",
};

let server: net.Server;
let base = "";
const sockets = new Set<net.Socket>();
const seen: string[] = [];
beforeAll(async () => {
  server = net.createServer((s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => undefined); // a client that hung up (too large, timeout) resets the socket
    let buf = "";
    s.on("data", async (d) => {
      buf += d.toString("latin1");
      const end = buf.indexOf("\r\n\r\n");
      if (end === -1) return;
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(buf.slice(0, end))?.[1] ?? 0);
      if (buf.length < end + 4 + length) return;
      const req = buf.slice(0, end + 4 + length);
      buf = buf.slice(end + 4 + length);
      seen.push(req);
      const name = decodeURIComponent(req.split(" ")[1].slice(1));
      const reply = CASES[name];
      if (reply === "reset") return void s.destroy();
      if (reply === "hang") return;
      for (const p of reply.pieces) {
        s.write(Buffer.from(p, "latin1"));
        if (reply.pieces.length > 1) await new Promise((r) => setImmediate(r));
      }
      if (reply.close) s.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((r) => server.close(r));
});

const post = createHttp1Post(4096);
const ask = (name: string, o: { signal?: AbortSignal; timeoutMs?: number } = {}) =>
  post(new URL(`${base}/${encodeURIComponent(name)}`), { "content-type": "application/json", authorization: "Bearer k" }, '{"q":"é"}', { timeoutMs: o.timeoutMs ?? 2000, signal: o.signal });
const code = async (p: Promise<unknown>): Promise<string> => p.then(() => "resolved", (e: NodeJS.ErrnoException) => e.code ?? e.name);

describe("createHttp1Post", () => {
  it("reads content-length, chunked (extensions, trailers) and close-delimited bodies, whole or a byte at a time", async () => {
    for (const name of ["length", "length split", "chunked", "chunked split", "100 continue", "close-delimited", "http/1.0", "connection close"]) {
      const r = await ask(name);
      expect([name, r.status, r.text]).toEqual([name, 200, J]);
    }
    expect((await ask("length")).rawHeaders).toEqual(["Content-Type", "application/json", "Content-Length", "7"]);
  });

  it("a 204 has no body; a BOM is stripped; UTF-8 split across reads decodes; repeated headers stay raw pairs", async () => {
    expect(await ask("no content")).toEqual({ status: 204, rawHeaders: ["X-A", "1"], text: "" });
    expect((await ask("bom")).text).toBe(J);
    expect((await ask("utf8")).text).toBe("éé");
    expect(await ask("429")).toEqual({ status: 429, rawHeaders: ["Retry-After", "2", "retry-after", "3", "Content-Length", "4"], text: "slow" });
  });

  it("writes the request as node:http did: the headers given, content-length in bytes, Host, keep-alive, the body", async () => {
    seen.length = 0;
    await ask("length");
    const port = new URL(base).port;
    expect(seen[0]).toBe(`POST /length HTTP/1.1\r\ncontent-type: application/json\r\nauthorization: Bearer k\r\ncontent-length: 10\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n\r\n{"q":"\xc3\xa9"}`); // read as latin1: é is two bytes
  });

  it("reuses a keep-alive socket, never one after close, HTTP/1.0 or a close-delimited body", async () => {
    const n0 = await new Promise<number>((r) => server.getConnections((_e, n) => r(n)));
    for (let i = 0; i < 5; i++) await ask("length");
    const n1 = await new Promise<number>((r) => server.getConnections((_e, n) => r(n)));
    expect(n1 - n0).toBeLessThanOrEqual(1);
    await ask("connection close");
    await ask("close-delimited");
    expect((await ask("length")).status).toBe(200);
  });

  it("an idle socket the server closed leaves the pool: the next request opens a new one", async () => {
    await ask("length");
    for (const s of sockets) s.destroy();
    await new Promise((r) => setTimeout(r, 20));
    expect((await ask("chunked")).text).toBe(J);
  });

  it("rejects as node:http does: reset and cut short (ECONNRESET), garbage, a bad chunk size, too large", async () => {
    expect(await code(ask("reset"))).toBe("ECONNRESET");
    expect(await code(ask("cut short"))).toBe("ECONNRESET");
    expect(await code(ask("garbage"))).toBe("HPE_INVALID_CONSTANT");
    expect(await code(ask("bad chunk"))).toBe("HPE_INVALID_CHUNK_SIZE");
    expect(await code(ask("big"))).toBe("ERR_BODY_TOO_LARGE");
    expect((await ask("length")).status).toBe(200);
  });

  it("times out, aborts (before and during), refuses a closed port and a header value with CR/LF", async () => {
    const t = await ask("hang", { timeoutMs: 50 }).catch((e) => e);
    expect(t).toBeInstanceOf(JsonPostError);
    expect(t.kind).toBe("timeout");
    const ac = new AbortController();
    ac.abort();
    expect((await ask("length", { signal: ac.signal }).catch((e) => e)).kind).toBe("aborted");
    const late = new AbortController();
    const p = ask("hang", { signal: late.signal }).catch((e) => e);
    setTimeout(() => late.abort(), 20);
    expect((await p).kind).toBe("aborted");
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    expect(await code(post(new URL(`http://127.0.0.1:${port}/x`), {}, "{}", { timeoutMs: 1000 }))).toBe("ECONNREFUSED");
    expect(await code(post(new URL(`${base}/length`), { "x-a": "1\r\nx-injected: 1" }, "{}", { timeoutMs: 1000 }))).toBe("ERR_INVALID_CHAR");
    expect(await code(post(new URL("https://127.0.0.1/x"), {}, "{}", { timeoutMs: 1000 }))).toBe("TypeError");
  });
});
