/**
 * Logs a dependency connection's state changes, not its retries: one line when it goes down, one when it is back.
 * During a 35 s Redis outage ioredis emits an error per reconnect attempt and BullMQ re-emits each on its Queue
 * and Worker; logged raw that was about 21 multi-line stack traces per process, burying the one line that mattered.
 *
 * Not exported from the package index (the web bundle never needs it): import `@grindstone/shared/connection-watch`.
 */

/** The part of an ioredis client this needs (kept structural so packages/shared does not depend on ioredis). */
type Connection = {
  on(event: "error", listener: (err: Error) => void): unknown;
  on(event: "ready", listener: () => void): unknown;
};
type Emitter = { on(event: "error", listener: (err: Error) => void): unknown };
/** The part of a logger this needs: pino's `(fields, message)` form (`@grindstone/shared/logger`). */
export type Log = {
  error: (fields: object, msg: string) => void;
  info: (fields: object, msg: string) => void;
};

export function watchConnection(name: string, connection: Connection, log: Log) {
  let down = false;
  const failed = (err: Error) => {
    if (down) return;
    down = true;
    log.error({ connection: name, reason: err.message }, `${name} unavailable: ${err.message}`);
  };
  connection.on("error", failed);
  connection.on("ready", () => {
    if (!down) return;
    down = false;
    log.info({ connection: name }, `${name} connected again`);
  });
}

/**
 * Logs another emitter's errors (a BullMQ Queue or Worker on `connection`) unless the connection is down: then
 * they are the outage again, already logged once by watchConnection.
 */
export function logUnlessDown(emitter: Emitter, connection: { status: string }, label: string, log: Log) {
  emitter.on("error", (err) => {
    if (connection.status === "ready")
      log.error({ emitter: label, reason: err.message }, `${label}: ${err.message}`);
  });
}
