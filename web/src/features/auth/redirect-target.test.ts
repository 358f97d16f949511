import { describe, expect, test } from "bun:test";
import { safeRedirect, signInNote } from "./redirect-target.ts";

describe("safeRedirect", () => {
  test("keeps in-app paths with their search and hash", () => {
    expect(safeRedirect("/problems")).toBe("/problems");
    expect(safeRedirect("/problem/abc?tab=code#x")).toBe("/problem/abc?tab=code#x");
    expect(safeRedirect("/contest/1/2")).toBe("/contest/1/2");
  });

  test("refuses anything that could leave the site", () => {
    for (const bad of [
      "https://evil.example/problems",
      "//evil.example/problems",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
      " /problems",
      "///evil.example",
    ])
      expect(safeRedirect(bad), JSON.stringify(bad)).toBeUndefined();
    for (const bad of [undefined, null, 42, ["/problems"], { href: "/problems" }])
      expect(safeRedirect(bad)).toBeUndefined();
  });

  test("an encoded slash stays a path on this site", () => {
    expect(safeRedirect("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  test("never returns to the sign-in pages themselves", () => {
    for (const page of [
      "/",
      "/login",
      "/signup?redirect=/problems",
      "/forgot-password",
      "/reset-password?token=x",
    ])
      expect(safeRedirect(page)).toBeUndefined();
  });
});

describe("signInNote", () => {
  test("names where the visitor was going", () => {
    expect(signInNote("/problems")).toBe("Sign in to see the problems.");
    expect(signInNote("/problems?difficulty=EASY")).toBe("Sign in to see the problems.");
    expect(signInNote("/problem/42")).toBe("Sign in to open this problem.");
    expect(signInNote("/contests")).toBe("Sign in to see the contests.");
    expect(signInNote("/dashboard")).toBe("Sign in to continue to that page.");
    expect(signInNote("/problemsets")).toBe("Sign in to continue to that page.");
  });
});
