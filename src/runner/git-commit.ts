/**
 * The project's git commit, read from `.git` without spawning git; null when unavailable.
 *
 * @example
 * gitCommit(); // => "d937b6d0..." or null outside a checkout
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../paths.js";

/**
 * The commit checked out at `root` (plain `.git` folders and worktrees, loose and packed refs).
 *
 * @param root the repository root (default: the project root)
 * @returns the 40-hex commit, or null when there is no readable checkout (never throws)
 * @example
 * gitCommit("/tmp"); // => null
 */
export function gitCommit(root: string = PROJECT_ROOT): string | null {
  try {
    let gitDir = join(root, ".git");
    if (!existsSync(gitDir)) return null;
    if (!existsSync(join(gitDir, "HEAD"))) {
      const m = /^gitdir:\s*(.+)$/m.exec(readFileSync(gitDir, "utf8")); // worktree: .git is a file
      if (!m) return null;
      gitDir = m[1].trim();
    }
    const head = readFileSync(join(gitDir, "HEAD"), "utf8").trim();
    if (/^[0-9a-f]{40}$/.test(head)) return head;
    const ref = /^ref:\s*(.+)$/.exec(head)?.[1];
    if (!ref) return null;
    for (const dir of [gitDir, join(gitDir, "..")]) {
      const p = join(dir, ref);
      if (existsSync(p)) return readFileSync(p, "utf8").trim();
    }
    const commonFile = join(gitDir, "commondir");
    const common = existsSync(commonFile) ? join(gitDir, readFileSync(commonFile, "utf8").trim()) : gitDir;
    if (existsSync(join(common, ref))) return readFileSync(join(common, ref), "utf8").trim();
    const packed = join(common, "packed-refs");
    if (existsSync(packed)) {
      for (const line of readFileSync(packed, "utf8").split("\n")) {
        const [sha, name] = line.split(" ");
        if (name === ref) return sha;
      }
    }
    return null;
  } catch {
    return null;
  }
}
