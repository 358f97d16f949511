import { outputsMatch } from "@grindstone/shared";
import type { OutputChecker } from "./types.ts";

/**
 * The original rule (`{ kind: "exact" }`): line by line after trimming trailing whitespace and trailing blank lines,
 * \r\n = \n. The bytes are decoded as the runners always did (invalid UTF-8 becomes U+FFFD), so a problem keeps
 * judging exactly as before policies existed.
 */
const decoder = new TextDecoder();

export const exactChecker: OutputChecker = {
  async check(req) {
    return outputsMatch(decoder.decode(req.output), req.answer)
      ? { verdict: "Accepted" }
      : { verdict: "Wrong Answer" };
  },
};
