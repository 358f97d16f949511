import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the catcher received it over SMTP, parsed (quoted-printable and all) into plain fields. */
export type CaughtMail = { to: string[]; from: string; subject: string; text: string; html: string };

// Long enough for a background send on a loaded two-core machine; short enough that a mail that never comes
// fails the test with a reason instead of the runner's timeout.
const WAIT_MS = 20_000;

const addresses = (field: unknown): string[] => {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a: { value?: { address?: string }[] }) =>
    (a.value ?? []).map((v) => (v.address ?? "").toLowerCase()),
  );
};

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: the API's tests and the browser suite's mail
 * fixture point SMTP_URL at it. Plain SMTP without STARTTLS or AUTH, as a local relay would be.
 * `hold()` makes it take messages without accepting them until released, to show that a request's answer
 * does not wait for the mail.
 */
export async function startSmtpCatcher(opts: { port?: number } = {}) {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let gate: Promise<void> | null = null;
  let open: () => void = () => {};
  let receiving = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      receiving++;
      simpleParser(stream)
        .then(async (mail) => {
          await gate;
          messages.push({
            to: addresses(mail.to),
            from: addresses(mail.from)[0] ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((err: Error) => callback(err))
        .finally(() => receiving--);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const find = (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase()));

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages addressed to `to`, oldest first. */
    find,
    /** How many messages are being received but not yet accepted (held or being parsed). */
    get receiving() {
      return receiving;
    },
    /** Resolves with the `count`-th message to `to` (1 = the first), waiting for it to arrive. */
    async waitFor(to: string, count = 1): Promise<CaughtMail> {
      const deadline = Date.now() + WAIT_MS;
      while (find(to).length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no e-mail #${count} to ${to} within ${WAIT_MS} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
      return find(to)[count - 1]!;
    },
    /** Until release(), messages are received but not accepted (the sender waits). */
    hold() {
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release() {
      open();
      gate = null;
    },
    async close() {
      this.release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/** The reset link in a message's text (the web's /reset-password?token=…). */
export function resetLinkIn(mail: CaughtMail): URL {
  const match = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(match[0]);
}
