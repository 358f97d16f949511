import type { Logger } from "@grindstone/shared/logger";
import nodemailer from "nodemailer";
import type { Env } from "../env.ts";

export type MailMessage = { to: string; subject: string; text: string; html: string };

// A mail server that does not answer must not keep background sends (and a SIGTERM's drain) waiting for
// nodemailer's defaults of minutes; a lost reset mail costs the user one more request.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Outgoing mail through the SMTP server in SMTP_URL. Without one, outside production the message is logged
 * (so a developer can follow a reset link); in production it is dropped with a warning, never logged, because a
 * reset link in the logs would let anyone who reads them into the account.
 */
export function createMailer(env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "NODE_ENV">, log: Logger) {
  const transport = env.SMTP_URL ? nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS }) : null;
  const pending = new Set<Promise<void>>();
  if (!transport && env.NODE_ENV === "production")
    log.warn("SMTP_URL is not set: e-mails (password reset links) will not be sent");

  async function send(message: MailMessage) {
    if (transport) {
      await transport.sendMail({ from: env.MAIL_FROM, ...message });
    } else if (env.NODE_ENV === "production") {
      log.warn({ subject: message.subject }, "SMTP_URL is not set: an e-mail was not sent");
    } else {
      log.info(
        { to: message.to, subject: message.subject, text: message.text },
        "SMTP_URL is not set: e-mail logged instead of sent",
      );
    }
  }

  return {
    send,
    /**
     * Composes and sends a message after the caller has answered: the request's answer and timing do not depend
     * on whether there was anything to send (compose returns null) or on the mail server. Failures are logged.
     */
    sendLater(compose: () => Promise<MailMessage | null>) {
      const task = (async () => {
        // A macrotask later, so the request's answer is written first.
        await new Promise((resolve) => setTimeout(resolve, 0));
        const message = await compose();
        if (message) await send(message);
      })()
        .catch((err: unknown) => log.error({ err }, "sending an e-mail failed"))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    /** Resolves once every sendLater task started so far has finished (tests; shutdown). */
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close() {
      transport?.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
