// Run a CLI main with stdout/stderr captured (judge CLI tests).
import { vi } from "vitest";

export async function capture(run: () => Promise<number>): Promise<{ code: number; out: string; err: string }> {
  let out = "", err = "";
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => ((err += String(s)), true));
  try {
    return { code: await run(), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}
