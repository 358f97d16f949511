import pino, { type DestinationStream, type Level, type Logger } from "pino";
import pretty from "pino-pretty";

/**
 * The one logger factory for every server process (api, worker). JSON lines for machines, pino-pretty for a person.
 *
 * Not exported from the package index (the web bundle imports the index and must never pull in pino):
 * import `@grindstone/shared/logger`.
 */
export type { Logger };

export type LogFormat = "json" | "pretty";
export type LogSettings = { LOG_LEVEL: Level | "silent"; LOG_FORMAT?: LogFormat };

/** LOG_FORMAT when set; otherwise pretty only when a person is watching (stdout is a terminal). */
export function logFormat(
  env: Pick<LogSettings, "LOG_FORMAT">,
  isTTY = Boolean(process.stdout.isTTY),
): LogFormat {
  return env.LOG_FORMAT ?? (isTTY ? "pretty" : "json");
}

/**
 * A root logger named after its process. Every line carries `name`, `pid` and `hostname` (pino's base fields), an ISO
 * `time` and `level` as a label ("info"), so a reader needs no table to know what 30 meant.
 *
 * Pretty output is pino-pretty as an in-process stream, never `transport: { target: "pino-pretty" }`: a transport
 * runs in a worker thread through thread-stream, which under Bun fails to start (pinojs/pino-pretty#619) or hangs
 * about 10 s on exit waiting for the thread to flush (oven-sh/bun#32157). Written synchronously: a person's terminal
 * is not a throughput path.
 *
 * JSON goes out asynchronously (one write per request would otherwise block the event loop whenever the pipe to a
 * supervisor or log shipper is slow); lines logged meanwhile are batched into the next write, and pino flushes
 * what is left on process exit, so a line logged just before process.exit is not lost.
 *
 * `destination` replaces stdout (tests capture lines with it).
 */
export function createLogger(name: string, env: LogSettings, destination?: DestinationStream): Logger {
  const options = {
    name,
    level: env.LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (logFormat(env) === "pretty") {
    return pino(
      options,
      pretty({
        sync: true,
        destination: destination ?? 1,
        colorize: !destination && Boolean(process.stdout.isTTY),
        translateTime: "SYS:HH:MM:ss.l",
        // One line per entry (a stack trace still gets its own lines), so a terminal shows requests, not fields.
        singleLine: true,
        // A person at a terminal knows which machine and process they started; the name says which one it is.
        // An access line's message already reads "GET /path 200 3.1ms".
        ignore: "pid,hostname,method,path,durationMs",
      }),
    );
  }
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}

/** createDb's state-change callback (packages/db) as log lines: one when Postgres goes down, one when it is back. */
export const postgresLog = (log: Logger) => (state: "down" | "up", detail: string) => {
  if (state === "down")
    log.error({ connection: "postgres", reason: detail }, `postgres unavailable: ${detail}`);
  else log.info({ connection: "postgres" }, `postgres: ${detail}`);
};

/**
 * Ends the process once everything logged so far is written. JSON lines go out asynchronously, and a process.exit
 * right after log.fatal can end before the line that says why reaches the supervisor (a start-up failure would
 * then exit 1 without a reason). Bounded: a stuck pipe delays the exit by at most `withinMs`.
 */
export async function exitAfterFlush(log: Logger, code: number, withinMs = 2000): Promise<never> {
  await Promise.race([
    new Promise<void>((resolve) => log.flush(() => resolve())),
    new Promise<void>((resolve) => setTimeout(resolve, withinMs).unref()),
  ]);
  process.exit(code);
}
