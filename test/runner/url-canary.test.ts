import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { cli } from "../../src/cli/main.js";
import { redactUrlText, redactUrlsInText } from "../../src/runner/redact.js";
import { escapeControl } from "../../src/runner/terminal-text.js";
import { startSimServer } from "../../src/runner/simulator/server.js";
import { allFiles, tmp } from "./helpers.js";

/** URLs with a canary in every secret-bearing place, malformed and well-formed. */
const CANARY = "CANARY7f3a9c";
const URLS = [
  `htp:/u:${CANARY}1@@x`,
  `http://u:${CANARY}2@@x/v1`,
  `http://u:${CANARY}3@[::1`,
  `ftp://u:${CANARY}4@x/v1`,
  `u:${CANARY}5@host`,
  `http://u:pa/ss${CANARY}6@host/v1`,
  `localhost:8000/v1?api-key=${CANARY}7`,
  `http://u:${CANARY}8@127.0.0.1:8601/v1?api-key=${CANARY}9&key=${CANARY}10`,
  `https://h.example/v1?sig=${CANARY}11&token=${CANARY}12&api-version=1`,
  `//u:${CANARY}13@host/v1`,
];

async function capture<T>(f: () => Promise<T>): Promise<{ value: T; out: string }> {
  let out = "";
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s) => ((out += String(s)), true));
  try {
    return { value: await f(), out };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

describe("redactUrlText / redactUrlsInText", () => {
  it("remove user info, credential-like query values and key-shaped words from malformed and well-formed URLs", () => {
    for (const u of URLS) {
      expect(redactUrlText(u), u).not.toContain(CANARY);
      expect(redactUrlsInText(`received ${JSON.stringify(u)}; then ${u} again`), u).not.toContain(CANARY);
      expect(escapeControl(`x ${u}`), u).not.toContain(CANARY);
    }
    expect(redactUrlText(`htp:/u:${CANARY}@@x`)).toBe("htp:/[redacted]@x");
    expect(redactUrlText("localhost:8000")).toBe("localhost:8000");
    expect(redactUrlsInText("http://127.0.0.1:8000/v1 and key sk-abcdefgh12345")).toBe("http://127.0.0.1:8000/v1 and key [redacted]");
  });
});

describe("no usage error, warning, progress line, error or file shows a URL's credentials", () => {
  it("run --base-url (malformed or refused), --endpoint, and an experiment file's base_url", async () => {
    const dir = tmp();
    for (const [i, u] of URLS.entries()) {
      const r = await capture(() => cli(["run", "phantom", "--model", "m", "--base-url", u, "--out", join(dir, `o${i}`), "--limit", "1", "--max-attempts", "1"]));
      expect(r.out, u).not.toContain(CANARY);
      expect([1, 2]).toContain(r.value);
      const e = await capture(() => cli(["run", "phantom", "--model", "B/m", "--endpoint", `B=${u}`, "--out", join(dir, `e${i}`), "--limit", "1", "--max-attempts", "1"]));
      expect(e.out, u).not.toContain(CANARY);
    }
    for (const [i, u] of URLS.slice(0, 3).entries()) {
      writeFileSync(join(dir, `exp${i}.yaml`), `protocol: phantom\nmodels: [m]\nbase_url: ${JSON.stringify(u)}\nlimit: 1\n`);
      const x = await capture(() => cli(["run", "--config", join(dir, `exp${i}.yaml`), "--out", join(dir, `x${i}`), "--max-attempts", "1"]));
      expect(x.out, u).not.toContain(CANARY);
      expect([1, 2]).toContain(x.value);
    }
    for (const f of allFiles(dir).filter((f) => !f.endsWith(".yaml"))) expect(readFileSync(f, "utf8").includes(CANARY), f).toBe(false);
  }, 120_000);

  it("a working endpoint reached through a URL with credentials: progress, summary and every file are clean", async () => {
    const sim = await startSimServer({ port: 0 });
    const dir = tmp();
    try {
      const url = sim.url.replace("http://", `http://u:${CANARY}a@`);
      const r = await capture(() => cli(["run", "phantom", "--model", "typical", "--base-url", url, "--out", join(dir, "run"), "--limit", "2"]));
      expect(r.out).not.toContain(CANARY);
      expect(r.out).toContain("[simulated]");
      expect(r.value).toBe(0);
      for (const f of allFiles(dir)) expect(readFileSync(f, "utf8").includes(CANARY), f).toBe(false);
    } finally {
      await sim.close();
    }
  }, 120_000);
});

describe("headerSecrets", () => {
  it("lists every header value (and a bearer's bare token) for redactSecrets", async () => {
    const { headerSecrets, redactSecrets } = await import("../../src/runner/redact.js");
    const h = { "api-key": `az-${CANARY}`, Authorization: `Bearer tok-${CANARY}`, "x-small": "1" };
    const msg = `HTTP 401: key az-${CANARY} / token tok-${CANARY} / header Authorization: Bearer tok-${CANARY}`;
    expect(redactSecrets(msg, headerSecrets(h))).toBe("HTTP 401: key [redacted] / token [redacted] / header Authorization: [redacted]");
    expect(headerSecrets(undefined)).toEqual([]);
  });
});
