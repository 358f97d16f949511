import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A file of fixtures/interactive (the guess interactor and a bisecting solution the tests share). */
export const readFixture = (name: string) =>
  readFileSync(join(import.meta.dir, "../../../../fixtures/interactive", name), "utf8");
