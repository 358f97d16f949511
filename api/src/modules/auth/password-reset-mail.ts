import type { MailMessage } from "../../lib/mailer.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The reset e-mail: plain text first (what every client shows), with the same words in a minimal HTML part. */
export function passwordResetMail(to: string, link: string, ttlSeconds: number): MailMessage {
  const minutes = Math.round(ttlSeconds / 60);
  const lines = [
    "Hello,",
    "",
    `Someone (hopefully you) asked to reset the password of the Grindstone account for ${to}.`,
    `Open this link within ${minutes} minutes to choose a new one. It works once:`,
    "",
    link,
    "",
    "Resetting the password signs the account out everywhere.",
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];
  const html = [
    `<p>Hello,</p>`,
    `<p>Someone (hopefully you) asked to reset the password of the Grindstone account for ${escapeHtml(to)}.`,
    ` Open this link within ${minutes} minutes to choose a new one. It works once:</p>`,
    `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
    `<p>Resetting the password signs the account out everywhere.<br>`,
    `If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`,
  ].join("");
  return { to, subject: "Reset your Grindstone password", text: lines.join("\n"), html };
}
