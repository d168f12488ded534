// Every command group answers --help (issue 24: `metrics --help` was "unknown command").
import { afterEach, describe, expect, it, vi } from "vitest";
import { cli, COMMANDS, groupCommands, loadParadigms } from "../../src/cli/main.js";

await loadParadigms(); // the paradigm folders' commands join COMMANDS

afterEach(() => vi.restoreAllMocks());

function capture(): { out: string[]; err: string[] } {
  const out: string[] = [], err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s: string | Uint8Array) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s: string | Uint8Array) => (err.push(String(s)), true));
  return { out, err };
}

const groups = [...new Set(COMMANDS.filter((c) => c.words.length > 1).map((c) => c.words[0]))];

describe("group help", () => {
  it("knows the groups", () => {
    expect(groups).toEqual(expect.arrayContaining(["metrics", "fit", "filter", "sim", "scenarios", "tasks", "judge"]));
    expect(groupCommands("metrics").map((c) => c.words[1])).toEqual(["phantom", "panel", "hidden_profile"]);
  });
  it.each(groups)("groupthink %s --help lists every command of the group, exit 0", async (g) => {
    const { out } = capture();
    expect(await cli([g, "--help"])).toBe(0);
    const text = out.join("");
    expect(text.split("\n")[0]).toMatch(new RegExp(`^usage: groupthink ${g} `));
    for (const c of groupCommands(g)) expect(text).toContain(`  ${c.help}`);
  });
  it("the group alone or an unknown subcommand: exit 2, the list on stderr", async () => {
    const { out, err } = capture();
    expect(await cli(["metrics"])).toBe(2);
    expect(await cli(["metrics", "phantomm"])).toBe(2);
    expect(out).toEqual([]);
    expect(err.join("")).toMatch(/^groupthink: metrics expects a command\nusage: groupthink metrics phantom\|panel\|hidden_profile \.\.\./);
    expect(err.join("")).toContain('groupthink: unknown command "metrics phantomm"');
  });
  it("a command of a group still gets its own help", async () => {
    const { out } = capture();
    expect(await cli(["metrics", "panel", "--help"])).toBe(0);
    expect(out.join("")).toMatch(/^usage: groupthink metrics panel/);
  });
});
