import type { Checker, CustomChecker } from "@grindstone/shared";
import { InfrastructureError } from "../../runners/runner.ts";
import { exactChecker } from "./exact.ts";
import { tokensChecker } from "./tokens.ts";
import type { OutputChecker } from "./types.ts";

/**
 * The checker a policy names. Exact and tokens run in-process; a custom checker is a program of the problem's, run in
 * a sandbox box of its own, so only a runner that has the sandbox can make one (`custom`).
 */
export type CheckerFactory = (checker: Checker) => OutputChecker;

export function checkerFactory(custom?: (checker: CustomChecker) => OutputChecker): CheckerFactory {
  return (checker) => {
    switch (checker.kind) {
      case "exact":
        return exactChecker;
      case "tokens":
        return tokensChecker(checker);
      case "custom":
        if (!custom) throw new InfrastructureError("this worker cannot run custom checkers (no sandbox)");
        return custom(checker);
    }
  };
}
