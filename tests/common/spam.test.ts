import { describe, expect, it } from "vitest";
import { BLOCKED_EMAIL_TERMS, BLOCKED_MESSAGE_PHRASES, containsBlockedContent, isBlockedEmail } from "../../common";

// Blocked e-mail terms and generic prefixes, matched at the start of a word.
const REFUSED_EMAILS = [
  "bot123@gmail.com",
  "test.user@gmail.com",
  "info@acme.com",
  "spam@x.com",
  "noreply@x.com",
  "no.reply@x.com",
  "someone@example.com",
  "fake.name@gmail.com",
  "lorem@ipsum.com",
  "placeholder@mail.com",
  "asdf@gmail.com",
  "qwerty123@yahoo.com",
  "demo@company.com",
  "jane@invalid.org",
  "temp.mail@gmail.com",
  "trial.user@gmail.com",
  "sample@gmail.com",
  "junk@gmail.com",
  "marketing@agency.com",
  "sales@vendor.com",
  "estimate@painters.com",
  "promo@deals.com",
  "discount@deals.com",
  "leads@agency.com",
  "newsletter@brand.com",
  "admin@site.com",
  "support@site.com",
  "service@site.com",
  "hello@studio.com",
  "contact@business.com",
  "INFO@ACME.COM",
  "  Spam@X.com ",
];

const ACCEPTED_EMAILS = [
  "abbott@gmail.com",
  "talbot@yahoo.com",
  "celeste@outlook.com",
  "temple.smith@gmail.com",
  "jane.doe@gmail.com",
  "mike.samples@gmail.com",
  "contreras@gmail.com",
  "rinfo@gmail.com",
  "proto.singer@gmail.com",
  "dana@peachtreebuilders.com",
];

describe("isBlockedEmail", () => {
  it.each(REFUSED_EMAILS)("refuses %s", (email) => {
    expect(isBlockedEmail(email)).toBe(true);
  });

  it.each(ACCEPTED_EMAILS)("accepts %s", (email) => {
    expect(isBlockedEmail(email)).toBe(false);
  });

  it.each(["test", "spam", "fake", "bot", "marketing", "sales", "newsletter"])("lists the original term %s", (term) => {
    expect(BLOCKED_EMAIL_TERMS).toContain(term);
  });
});

const REFUSED_MESSAGES = [
  "We can boost your SEO in 30 days",
  "seo services for painters",
  "Cheap backlinks available",
  "we offer link building",
  "Link-building packages",
  "Top digital marketing agency",
  "Lead generation that works",
  "Hire a virtual assistant today",
  "Paid ads management",
  "Professional web design",
  "Business automation tools",
  "Powered by ChatGPT",
  "Accepting a guest post on your blog?",
  "Bulk email campaigns",
  "Start your free trial",
  "Guaranteed results or your money back",
];

const ACCEPTED_MESSAGES = [
  "Please repaint my living room",
  "We just moved from Seoul and need the house painted",
  "Our deck needs staining before summer",
  "Can you match the existing trim colour?",
  "Three bedrooms, vaulted ceilings, some drywall repair",
  "",
];

describe("containsBlockedContent", () => {
  it.each(REFUSED_MESSAGES)("refuses %j", (text) => {
    expect(containsBlockedContent(text)).toBe(true);
  });

  it.each(ACCEPTED_MESSAGES)("accepts %j", (text) => {
    expect(containsBlockedContent(text)).toBe(false);
  });

  it.each(["seo", "backlinks", "link building", "digital marketing", "lead generation", "chatgpt", "free trial"])(
    "lists the original phrase %s",
    (phrase) => {
      expect(BLOCKED_MESSAGE_PHRASES).toContain(phrase);
    },
  );
});
