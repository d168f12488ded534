import { describe, expect, it } from "vitest";
import * as ALL from "../../src/paradigms/all.js";
import * as MANIFESTS from "../../src/paradigms/manifests.js";
import type { Paradigm } from "../../src/paradigms/paradigm.js";
import { registerManifests } from "../../src/paradigms/register-manifests.js";
import { getParadigm } from "../../src/paradigms/registry.js";

// src/paradigms/manifests.ts lists each folder's light part (issue 22); it must agree with all.ts, and each
// full paradigm must carry its manifest's name, record kind, facets and commands unchanged.
const full = ALL as unknown as Record<string, { paradigm: Paradigm }>;
const light = MANIFESTS as unknown as Record<string, { paradigm: Paradigm }>;

describe("paradigm manifests", () => {
  it("list the folders of all.ts, in its order", () => {
    expect(Object.keys(light)).toEqual(Object.keys(full));
  });

  it("are the light part of each full paradigm", () => {
    for (const [k, { paradigm: m }] of Object.entries(light)) {
      const p = full[k].paradigm;
      expect(m.name).toBe(p.name);
      expect(m.recordKind).toBe(p.recordKind);
      expect(m.facets).toEqual(p.facets);
      expect(m.commands).toBe(p.commands);
      expect(m.noMeasuresNote).toBe(p.noMeasuresNote);
      expect(m.measuresCaption).toBe(p.measuresCaption);
      expect(m.protocol).toBeUndefined();
      expect(m.measures).toBeUndefined();
    }
  });

  it("light commands are the ones that import what they use", () => {
    const lightCommands = Object.values(light).flatMap(({ paradigm }) => (paradigm.commands ?? []).filter((c) => c.light).map((c) => c.words.join(" ")));
    expect(lightCommands).toEqual(["metrics phantom", "scenarios validate", "scenarios agreement", "metrics panel", "screen", "metrics hidden_profile", "fit judge", "filter score", "filter evaluate", "judge corpus"]);
  });

  it("registering them leaves registered paradigms as they are", () => {
    const before = getParadigm("phantom");
    expect(before?.protocol).toBeDefined();
    expect(registerManifests()).toEqual(["phantom", "panel", "hidden_profile", "judge", "benchform"]);
    expect(getParadigm("phantom")).toBe(before);
  });
});
