/**
 * The one way a mail to a customer leaves the Worker: through CUSTOMER_MAILER
 * (allowed only the site's sending address), from CUSTOMER_MAIL_FROM, with a
 * timeout, so a hung mail service fails the attempt (and the caller's retry
 * runs) instead of holding a Workflow step or a waitUntil open.
 */
import { customerMailOn, readConfig, type Env } from "../platform/env";
import { withTimeout as withCallTimeout } from "../journey/step-config";
import { business } from "../../client/content/business";
import type { CustomerMail } from "./compose";

/** A mail service that has not answered within this is treated as failed. */
export const CUSTOMER_MAIL_TIMEOUT_MS = 10_000;

export class CustomerMailTimeout extends Error {
  override name = "CustomerMailTimeout";
  constructor() {
    super(`The mail service did not answer within ${CUSTOMER_MAIL_TIMEOUT_MS / 1000} s.`);
  }
}

export class CustomerMailOff extends Error {
  override name = "CustomerMailOff";
  constructor() {
    super("Customer mail is off (CUSTOMER_MAIL, CUSTOMER_MAIL_FROM).");
  }
}

/** Runs `work`, rejecting with CustomerMailTimeout when it takes longer than `ms` (the journey's timeout, its own error). */
export function withTimeout<T>(work: Promise<T>, ms: number = CUSTOMER_MAIL_TIMEOUT_MS): Promise<T> {
  return withCallTimeout(work, ms, "The mail service", () => new CustomerMailTimeout());
}

/** Sends one composed mail to one customer address; throws when it is off, refused or too slow. */
export async function mailCustomer(env: Env, to: string, mail: CustomerMail, timeoutMs?: number): Promise<void> {
  const config = readConfig(env);
  if (!customerMailOn(env, config)) throw new CustomerMailOff();
  await withTimeout(
    env.CUSTOMER_MAILER.send({
      from: { email: config.CUSTOMER_MAIL_FROM, name: business.name },
      to,
      // Answers reach the owner, never the site's sending address.
      replyTo: config.MAIL_TO,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(mail.attachments?.length
        ? { attachments: mail.attachments.map((file) => ({ ...file, disposition: "attachment" as const })) }
        : {}),
    }),
    timeoutMs,
  );
}
