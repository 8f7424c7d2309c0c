import { describe, expect, it } from "vitest";
import {
  MESSAGES,
  MIN_HUMAN_FILL_MS,
  SOLICITATION_PHRASES,
  cleanText,
  emailRefusal,
  foldForScreening,
  screenLead,
  screenMessage,
  solicitationPhrases,
} from "../../common";
import { JUNK, REAL_CUSTOMERS, type ScreenCase } from "./spam-cases";

function outcomeOf(lead: ScreenCase) {
  return screenLead({ email: lead.email, message: lead.message, projectDetails: lead.projectDetails });
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1)}%`;
}

describe("the labelled table of real customers and junk", () => {
  it("refuses no real customer and refuses or flags at least 95% of junk", () => {
    const refusedCustomers = REAL_CUSTOMERS.filter((lead) => outcomeOf(lead).outcome === "refuse");
    const flaggedCustomers = REAL_CUSTOMERS.filter((lead) => outcomeOf(lead).outcome === "flag");
    const junkOutcomes = JUNK.map((lead) => ({ lead, outcome: outcomeOf(lead).outcome }));
    const refusedJunk = junkOutcomes.filter(({ outcome }) => outcome === "refuse");
    const caughtJunk = junkOutcomes.filter(({ outcome }) => outcome === "refuse" || outcome === "flag");
    const missed = junkOutcomes.filter(({ outcome }) => outcome === "accept").map(({ lead }) => lead.label);

    console.log(
      [
        `Spam screens on the labelled table (${REAL_CUSTOMERS.length} real customers, ${JUNK.length} junk):`,
        `  false refusals: ${refusedCustomers.length}/${REAL_CUSTOMERS.length} (${percent(refusedCustomers.length, REAL_CUSTOMERS.length)})`,
        `  real customers flagged for a check: ${flaggedCustomers.length}/${REAL_CUSTOMERS.length}`,
        `  catch rate (refused + flagged): ${caughtJunk.length}/${JUNK.length} (${percent(caughtJunk.length, JUNK.length)})`,
        `  junk refused outright: ${refusedJunk.length}/${JUNK.length} (${percent(refusedJunk.length, JUNK.length)})`,
        `  junk flagged only: ${junkOutcomes.filter(({ outcome }) => outcome === "flag").map(({ lead }) => lead.label).join("; ") || "none"}`,
        `  junk let through: ${missed.length ? missed.join("; ") : "none"}`,
        ...flaggedCustomers.map((lead) => `  flagged customer "${lead.label}": ${outcomeOf(lead).reason}`),
      ].join("\n"),
    );

    expect(refusedCustomers.map((lead) => [lead.label, outcomeOf(lead)])).toEqual([]);
    expect(caughtJunk.length / JUNK.length).toBeGreaterThanOrEqual(0.95);
  });

  it.each(REAL_CUSTOMERS.map((lead) => [lead.label, lead] as const))("never refuses the customer: %s", (_label, lead) => {
    expect(outcomeOf(lead).outcome).not.toBe("refuse");
  });
});

describe("e-mail addresses", () => {
  it.each([
    "bot123@gmail.com",
    "test.user@gmail.com",
    "info@acme.com",
    "INFO@ACME.COM",
    "  Spam@X.com ",
    "spam@x.com",
    "noreply@x.com",
    "no.reply@x.com",
    "do-not-reply@x.com",
    "someone@example.com",
    "someone@mail.example.org",
    "jane@company.test",
    "jane@host.example",
    "jane@site.invalid",
    "jane@mailinator.com",
    "jane@eu.mailinator.com",
    "fake.name@gmail.com",
    "lorem@ipsum.com",
    "placeholder@mail.com",
    "asdf@gmail.com",
    "qwerty123@yahoo.com",
    "demo@company.com",
    "demo.user@company.com",
    "temp.mail@gmail.com",
    "trial.user@gmail.com",
    "sample@gmail.com",
    "junk@gmail.com",
    "marketing@agency.com",
    "sales@vendor.com",
    "sales-team@vendor.com",
    "customer.service1@vendor.com",
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
    "testuser@gmail.com",
    "fakename@gmail.com",
  ])("refuses %s", (email) => {
    expect(emailRefusal(email)).not.toBeNull();
  });

  it.each([
    "seo.jiwon@gmail.com",
    "jiwon.seo@gmail.com",
    "j.doe@salesforce.com",
    "bottom@gmail.com",
    "demoss@gmail.com",
    "abbott@gmail.com",
    "talbot@yahoo.com",
    "celeste@outlook.com",
    "temple.smith@gmail.com",
    "templeton@gmail.com",
    "jane.doe@gmail.com",
    "mike.samples@gmail.com",
    "joe.sample@gmail.com",
    "maria.sales@gmail.com",
    "contreras@gmail.com",
    "rinfo@gmail.com",
    "proto.singer@gmail.com",
    "dana@peachtreebuilders.com",
    "amanda@brightpathmarketing.com",
    "raj@rankwellseo.com",
    "pat@testlabs.com",
    "sunil.botla@yahoo.com",
    "m.testa@gmail.com",
    "facilities@fultonacademy.org",
    "leo@example-studio.com",
  ])("accepts %s", (email) => {
    expect(emailRefusal(email)).toBeNull();
  });
});

describe("messages: refuse a pitch, flag a word", () => {
  it.each([
    "We can boost your SEO in 30 days",
    "we offer link building, cheap, results within 30 days",
    "Link-building packages from $99",
    "Top digital marketing agency: we get you more leads. Unsubscribe any time.",
    "Lead generation that works: 50 qualified leads for your business every month",
    "Hire a virtual assistant today, $6/hour",
    "Paid ads management for your business",
    "Professional web design packages starting at $499",
    "Business automation tools to automate your business",
    "Accepting a guest post on your blog? Reply with your price.",
    "Bulk email campaigns to 100k homeowners, special offer, 50% off",
    "Start your free trial",
    "Guaranteed results or your money back",
    "S.E.O for your website",
    "s e o for your website",
    "S-E-O for your website",
    "ＳＥＯ for your website",
    "S\u200BEO for your website",
    "SE\u2060O for your website",
    "se0 for your website",
    "l-e-a-d generation for your business",
  ])("refuses %j", (text) => {
    expect(screenMessage(text).outcome).toBe("refuse");
  });

  it.each([
    "SEO",
    "Bulk email campaigns, 50% off",
    "seo services for painters",
    "Cheap backlinks available",
    "Powered by ChatGPT",
    "Hi, this is Jiwon Seo, I need my kitchen painted",
    "Mind the home automation panel in the hall",
    "ChatGPT suggested Agreeable Gray for the walls",
    "We are a marketing agency moving offices and need our new suite painted",
    "We run a web design studio and need the office repainted",
    "We offer SEO and need our office painted. Our site is rankwell.com",
  ])("flags %j", (text) => {
    expect(screenMessage(text).outcome).toBe("flag");
  });

  it.each([
    "Please repaint my living room",
    "We just moved from Seoul and need the house painted",
    "Our deck needs staining before summer",
    "Can you match the existing trim colour?",
    "Three bedrooms, vaulted ceilings, some drywall repair",
    "Can you bring sample colours and a demo board?",
    "I found your website on Google; please quote my fence",
    "",
  ])("accepts %j", (text) => {
    expect(screenMessage(text).outcome).toBe("accept");
  });

  it("names each phrase once, as the owner reads it", () => {
    expect(solicitationPhrases("Backlinks and more backlinks, SEO, Chat GPT and ChatGPT")).toEqual([
      "SEO",
      "backlinks",
      "ChatGPT",
    ]);
  });

  it.each(["seo", "backlinks", "link building", "digital marketing", "lead generation", "chatgpt", "free trial", "web design", "automation"])(
    "lists the phrase %s",
    (phrase) => {
      expect(SOLICITATION_PHRASES).toContain(phrase);
    },
  );

  it("folds the usual evasions before matching", () => {
    expect(foldForScreening("Ｓ.Ｅ.Ｏ")).toBe("seo");
    expect(foldForScreening("s e o")).toBe("seo");
    expect(foldForScreening("L-E-A-D generation")).toBe("lead generation");
    expect(foldForScreening("S\u200BE\u200DO\u00AD")).toBe("seo");
    expect(foldForScreening("s\u0435o")).toBe("seo"); // a Cyrillic "е" inside a Latin word
    expect(foldForScreening("Москва")).toBe("москва"); // a Cyrillic word stays Cyrillic
  });
});

describe("screenLead: the three outcomes and their reasons", () => {
  const person = { email: "jane.doe@gmail.com", message: "Please repaint the kitchen." };

  it("accepts a clean lead with no reason", () => {
    expect(screenLead({ ...person, website: "", elapsedMs: 12_000 })).toEqual({ outcome: "accept", reason: null });
  });

  it("refuses a junk address with the visitor's message, before anything else", () => {
    const result = screenLead({ email: "test.user@gmail.com", message: "SEO for your website", website: "x" });
    expect(result).toMatchObject({ outcome: "refuse", code: "blocked_email", message: MESSAGES.blockedEmail, field: "email" });
  });

  it("refuses a pitch in the message or the project details and says which field", () => {
    expect(screenLead({ email: "a.b@gmail.com", message: "SEO for your website" })).toMatchObject({
      outcome: "refuse",
      code: "blocked_content",
      message: MESSAGES.blockedContent,
      field: "message",
    });
    expect(screenLead({ email: "a.b@gmail.com", message: "", projectDetails: "SEO packages from $99" })).toMatchObject({
      outcome: "refuse",
      field: "projectDetails",
    });
  });

  it("flags a listed word with the reason the owner reads", () => {
    expect(screenLead({ email: "jiwon.seo@gmail.com", message: "Hi, this is Jiwon Seo, I need my kitchen painted" })).toEqual({
      outcome: "flag",
      reason: 'Message mentions "SEO" with no signs of a sales pitch',
    });
    expect(screenLead({ email: "a@b.com", message: "", projectDetails: "Web design studio, home automation keypad" }).reason).toBe(
      'Project details mention "web design" and "automation" with no signs of a sales pitch',
    );
  });

  it("holds a filled honeypot and a too-fast submit, and keeps any flag in the reason", () => {
    expect(screenLead({ ...person, website: "http://spam.example" })).toEqual({
      outcome: "hold",
      reason: 'Hidden field "website" was filled',
    });
    expect(screenLead({ ...person, elapsedMs: 1_234 })).toEqual({ outcome: "hold", reason: "Sent 1.2 s after the form opened" });
    expect(screenLead({ ...person, elapsedMs: MIN_HUMAN_FILL_MS })).toEqual({ outcome: "accept", reason: null });
    expect(screenLead({ ...person, elapsedMs: undefined })).toEqual({ outcome: "accept", reason: null });
    expect(screenLead({ email: "a@b.com", message: "Seo here", website: "x", elapsedMs: 200 })).toEqual({
      outcome: "hold",
      reason:
        'Hidden field "website" was filled; Sent 0.2 s after the form opened; Message mentions "SEO" with no signs of a sales pitch',
    });
  });
});

describe("cleanText", () => {
  it("removes control, bidi and zero-width characters and keeps tab and newline", () => {
    expect(cleanText("Jane\u0000 Doe\u0007\u001b[31m")).toBe("Jane Doe[31m");
    expect(cleanText("line one\r\nline two\rline three\u2028four")).toBe("line one\nline two\nline three\nfour");
    expect(cleanText("a\tb\nc")).toBe("a\tb\nc");
    expect(cleanText("\u0085\u009bC1")).toBe("C1");
    expect(cleanText("invoice\u202Egpj.exe")).toBe("invoicegpj.exe");
    expect(cleanText("\u2066isolated\u2069 \u200Fmark")).toBe("isolated mark");
    expect(cleanText("S\u200BE\u200CO\u200D\u2060\uFEFF")).toBe("SEO");
    expect(cleanText("Nguyễn Thị Lan, 서지원, 张伟")).toBe("Nguyễn Thị Lan, 서지원, 张伟");
  });
});
