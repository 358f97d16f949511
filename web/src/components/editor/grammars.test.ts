import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGE_TABLE } from "@grindstone/shared";

// setup-monaco.ts imports only the grammars the registry needs (Monaco's ~80 would all become lazy chunks), so a
// registry language without its grammar import would show as plain text: this names the import to add.
test("setup-monaco.ts imports the grammar of every registry language", () => {
  const setup = readFileSync(join(import.meta.dir, "setup-monaco.ts"), "utf8");
  const missing = LANGUAGE_TABLE.map(
    (row) => `monaco-editor/languages/definitions/${row.monacoId}/register`,
  ).filter((path) => !setup.includes(`import "${path}";`));
  expect(missing).toEqual([]);
});
