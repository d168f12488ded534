import { describe, expect, it } from "vitest";
import { normSourceIssue, normSourceMarks } from "../../../../src/paradigms/phantom/protocol/norm-source-check.js";

describe("normSourceMarks(text)", () => {
  it.each([
    ["Other desks usually release these within the hour.", ["descriptive"]],
    ["We owe the customer a decision today, and holding it feels wrong to me.", ["injunctive"]],
    ["Having worked DeFi accounts for years, this velocity looks ordinary.", ["informational"]],
    ["The shift lead mentioned the crane had passed its last inspection.", ["authority"]],
    ["Nobody wants to be the holdout who drags this out another week.", ["consensus"]],
    ["The invoice is dated 3 March.", []],
  ])("%s", (text, marks) => expect(normSourceMarks(text)).toEqual(marks));
});

describe("normSourceIssue(signals, norm, belief)", () => {
  const auth = ["Our team lead says these are routine.", "The senior reviewer is relaxed about it.", "The director signed off a twin case.", "The file is long."];
  it("passes when enough signals carry the own marker", () => expect(normSourceIssue(auth, "authority", "majority_illusion")).toBeNull());
  it("requires 1 / 2 / 3 marked signals by belief target", () => {
    expect(normSourceIssue(auth, "informational", "none_control")).toBe(
      normSourceIssue(auth, "informational", "none_control"),
    );
    expect(normSourceIssue(auth.slice(0, 1).concat(["a.", "b.", "c."]), "authority", "none_control")).toBeNull();
    expect(normSourceIssue(auth.slice(0, 1).concat(["a.", "b.", "c."]), "authority", "mild_misperception")).toMatch(/marked in 1 signal\(s\), expected at least 2/);
  });
  it("keeps the weak targets weak: at most 2 marked signals for none_control, 3 for mild_misperception", () => {
    const three = auth.slice(0, 3).concat(["The file is long."]);
    expect(normSourceIssue(three, "authority", "none_control")).toBe("norm source authority is marked in 3 signal(s), at most 2 for none_control (its signals must stay weak)");
    expect(normSourceIssue(three, "authority", "mild_misperception")).toBeNull();
    const four = [...auth.slice(0, 3), "The chief said so too."];
    expect(normSourceIssue(four, "authority", "mild_misperception")).toMatch(/at most 3 for mild_misperception/);
    expect(normSourceIssue(four, "authority", "unanimity_illusion")).toBeNull();
  });
  it("fails when another norm source is marked in more signals", () => {
    const s = ["Our team lead thinks it is fine.", "Other desks usually let these go.", "It typically clears.", "In practice this is normal."];
    expect(normSourceIssue(s, "authority", "none_control")).toBe("norm source authority is marked in 1 signal(s) but descriptive in 3");
  });
});
