import { outputsMatch } from "@grindstone/shared";
import type { OutputChecker } from "./types.ts";

/**
 * Today's rule (and every problem's before policies): line by line after trimming trailing whitespace. The bytes are
 * decoded, never the display text: a NUL the program printed must not match a "␀" expected.
 */
export const exactChecker: OutputChecker = {
  async check({ output, answer }) {
    return { verdict: outputsMatch(new TextDecoder().decode(output), answer) ? "Accepted" : "Wrong Answer" };
  },
};
