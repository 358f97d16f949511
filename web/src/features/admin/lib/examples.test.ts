import { describe, expect, test } from "bun:test";
import {
  emptyExample,
  examplesFromStored,
  examplesToBody,
  sharedExampleErrors,
  sharedExamples,
} from "./examples.ts";

const one = { input: "3", output: "3", explanation: "1+1+1, 1+2, 2+1" };
const stored = { input: "3", output: "3", explanation: "1+1+1, 1+2, 2+1" };

describe("examplesFromStored", () => {
  test("the same example in every language is one shared example", () => {
    expect(examplesFromStored({ JAVASCRIPT: stored, PYTHON: stored, JAVA: stored })).toEqual(
      sharedExamples(one),
    );
  });

  test("a missing explanation equals an empty one, and a language without an example is no difference", () => {
    const bare = { input: "1", output: "2" };
    expect(examplesFromStored({ JAVASCRIPT: bare, JAVA: { ...bare, explanation: "" } })).toEqual(
      sharedExamples({ input: "1", output: "2", explanation: "" }),
    );
  });

  test("no example at all is an empty shared one", () => {
    expect(examplesFromStored({})).toEqual(sharedExamples(emptyExample()));
  });

  test("examples that differ stay per language, every one of them kept", () => {
    const other = { input: "race a car", output: "false" };
    const values = examplesFromStored({ JAVASCRIPT: stored, PYTHON: other, JAVA: stored });
    expect(values).toEqual({
      mode: "perLanguage",
      byLanguage: {
        JAVASCRIPT: one,
        PYTHON: { ...other, explanation: "" },
        JAVA: one,
        TYPESCRIPT: emptyExample(),
        CPP: emptyExample(),
      },
    });
  });
});

describe("examplesToBody", () => {
  const offered = ["JAVASCRIPT", "PYTHON", "JAVA"] as const;

  test("the shared example goes under every offered language, a blank explanation left out", () => {
    const body = examplesToBody(sharedExamples({ input: "1", output: "2", explanation: " " }), {
      offered: [...offered, "CPP"],
      requiredFor: [],
    });
    const sent = { input: "1", output: "2" };
    expect(body).toEqual({ JAVASCRIPT: sent, PYTHON: sent, JAVA: sent, CPP: sent });
  });

  test("a blank shared example is sent when required (the schema names what is missing), else not at all", () => {
    const blank = sharedExamples();
    expect(examplesToBody(blank, { offered, requiredFor: ["JAVASCRIPT"] })).toEqual({
      JAVASCRIPT: { input: "", output: "" },
      PYTHON: { input: "", output: "" },
      JAVA: { input: "", output: "" },
    });
    expect(examplesToBody(blank, { offered, requiredFor: [] })).toEqual({});
  });

  test("per language: each language's own, blank ones left out, even for a language no longer offered", () => {
    const byLanguage = {
      JAVASCRIPT: one,
      PYTHON: { input: "x", output: "y", explanation: "" },
      JAVA: emptyExample(),
      CPP: { input: "c", output: "d", explanation: "" },
    };
    const body = examplesToBody({ mode: "perLanguage", byLanguage }, { offered, requiredFor: [] });
    expect(body).toEqual({
      JAVASCRIPT: one,
      PYTHON: { input: "x", output: "y" },
      CPP: { input: "c", output: "d" },
    });
  });
});

test("sharedExampleErrors shows every language copy's error once, on the shared field", () => {
  expect(
    sharedExampleErrors({
      title: "Title must be at least 3 characters",
      "examples.JAVASCRIPT.input": "Input is required",
      "examples.PYTHON.input": "Input is required",
      "examples.JAVA.output": "Output is required",
    }),
  ).toEqual({
    title: "Title must be at least 3 characters",
    "example.input": "Input is required",
    "example.output": "Output is required",
  });
});
