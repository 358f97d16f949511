import { describe, expect, test } from "bun:test";
import {
  emptyInputValidator,
  inputValidatorHeaderError,
  inputValidatorsToBody,
  inputValidatorsToValues,
  withInputValidatorSource,
} from "./input-validators.ts";

const header = { name: "validate.h", content: "#pragma once\n" };

describe("the input validators' rows", () => {
  test("stored validators become rows with their headers kept, each with its own key; the body drops the keys", () => {
    const stored = [
      { language: "CPP" as const, source: "int main() { return 42; }", headers: [header] },
      { language: "PYTHON" as const, source: "import sys\nsys.exit(42)", headers: [] },
    ];
    const rows = inputValidatorsToValues(stored);
    expect(rows.map(({ key: _, ...row }) => row)).toEqual(stored);
    expect(new Set(rows.map((r) => r.key)).size).toBe(2);
    expect(inputValidatorsToBody(rows)).toEqual(stored);
    // Copies: editing a row's headers never reaches the view they came from.
    expect(rows[0]?.headers[0]).not.toBe(header);
  });

  test("none stored, or not in the view, is no rows; no rows is an empty list in the body", () => {
    expect(inputValidatorsToValues(undefined)).toEqual([]);
    expect(inputValidatorsToValues([])).toEqual([]);
    expect(inputValidatorsToBody([])).toEqual([]);
  });

  test("a new row is Python with no source and no headers, with a key no other row has", () => {
    const [a, b] = [emptyInputValidator(), emptyInputValidator()];
    expect({ ...a, key: "" }).toEqual({ key: "", language: "PYTHON", source: "", headers: [] });
    expect(a.key).not.toBe(b.key);
  });

  test("an editor's text lands in its own row only, and an unchanged text or a removed row changes nothing", () => {
    const rows = [emptyInputValidator(), emptyInputValidator()];
    const [first, second] = rows;
    if (!first || !second) throw new Error("two rows");
    const edited = withInputValidatorSource(rows, second.key, "print('ok')");
    expect(edited.map((r) => r.source)).toEqual(["", "print('ok')"]);
    expect(edited[0]).toBe(first);
    expect(withInputValidatorSource(edited, second.key, "print('ok')")).toBe(edited);
    expect(withInputValidatorSource(rows, "gone", "x")).toBe(rows);
  });

  test("a stored header's error is found under its row's number", () => {
    const errors = { "inputValidators.1.headers.0.name": "A header's name is a plain file name" };
    expect(inputValidatorHeaderError(errors, 1)).toBe("A header's name is a plain file name");
    expect(inputValidatorHeaderError(errors, 0)).toBeUndefined();
  });
});
