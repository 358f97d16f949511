import { expect, test } from "bun:test";
import { createLogger } from "@grindstone/shared/logger";
import { createMailer } from "./mailer.ts";

/** A logger whose JSON lines are kept, to read what the mailer logged. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(
    "api",
    { LOG_LEVEL: "info", LOG_FORMAT: "json" },
    {
      write: (line: string) => void lines.push(JSON.parse(line)),
    },
  );
  return { log, lines };
}

const message = {
  to: "ada@example.com",
  subject: "Reset your Grindstone password",
  text: "Open http://localhost:3000/reset-password?token=abc",
  html: "<p>x</p>",
};

test("without SMTP_URL, outside production, the mail is logged with its link instead of sent", async () => {
  const { log, lines } = capturingLogger();
  const mailer = createMailer({ NODE_ENV: "development", MAIL_FROM: "x <x@y.dev>" }, log);
  mailer.sendLater(async () => message);
  await mailer.idle();
  const entry = lines.find((l) => String(l.msg).includes("SMTP_URL is not set"));
  expect(entry).toMatchObject({ level: "info", to: message.to, text: message.text });
});

test("without SMTP_URL in production, the mail is dropped with a warning that carries no link", async () => {
  const { log, lines } = capturingLogger();
  const mailer = createMailer({ NODE_ENV: "production", MAIL_FROM: "x <x@y.dev>" }, log);
  mailer.sendLater(async () => message);
  await mailer.idle();
  expect(lines.some((l) => l.level === "warn")).toBe(true);
  expect(JSON.stringify(lines)).not.toContain("token=abc");
});
