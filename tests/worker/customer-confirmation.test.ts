/**
 * The customer's confirmation after an accepted lead: its content (pure
 * composer) and every rule (held: none; the same address within 30 days:
 * none; 3 per visitor key a day; a name with a link: "Hello,"; idempotent;
 * a failing or hanging mail service: retried, then failed and in the digest),
 * in workerd with real local D1. The mail service is the edge of the world:
 * a recording or failing send_email binding stands in for it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, envWith, failingMailer, json, quoteBody, contactBody, recordingMailer, rows, runDailyDigest, seedLead } from "./helpers";
import { composeConfirmation, NOT_YOU_LINE, townOf, whatWasAsked } from "../../worker/customer-mail/compose";
import { greetingFor } from "../../worker/customer-mail/greeting";
import { CONFIRMATION_MAX_ATTEMPTS, sendCustomerConfirmation } from "../../worker/customer-mail/confirmation";
import { CustomerMailTimeout, mailCustomer } from "../../worker/customer-mail/send";

const LEADS = "/api/leads";
const SITE = "https://www.peachtreebrushpainting.com";

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
}

describe("the first name, the only thing echoed", () => {
  it("greets a plain name by its first word, and anything else with Hello,", () => {
    expect(greetingFor("Maria Lopez")).toBe("Hi Maria,");
    expect(greetingFor("  José-Luis  O'Brien ")).toBe("Hi José-Luis,");
    expect(greetingFor("Zoë")).toBe("Hi Zoë,");
    expect(greetingFor("Maria https://cheap-seo.example")).toBe("Hello,");
    expect(greetingFor("Maria www.example.com")).toBe("Hello,");
    expect(greetingFor("<b>Maria</b>")).toBe("Hello,");
    expect(greetingFor("Maria 2")).toBe("Hello,");
    expect(greetingFor("Call me at maria@example.com")).toBe("Hello,");
    expect(greetingFor("A".repeat(31))).toBe("Hello,");
    expect(greetingFor("A".repeat(30))).toBe(`Hi ${"A".repeat(30)},`);
    expect(greetingFor("")).toBe("Hello,");
  });
});

describe("composeConfirmation", () => {
  const base = {
    business: { name: "Peachtree Brush Painting", phoneDisplay: "(770) 555-0142" },
    siteUrl: SITE,
  };

  it("says what was asked, when to expect an answer, the phone, the booking link and the not-you line", () => {
    const mail = composeConfirmation({
      ...base,
      lead: { form_type: "quote", full_name: "Maria Lopez", service_type: "exterior", address: "12 Oak St, Roswell, GA 30075" },
      bookingUrl: `${SITE}/book?token=abc`,
      typicalAnswerMinutes: 22,
    });
    expect(mail.subject).toBe("We received your quote request: Peachtree Brush Painting");
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("Hi Maria,");
      expect(body).toContain("your request for a free quote for exterior painting in Roswell");
      expect(body).toContain("Monday - Friday 8:00 AM - 6:00 PM; Saturday 9:00 AM - 4:00 PM; Sunday closed");
      expect(body).toContain("usually within about 25 minutes");
      expect(body).toContain("(770) 555-0142");
      expect(body).toContain(`${SITE}/book?token=abc`);
    }
    expect(mail.text).toContain(NOT_YOU_LINE);
    expect(mail.html).toContain("you will not hear from us again");
    // Links only to the site itself.
    expect(hrefs(mail.html).every((href) => href.startsWith(`${SITE}/`) || href === SITE)).toBe(true);
    // Nothing typed but the first name: not the street, not the project details.
    expect(mail.text).not.toContain("12 Oak St");
  });

  it("quotes no typical answer time without enough answered leads, and no booking link for a message", () => {
    const mail = composeConfirmation({ ...base, lead: { form_type: "contact", full_name: "Sam", service_type: "", address: "" }, bookingUrl: `${SITE}/book?token=x`, typicalAnswerMinutes: null });
    expect(mail.text).toContain("We received your message.");
    expect(mail.text).not.toContain("usually within");
    expect(mail.text).not.toContain("/book");
  });

  it("a name with a link, markup or an address in it is never repeated", () => {
    const mail = composeConfirmation({
      ...base,
      lead: { form_type: "quote", full_name: 'Win <a href="https://evil.example">prizes</a> https://evil.example', service_type: "<script>", address: "https://evil.example" },
    });
    expect(mail.text.startsWith("Hello,")).toBe(true);
    expect(mail.html).not.toContain("evil.example");
    expect(mail.text).not.toContain("evil.example");
    expect(mail.html).not.toContain("<script>");
    expect(hrefs(mail.html)).toEqual([SITE]);
  });

  it("names only towns of the service area and services of the fixed list", () => {
    expect(townOf("100 Roswell Rd, Marietta, GA")).toBe("Marietta");
    expect(townOf("1 Main St, Springfield")).toBeNull();
    expect(whatWasAsked({ form_type: "quote", full_name: "", service_type: "made-up", address: "" })).toBe("your request for a free quote");
  });
});

describe("sendCustomerConfirmation in the lead's path", () => {
  it("sends one confirmation for an accepted quote, to the visitor, from the site's address, with the booking link", async () => {
    const customer = recordingMailer();
    const body = quoteBody({ name: "Maria Lopez" });
    // The confirmation is a step of the lead's journey (a Workflow), after the answer.
    const response = await call(LEADS, { body, env: envWith({ CUSTOMER_MAILER: customer, MAILER: recordingMailer() }), until: async () => customer.sent.length > 0 });
    expect(response.status).toBe(201);
    const answer = await json<{ id: string; booking_token: string }>(response);
    expect(answer.booking_token).toMatch(new RegExp(`^${answer.id}\\.`));
    expect(customer.sent).toHaveLength(1);
    const mail = customer.sent[0]!;
    expect(mail.to).toBe(body["email"]);
    expect(mail.from).toEqual({ email: "website@peachtreebrushpainting.com", name: "Peachtree Brush Painting" });
    expect(mail.replyTo).toBe(env.MAIL_TO);
    expect(mail.text).toContain("Hi Maria,");
    expect(mail.text).toContain(`/book?token=${encodeURIComponent(answer.booking_token)}`);
    const [row] = await rows<{ status: string; attempts: number }>("select status, attempts from customer_mails where lead_id = ? and kind = 'confirmation'", answer.id);
    expect(row).toEqual({ status: "sent", attempts: 1 });
  });

  it("sends none for a held lead", async () => {
    const customer = recordingMailer();
    // Filled honeypot: held by the screens, answered 201 like any lead.
    const response = await call(LEADS, { body: quoteBody({ website: "http://spam.example" }), env: envWith({ CUSTOMER_MAILER: customer, MAILER: recordingMailer() }) });
    expect(response.status).toBe(201);
    const { id, booking_token } = await json<{ id: string; booking_token?: string }>(response);
    expect(booking_token).toBeUndefined();
    expect(customer.sent).toHaveLength(0);
    expect(await sendCustomerConfirmation(envWith({ CUSTOMER_MAILER: customer }), id)).toBe("skipped");
    expect(customer.sent).toHaveLength(0);
    expect(await rows("select * from customer_mails where lead_id = ?", id)).toHaveLength(0);
  });

  it("sends none for a refused submission (kept held)", async () => {
    const id = await seedLead({ is_spam: true, screen_outcome: "refuse", spam_reason: "Refused at the form: test" });
    const customer = recordingMailer();
    expect(await sendCustomerConfirmation(envWith({ CUSTOMER_MAILER: customer }), id)).toBe("skipped");
    expect(customer.sent).toHaveLength(0);
  });

  it("sends none to the same address a second time within 30 days", async () => {
    const customer = recordingMailer();
    const testEnv = envWith({ CUSTOMER_MAILER: customer, MAILER: recordingMailer() });
    const email = `repeat.${crypto.randomUUID().slice(0, 8)}@gmail.com`;
    expect((await call(LEADS, { body: quoteBody({ email }), env: testEnv, until: async () => customer.sent.length > 0 })).status).toBe(201);
    // Until the second lead's journey has decided its confirmation (skipped, as it must be).
    const secondDecided = async () =>
      (
        await rows(
          "select 1 from customer_mails m join forms f on f.id = m.lead_id where f.email = ? and f.form_type = 'contact' and m.status != 'pending'",
          email.toUpperCase(),
        )
      ).length > 0;
    const second = await call(LEADS, { body: contactBody({ email: email.toUpperCase() }), env: testEnv, until: secondDecided });
    expect(second.status).toBe(201);
    expect(customer.sent).toHaveLength(1);
    const { id } = await json<{ id: string }>(second);
    const [row] = await rows<{ status: string; reason: string }>("select status, reason from customer_mails where lead_id = ?", id);
    expect(row?.status).toBe("skipped");
    expect(row?.reason).toContain("30 days");
  });

  it("sends at most 3 per visitor key (network) a day", async () => {
    const customer = recordingMailer();
    const testEnv = envWith({ CUSTOMER_MAILER: customer });
    const network = `net-${crypto.randomUUID()}`;
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await seedLead({ ip_network_hash: network, email: `n${i}.${network.slice(4, 12)}@gmail.com` }));
    const outcomes = [];
    for (const id of ids) outcomes.push(await sendCustomerConfirmation(testEnv, id));
    expect(outcomes).toEqual(["sent", "sent", "sent", "skipped"]);
    expect(customer.sent).toHaveLength(3);
  });

  it("is idempotent: a repeated call (a retried step) sends nothing twice", async () => {
    const customer = recordingMailer();
    const testEnv = envWith({ CUSTOMER_MAILER: customer });
    const id = await seedLead({ form_type: "quote", full_name: "Ann Lee" });
    expect(await sendCustomerConfirmation(testEnv, id)).toBe("sent");
    expect(await sendCustomerConfirmation(testEnv, id)).toBe("already_sent");
    expect(customer.sent).toHaveLength(1);
  });

  it("is off without CUSTOMER_MAIL on or without a sender", async () => {
    const customer = recordingMailer();
    const id = await seedLead();
    expect(await sendCustomerConfirmation(envWith({ CUSTOMER_MAILER: customer, CUSTOMER_MAIL: "off" }), id)).toBe("off");
    expect(await sendCustomerConfirmation(envWith({ CUSTOMER_MAILER: customer, CUSTOMER_MAIL_FROM: "" }), id)).toBe("off");
    expect(customer.sent).toHaveLength(0);
  });

  it("throws on a failing mail service (so the step retries), then is marked failed and listed in the owner's digest", async () => {
    const mailer = failingMailer();
    const testEnv = envWith({ CUSTOMER_MAILER: mailer });
    const id = await seedLead({ full_name: "Failing Fran" });
    for (let attempt = 1; attempt < CONFIRMATION_MAX_ATTEMPTS; attempt++) {
      await expect(sendCustomerConfirmation(testEnv, id)).rejects.toThrow("Email Service unavailable");
    }
    expect(await sendCustomerConfirmation(testEnv, id)).toBe("failed");
    expect(await sendCustomerConfirmation(testEnv, id)).toBe("failed");
    expect(mailer.calls).toBe(CONFIRMATION_MAX_ATTEMPTS);
    const [row] = await rows<{ status: string; attempts: number }>("select status, attempts from customer_mails where lead_id = ?", id);
    expect(row).toEqual({ status: "failed", attempts: CONFIRMATION_MAX_ATTEMPTS });

    // The next day's digest (a DailyDigest Workflow run by the daily cron) lists it.
    // The digest's window ends two minutes behind its run (a lead is in exactly one digest): the failure is older.
    await env.DB.prepare("update customer_mails set failed_at = ? where lead_id = ?").bind(new Date(Date.now() - 5 * 60_000).toISOString(), id).run();
    const owner = recordingMailer();
    await runDailyDigest(envWith({ MAILER: owner }));
    const digest = owner.sent.find((message) => message.subject?.startsWith("Daily lead digest"));
    expect(digest).toBeDefined();
    expect(digest!.text).toContain("Confirmations to customers that failed");
    expect(digest!.text).toContain("Failing Fran");
  });

  it("gives up on a hanging mail service after its timeout", async () => {
    const hanging = { send: () => new Promise(() => {}) } as unknown as SendEmail;
    await expect(
      mailCustomer(envWith({ CUSTOMER_MAILER: hanging }), "a@example.com", { subject: "s", html: "<p>h</p>", text: "t" }, 50),
    ).rejects.toBeInstanceOf(CustomerMailTimeout);
  });
});
