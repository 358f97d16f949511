import { createLogger, type Logger } from "@grindstone/shared/logger";

let fallback: Logger | undefined;

/**
 * The sandbox layer's logger when whoever built the runner passed none (the runner tests, bench/sandbox-overhead.ts): warnings
 * and errors only, the level a test run uses. The worker passes its own root logger.
 */
export const defaultRunnerLog = () => {
  fallback ??= createLogger("worker", { LOG_LEVEL: "warn" });
  return fallback;
};
