import { InfrastructureError, type Runner } from "../runners/index.ts";

/**
 * For tests of code that never runs a program (contest jobs, verdicts written directly): no sandbox is started, and
 * a process killed on purpose leaves no sandbox children behind. Running anything fails as infrastructure would.
 */
export const noSandbox: Runner = {
  name: "none",
  run: () => Promise.reject(new InfrastructureError("no sandbox in this process")),
  close: async () => {},
};
