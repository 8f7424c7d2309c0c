/**
 * Sending mail to the owner: the notice of one lead, the summary of the leads
 * past the hourly ceiling, the daily digest. Every send is cut by a timeout
 * (a mail service that hangs fails the attempt, which its step or cron retries);
 * From and To are fixed by configuration, so no request can choose a recipient.
 */
import { readConfig, type Config, type Env } from "../platform/env";
import { CALL_TIMEOUT_MS, withTimeout } from "../journey/step-config";
import { renderNotice, type MailContent, type NoticeLead } from "./notice";

const MAX_ERROR_LENGTH = 500;

/** How the mail service said no, kept on the notice row for the owner (the inbox shows it; purged later). */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

/**
 * True when the mail service refused the Reply-To address (a visitor's address
 * it will not put in a header), as opposed to an outage: the notice can still
 * go out without it.
 */
export function isReplyToRefusal(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code ?? "")}` : String(error);
  return /reply[\s_-]?to/i.test(text);
}

async function sendToOwner(mailer: SendEmail, config: Config, mail: MailContent, replyTo: string | null): Promise<void> {
  const send = mailer.send({
    from: config.MAIL_FROM_NAME ? { email: config.MAIL_FROM, name: config.MAIL_FROM_NAME } : config.MAIL_FROM,
    // The binding only delivers to its destination_address; MAIL_TO names the same address.
    to: config.MAIL_TO,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(replyTo ? { replyTo } : {}),
  });
  await withTimeout(send, CALL_TIMEOUT_MS.mail, "The mail service");
}

/** One mail to the owner (the summary, the digest), From and To fixed by configuration. */
export async function mailOwner(env: Env, mail: MailContent): Promise<void> {
  await sendToOwner(env.MAILER, readConfig(env), mail, null);
}

/**
 * Sends one lead's notice. If the mail service refuses the visitor's address as
 * Reply-To, the notice goes out again at once without it (saying so in its
 * text), so a strange address never costs the owner the lead. Answers the
 * refusal it worked around, if any.
 */
export async function sendNotice(mailer: SendEmail, config: Config, lead: NoticeLead): Promise<string | null> {
  const notice = renderNotice(lead, config);
  try {
    await sendToOwner(mailer, config, notice, notice.replyTo);
    return null;
  } catch (error) {
    if (!isReplyToRefusal(error)) throw error;
    const plain = renderNotice(lead, config, { withoutReplyTo: true });
    await sendToOwner(mailer, config, plain, null);
    return `Sent without Reply-To: ${describeError(error)}`;
  }
}
