import { describe, expect, it } from "vitest";
import {
  MESSAGES,
  MIN_HUMAN_FILL_MS,
  SOLICITATION_PHRASES,
  cleanText,
  emailRefusal,
  foldForScreening,
  leadModelFeatures,
  messageOutcome,
  readIntent,
  refusedReason,
  roleAccount,
  screenLead,
  solicitationPhrases,
  wasRefusedAtForm,
} from "../../common";
import { type CaseGroup, type ScreenCase, TUNING_JUNK, TUNING_REAL, casesOf } from "./spam-cases";
import { HELD_OUT_JUNK, HELD_OUT_REAL } from "./spam-cases-held-out";
import { SPAM_MODEL } from "../../common/spam-model-trained";
import { OFFER_FAMILIES, OFFER_HINTS, STRONG_PITCH_MARKS, VENDOR_FRAMING, WEAK_PITCH_MARKS } from "../../common/spam/offers";

const decided = new Map<ScreenCase, ReturnType<typeof screenLead>>();

/** What the Worker decides for a case (the rules and the learned model it passes), screened once however often it is asked for. */
function outcomeOf(lead: ScreenCase) {
  let result = decided.get(lead);
  if (!result) {
    result = screenLead({ email: lead.email, message: lead.message, projectDetails: lead.projectDetails }, SPAM_MODEL);
    decided.set(lead, result);
  }
  return result;
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1)}%`;
}

interface TableFigures {
  real: ScreenCase[];
  junk: ScreenCase[];
  realRefused: ScreenCase[];
  realHeld: ScreenCase[];
  realFlagged: ScreenCase[];
  junkStopped: number;
  junkMissed: ScreenCase[];
}

function figuresOf(realGroups: readonly CaseGroup[], junkGroups: readonly CaseGroup[]): TableFigures {
  const real = casesOf(realGroups);
  const junk = casesOf(junkGroups);
  const realOutcome = (outcome: string) => real.filter((lead) => outcomeOf(lead).outcome === outcome);
  const junkMissed = junk.filter((lead) => ["accept", "flag"].includes(outcomeOf(lead).outcome));
  return {
    real,
    junk,
    realRefused: realOutcome("refuse"),
    realHeld: realOutcome("hold"),
    realFlagged: realOutcome("flag"),
    junkStopped: junk.length - junkMissed.length,
    junkMissed,
  };
}

/** One line per category: how many of its cases the screens got right (real mailed, junk refused or held). */
function categoryLines(groups: readonly CaseGroup[], right: (lead: ScreenCase) => boolean): string[] {
  return groups.map(({ category, cases }) => `    ${cases.filter(right).length}/${cases.length}  ${category}`);
}

function report(name: string, realGroups: readonly CaseGroup[], junkGroups: readonly CaseGroup[], figures: TableFigures): string {
  const { real, junk } = figures;
  const labels = (cases: ScreenCase[]) => cases.map((lead) => `"${lead.label}" (${outcomeOf(lead).reason})`).join("; ") || "none";
  const mailed = (lead: ScreenCase) => ["accept", "flag"].includes(outcomeOf(lead).outcome);
  return [
    `${name}: ${real.length} real customers, ${junk.length} junk`,
    `  real customers refused: ${figures.realRefused.length}/${real.length} (${percent(figures.realRefused.length, real.length)}) ${labels(figures.realRefused)}`,
    `  real customers held: ${figures.realHeld.length}/${real.length} (${percent(figures.realHeld.length, real.length)}) ${labels(figures.realHeld)}`,
    `  real customers flagged (still mailed): ${figures.realFlagged.length}/${real.length}`,
    `  junk refused or held: ${figures.junkStopped}/${junk.length} (${percent(figures.junkStopped, junk.length)})`,
    `  junk mailed (accepted or flagged): ${labels(figures.junkMissed)}`,
    "  real customers mailed, by category:",
    ...categoryLines(realGroups, mailed),
    "  junk refused or held, by category:",
    ...categoryLines(junkGroups, (lead) => !mailed(lead)),
    "  by language:",
    ...languageLines(realGroups, junkGroups),
  ].join("\n");
}

/** One line per language the part's groups are tagged with (untagged groups: English and mixed): real refused, real held, junk stopped. */
function languageLines(realGroups: readonly CaseGroup[], junkGroups: readonly CaseGroup[]): string[] {
  const languages = [...new Set([...realGroups, ...junkGroups].map((group) => group.language ?? "English and mixed"))];
  return languages.map((language) => {
    const of = (groups: readonly CaseGroup[]) => groups.filter((group) => (group.language ?? "English and mixed") === language);
    const figures = figuresOf(of(realGroups), of(junkGroups));
    const real = figures.real.length;
    const junk = figures.junk.length;
    return (
      `    ${language}: real refused ${figures.realRefused.length}/${real}, real held ${figures.realHeld.length}/${real}` +
      (real ? ` (${percent(figures.realHeld.length, real)})` : "") +
      `, junk stopped ${figures.junkStopped}/${junk}` +
      (junk ? ` (${percent(figures.junkStopped, junk)})` : "")
    );
  });
}

describe("the labelled table of real customers and junk", () => {
  const tuning = figuresOf(TUNING_REAL, TUNING_JUNK);
  const heldOut = figuresOf(HELD_OUT_REAL, HELD_OUT_JUNK);

  it("prints both parts, and judges the screens on the held-out part: 0 real refused, >= 95% junk refused or held, <= 1.5% real held", () => {
    console.log(
      [
        "Spam screens on the labelled table",
        report("Tuning part (the rules were written from it)", TUNING_REAL, TUNING_JUNK, tuning),
        report("Held-out part (never used to change a rule; this is the judged figure)", HELD_OUT_REAL, HELD_OUT_JUNK, heldOut),
      ].join("\n"),
    );
    const total = tuning.real.length + tuning.junk.length + heldOut.real.length + heldOut.junk.length;
    expect(total).toBeGreaterThanOrEqual(200);
    expect((heldOut.real.length + heldOut.junk.length) / total).toBeGreaterThanOrEqual(1 / 3);

    expect(heldOut.realRefused.map((lead) => lead.label)).toEqual([]);
    expect(heldOut.junkStopped / heldOut.junk.length).toBeGreaterThanOrEqual(0.95);
    expect(heldOut.realHeld.length / heldOut.real.length).toBeLessThanOrEqual(0.015);
  });

  it("keeps every category with a reason and at least one case, and every case once", () => {
    const groups = [...TUNING_REAL, ...TUNING_JUNK, ...HELD_OUT_REAL, ...HELD_OUT_JUNK];
    for (const group of groups) {
      expect(group.why.length, group.category).toBeGreaterThan(20);
      expect(group.cases.length, group.category).toBeGreaterThan(0);
    }
    const texts = casesOf(groups).map((lead) => `${lead.email}\n${lead.message ?? ""}\n${lead.projectDetails ?? ""}`);
    expect(texts.length - new Set(texts).size).toBe(0);
  });

  it("refuses none of the real customers in either part", () => {
    const refused = casesOf([...TUNING_REAL, ...HELD_OUT_REAL]).filter((lead) => outcomeOf(lead).outcome === "refuse");
    expect(refused.map((lead) => `${lead.label} <${lead.email}>: ${outcomeOf(lead).reason}`)).toEqual([]);
  });
});

describe("e-mail addresses", () => {
  it.each([
    "bot123@gmail.com",
    "test.user@gmail.com",
    "a@a.com",
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
    "testuser@gmail.com",
    "fakename@gmail.com",
    "postmaster@x.com",
    "mailer-daemon@x.com",
  ])("refuses %s", (email) => {
    expect(emailRefusal(email)).not.toBeNull();
  });

  it.each([
    "rebecca.test@gmail.com",
    "j@example-painting.com",
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

describe("role accounts: judged by what they ask, never refused for the address alone", () => {
  const repaint = "Our office needs a repaint: reception and two meeting rooms. Can you quote?";

  it.each([
    "info@acme.com",
    "INFO@ACME.COM",
    "office@somebusiness.com",
    "manager@oakridgerentals.com",
    "admin@site.com",
    "support@site.com",
    "service@site.com",
    "hello@studio.com",
    "contact@business.com",
    "customer.service1@vendor.com",
    "estimate@painters.com",
  ])("accepts %s asking for painting", (email) => {
    expect(roleAccount(email)).not.toBeNull();
    expect(emailRefusal(email)).toBeNull();
    expect(screenLead({ email, message: repaint })).toEqual({ outcome: "accept", reason: null });
  });

  it.each(["sales@vendor.com", "sales-team@vendor.com", "marketing@agency.com", "promo@deals.com", "leads@agency.com", "newsletter@brand.com"])(
    "flags %s asking for painting, for a glance",
    (email) => {
      const result = screenLead({ email, message: repaint });
      expect(result.outcome).toBe("flag");
      expect(result.reason).toMatch(/^Sent from a role account \(/);
    },
  );

  it("refuses a role account that offers something and asks for no painting", () => {
    expect(screenLead({ email: "sales@brightleads.com", message: "Grow your painting business with more customers this season." })).toMatchObject({
      outcome: "refuse",
      code: "blocked_content",
    });
  });

  it("flags a role account that says nothing a pitch or a request would", () => {
    expect(screenLead({ email: "info@acme.com", message: "Please call me back." })).toEqual({
      outcome: "flag",
      reason: "Sent from a role account (info@) with no request for painting",
    });
  });
});

function textOutcome(text: string): string {
  return messageOutcome(readIntent(text));
}

describe("messages: judged by intent, not vocabulary", () => {
  it.each([
    "Affordable web design and lead generation for contractors!",
    "Hire a virtual assistant today",
    "Hire a virtual assistant today, $6/hour",
    "Paint the house. Also we offer link building services.",
    "We can boost your SEO in 30 days",
    "we offer link building, cheap, results within 30 days",
    "Link-building packages from $99",
    "Top digital marketing agency: we get you more leads. Unsubscribe any time.",
    "Lead generation that works: 50 qualified leads for your business every month",
    "Paid ads management for your business",
    "Professional web design packages starting at $499",
    "Business automation tools to automate your business",
    "Accepting a guest post on your blog? Reply with your price.",
    "Bulk email campaigns to 100k homeowners, special offer, 50% off",
    "S.E.O for your website",
    "s e o for your website",
    "S-E-O for your website",
    "ＳＥＯ for your website",
    "S\u200BEO for your website",
    "SE\u2060O for your website",
    "se0 for your website",
    "l-e-a-d generation for your business",
    "seo services for painters",
    "Cheap backlinks available",
    "Start your free trial",
    "Guaranteed results or your money back",
    "50 permanent back-links",
    "Your business pre-qualifies for up to $250,000 in working capital. Funds in 48 hours.",
  ])("refuses the clear offer %j", (text) => {
    expect(textOutcome(text)).toBe("refuse");
  });

  it.each([
    "SEO",
    "Powered by ChatGPT",
    "Bulk emailing made easy",
    "Your website looks outdated. We can redesign it for a flat $499.",
    "I'll fill your calendar with painting appointments. You only pay for the jobs you close.",
    "Try our estimating software free for 14 days",
    "Quick question for the owner: are you taking on more jobs this spring?",
  ])("holds what reads as an offer without certainty %j", (text) => {
    expect(textOutcome(text)).toBe("hold");
  });

  it.each([
    "Hi, this is Jiwon Seo, I need my kitchen painted",
    "Mind the home automation panel in the hall",
    "ChatGPT suggested Agreeable Gray for the walls",
    "We are a marketing agency moving offices and need our new suite painted",
    "We run a web design studio and need the office repainted",
    "We offer SEO and need our office painted. Our site is rankwell.com",
    "We need our living room and hallway repainted. Please reply to this email with a time for an estimate. Thanks, Jiwon Seo",
    "Can you do a free trial patch of two colors on the living room wall before we commit?",
  ])("flags a listed word in a request for work %j", (text) => {
    expect(textOutcome(text)).toBe("flag");
  });

  it.each([
    "Please repaint my living room",
    "We just moved from Seoul and need the house painted",
    "Our deck needs staining before summer",
    "Can you match the existing trim colour?",
    "Three bedrooms, vaulted ceilings, some drywall repair",
    "Can you bring sample colours and a demo board?",
    "I found your website on Google; please quote my fence",
    "Do you offer financing? The house needs exterior paint.",
    "Can we do a quick call? I want our cabinets painted before Thanksgiving.",
    "",
  ])("accepts %j", (text) => {
    expect(textOutcome(text)).toBe("accept");
  });

  it("reads a listed word that is the sender's own name as a name", () => {
    expect(screenLead({ email: "seo.yuna@gmail.com", message: "Yuna Seo here. Your website is not loading on my phone." })).toEqual({
      outcome: "accept",
      reason: null,
    });
    expect(screenLead({ email: "yuna.kim@gmail.com", message: "SEO" }).outcome).toBe("hold");
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

describe("screenLead: the four outcomes and their reasons", () => {
  const person = { email: "jane.doe@gmail.com", message: "Please repaint the kitchen." };
  /** Each message, screened by the rules alone (and with each of `models`), is held as a pitch in its language. */
  function expectHeldAsPitchIn(pitches: readonly (readonly [string, string])[], models: readonly (typeof SPAM_MODEL | undefined)[] = [undefined]): void {
    for (const [language, message] of pitches) {
      for (const model of models) {
        const result = screenLead({ email: "pat.lee@gmail.com", message }, model);
        expect(result.outcome, message).toBe("hold");
        expect(result.reason, message).toContain(`reads as a pitch in ${language}`);
      }
    }
  }
  /** What the other languages' seller's words found say the writer does (`LanguageReading.kinds`). */
  const kindsOf = (message: string) => readIntent(message).languageReadings.flatMap(({ kinds }) => kinds);

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
    expect(screenLead({ email: "jiwon.s@gmail.com", message: "Hi, this is Jiwon Seo, I need my kitchen painted" })).toEqual({
      outcome: "flag",
      reason: 'Message mentions "SEO" with no signs of a sales pitch',
    });
    expect(
      screenLead({ email: "amy.b@gmail.com", message: "", projectDetails: "Web design studio; paint the walls, mind the home automation keypad" }).reason,
    ).toBe('Project details mention "web design" and "automation" with no signs of a sales pitch');
  });

  it("holds an offer with no listed word, with the signs the owner reads", () => {
    expect(screenLead({ email: "m.web@gmail.com", message: "Your website looks outdated. We can redesign it for a flat $499." })).toEqual({
      outcome: "hold",
      reason: "Message reads as an offer to the business (offers to redo the reader's website, offers to build the reader a website, quotes a flat or monthly price)",
    });
  });

  it("holds what is written as a vendor writes whatever it sells, and never refuses for it, not even from a role account", () => {
    const insurance =
      "Hi, I'm reaching out from Peach State Insurance. We help contractors like you save up to 30% on general liability. Would you be open to a free quote?";
    const held = screenLead({ email: "dana@peachstateins.com", message: insurance });
    expect(held.outcome).toBe("hold");
    expect(held.reason).toContain("Message reads as an offer to the business (");
    expect(held.reason).toContain("introduces a seller");
    expect(held.reason).toContain("promises the business savings or a price");
    // A role account is refused only on a sure sign; how a message is written is never one.
    expect(screenLead({ email: "info@peachstateins.com", message: insurance }).outcome).toBe("hold");
    expect(screenLead({ email: "k.m@gmail.com", message: "Bumping this to the top of your inbox in case it got buried." }).outcome).toBe("hold");
  });

  it("reads a customer's own follow-up, short question or call request as a customer", () => {
    for (const message of [
      "Bumping this - submitted a request 2 weeks ago for deck staining in Suwanee and never got a call. Still need it done.",
      "Are you licensed and insured?",
      "My neighbor used your crew last year and loved the work. Can your team come out next week?",
      "I'm with Windward Property Group. We have several properties and are looking for a reliable vendor. Would you be open to a call this week?",
    ]) {
      expect(screenLead({ email: "pat.lee@gmail.com", message }).outcome, message).toBe("accept");
    }
  });

  it("holds a text that asks nothing a customer asks, whatever it sells, and reads every customer's question or other language", () => {
    expect(screenLead({ email: "pat.lee@gmail.com", message: "a" })).toEqual({
      outcome: "hold",
      reason: "Message asks for no painting work and nothing a customer asks",
    });
    // A pitch family no rule names: held by the default, never refused.
    expect(screenLead({ email: "pat.lee@gmail.com", message: "Hi, I lead a small investment group. Your reviews caught our attention." }).outcome).toBe("hold");
    expect(screenLead({ email: "pat.lee@gmail.com", message: "...", projectDetails: "?" }).outcome).toBe("hold");
    for (const message of ["你好，我想粉刷客厅，多少钱？", "Are you lead-safe certified? House was built in 1972.", "need price", "Please call me, 770-555-0134", "Do y'all do small jobs?", "Necesito un presupuesto"]) {
      expect(screenLead({ email: "pat.lee@gmail.com", message }).outcome, message).toBe("accept");
    }
    // The contact form has no project details: an empty field asks nothing and decides nothing.
    expect(screenLead({ email: "pat.lee@gmail.com", message: "Can you paint our fence?", projectDetails: "" }).outcome).toBe("accept");
  });

  it("judges another language by what it says, not by its script: a pitch is held, a request reaches the owner", () => {
    // Another script alone is no customer's sign any more: a greeting asks nothing.
    expect(screenLead({ email: "pat.lee@gmail.com", message: "你好" }).outcome).toBe("hold");
    const requests = [
      "안녕하세요, 주방 캐비닛을 흰색으로 칠하고 싶어요. 견적 부탁드립니다.",
      "Здравствуйте, нужно покрасить забор и террасу. Сколько это стоит?",
      "Chào anh, tôi muốn sơn lại tường phòng ngủ. Xin báo giá.",
      "Hola, quiero pintar las paredes de la sala y la cocina de mi casa. ¿Cuánto cobran?",
      "您好，我家厨房的橱柜想刷成白色，可以上门估价吗？",
    ];
    for (const message of requests) {
      expect(screenLead({ email: "pat.lee@gmail.com", message }, SPAM_MODEL).outcome, message).toBe("accept");
    }
    const pitches = [
      ["Korean", "귀사 홈페이지를 구글 첫 페이지에 노출시켜 드리는 마케팅 서비스를 제공합니다."],
      ["Russian", "Предлагаем продвижение вашего сайта и новых клиентов. Скидка 30%."],
      ["Vietnamese", "Chúng tôi cung cấp dịch vụ quảng cáo giúp doanh nghiệp có thêm khách hàng mới."],
      ["Spanish", "Somos una agencia de marketing y le ofrecemos más clientes para su negocio con anuncios en Google."],
      ["Chinese", "我们提供专业的网站推广和营销，帮您获取更多客户。"],
    ] as const;
    expectHeldAsPitchIn(pitches, [SPAM_MODEL, undefined]);
  });

  it("reads how sellers and scammers write in each language, and leaves the same language's customer words alone", () => {
    // Each pitch names no painting work: its seller's and scam words alone make it a pitch in its language.
    const pitches = [
      ["Spanish", "Ganancias del 3% diario con criptomonedas: haga clic para verificar su cuenta."],
      ["Russian", "Доходность 30% в месяц на арбитраже криптовалют, перейдите по ссылке."],
      ["Chinese", "我们团队专注于出口美国，支持OEM，可寄样品和产品目录。"],
      ["Vietnamese", "Chúng tôi là công ty chuyên giúp các doanh nghiệp tìm khách hàng tiềm năng, tối ưu từ khóa."],
      ["Korean", "갑자기 연락드려 죄송합니다. 1페이지 상위 노출, 독점 리드 5건 체험 가능합니다."],
    ] as const;
    expectHeldAsPitchIn(pitches);
    // What customers write that a seller's word list might catch: free estimates, discounts, credit cards, investment houses,
    // an HOA's notice, a repeat job, photos offered. Each reaches the owner.
    const customers = [
      "Hola, ¿la visita para el presupuesto es gratis? Tengo una casa de inversión que necesito pintar.",
      "У вас есть страховка? Получили уведомление от HOA, нужно повторно покрасить фасад.",
      "可以用信用卡吗？我有一套投资房要刷墙，有没有优惠？需要签合约吗？",
      "HOA gửi thư vi phạm, nhà vốn sơn màu xanh, cần sơn lại. Báo giá miễn phí không?",
      "투자용 집 페인트 견적 부탁드립니다. 저렴하게 가능할까요? 사진 보내드릴까요?",
    ];
    for (const message of customers) {
      for (const model of [SPAM_MODEL, undefined]) {
        expect(screenLead({ email: "pat.lee@gmail.com", message }, model).outcome, message).toBe("accept");
      }
    }
  });

  it("names what a seller does alike in every language (the model's kinds), and leaves customers hiring a painter alone", () => {
    // Who offers what to whom: a crew asking for work, money passed on to a third party, a buyer of the house, "we" selling.
    expect(kindsOf("Hola, somos pintores con carro propio y buscamos trabajar como subcontratistas para su compañía.")).toContain("work");
    expect(kindsOf("Я опытный маляр, ищем постоянную работу на субподряде.")).toContain("work");
    expect(kindsOf("我想找油漆的工作，可以马上上班。")).toContain("work");
    expect(kindsOf("Tụi em là nhóm thợ sơn, muốn nhận việc sub.")).toContain("work");
    expect(kindsOf("하청 일감 있으시면 연락 주세요.")).toContain("work");
    expect(kindsOf("Le pago con tarjeta el total más $900 que usted le debe pasar a mi jardinero.")).toContain("payment");
    expect(kindsOf("Оплачу картой, плюс $900, которые нужно передать моему садовнику.")).toContain("payment");
    expect(kindsOf("我用信用卡付全款，另外多付$900，请帮我转给我的园丁。")).toContain("payment");
    // Vietnamese's words for money passed on are a customer's too ("đưa lại cho em chìa khóa"): the model alone weighs them.
    expect(kindsOf("Tôi trả thẻ, cộng thêm $900 để anh đưa lại cho người làm vườn.")).toContain("payment?");
    expect(kindsOf("카드로 결제하고 $900 더 결제할 테니 정원사에게 전달해 주세요.")).toContain("payment");
    expect(kindsOf("Hola, compramos casas en cualquier condición: le hago una oferta para su propiedad.")).toContain("buyer");
    expect(kindsOf("집 파실 생각 있으신가요? 현금 매입합니다.")).toContain("buyer");
    // A customer's follow-up reads as a bump: the model weighs it ("bump?"), the rules do not hold for it.
    const followUp = "Hola, ¿tuvo la oportunidad de revisar mi mensaje? Quedo atenta. Gracias.";
    expect(kindsOf(followUp)).toContain("bump?");
    expect(readIntent(followUp).languageReadings.flatMap(({ pitches }) => pitches)).toEqual([]);
    // Customers who hire a painter, write formally or mention their own crew, company or designer: none of it is a seller's.
    const customers = [
      "Buscamos un pintor para nuestras casas nuevas en Canton, unas cinco al año. ¿Pueden mandarnos precios?",
      "Mi decoradora ya escogió los colores; mándele el presupuesto a ella también, por favor. Es para pintar la sala.",
      "Подтвердите, пожалуйста, что бригада будет завтра в 9. Ключи у соседки.",
      "Строим дома в Canton, ищем постоянного маляра. Сколько стоит покрасить дом в 2500 кв. футов?",
      "我们是一家建筑公司，想找一个长期合作的油漆公司，新房子室内外都要刷漆。",
      "Kính gửi quý công ty, nhà thờ chúng tôi cần sơn lại hội trường. Xin báo giá.",
      "안녕하십니까. 사무실 페인트 견적서 회신 부탁드립니다.",
    ];
    for (const message of customers) {
      const reading = readIntent(message).languageReadings;
      // No kind says a seller (the older "seller" list names "油漆公司", which a builder writes too: the requests outweigh it).
      expect(reading.flatMap(({ kinds }) => kinds).filter((kind) => !kind.endsWith("?") && kind !== "seller"), message).toEqual([]);
      // The Worker's decision (rules and model) mails each; the rules alone never read any as a pitch.
      expect(screenLead({ email: "pat.lee@gmail.com", message }, SPAM_MODEL).outcome, message).toBe("accept");
      expect(screenLead({ email: "pat.lee@gmail.com", message }).reason ?? "", message).not.toContain("reads as a pitch");
    }
  });

  it("holds what a writer does (work, money to pass on, more customers) however many rooms it names, and needs more than one word where no request is made", () => {
    // A crew or a scam names the rooms and surfaces a customer names; two seller's words, one saying what the writer does, outweigh them.
    const pitches = [
      ["Spanish", "Hola, somos pintores con carro propio y buscamos trabajar como subcontratistas para su compañía: paredes, cocina, gabinetes, deck."],
      ["Russian", "Бригада маляров, ищем подряды: стены, потолки, шкафы, террасы. Если у вас перебор заказов — звоните."],
      ["Chinese", "施工队接分包:外墙、卧室、厨房橱柜都能做,电话联系。"],
      ["Vietnamese", "Không phải khách ạ, em có đội thợ sơn, đang thiếu việc: sơn tường, tủ bếp, hàng rào."],
      ["Korean", "저희 도장팀은 벽, 천장, 캐비닛, 데크 다 합니다. 일감 있으시면 하청 주세요."],
      ["Spanish", "Necesito pintar la sala y la cocina de mi casa. Le pago con tarjeta el total más la tarifa de mi diseñadora y usted le envía su parte."],
      ["Russian", "Нужно покрасить 3 комнаты и кухню. Оплачу картой плюс гонорар дизайнера, а вы переведёте ей её часть."],
      ["Chinese", "我家客厅和卧室要刷墙。我用支票付款,多付$2,000给我的园林公司,麻烦你们代转。"],
    ] as const;
    expectHeldAsPitchIn(pitches);
    // Asking whether the business wants more customers or jobs, and equipment or a factory's goods for sale.
    for (const message of ["Здравствуйте, вам нужны ещё клиенты в Roswell?", "你们还想接更多的活吗?", "혹시 일 더 필요하지 않으세요? 받아줄 업체를 찾고 있어요.", "Em có bán lại máy phun sơn, giá tốt."]) {
      expect(kindsOf(message), message).toContain("offers");
    }
    // Customers: a discount asked about, a website or a receptionist named beside their own home, a customer who pays, a hirer.
    const customers = [
      "Увидел на сайте скидку для новых клиентов. Она ещё действует? Нужно покрасить 2 комнаты.",
      "교회 할인 되나요? 저희 교회 외벽 견적 부탁드립니다.",
      "홈페이지에서 본 사진처럼 저희 집도 하고 싶어요.",
      "Hola, ¿le envío las fotos de la cocina? Mi esposo le pasará el código del garaje.",
      "Ищем подрядчика на покраску дома, сколько стоит?",
      "你们还接活吗?我家厨房要刷,我不想多付钱。",
      "我们管理几栋公寓,想找一家长期合作的油漆公司,请报价。",
      "Anh có bán sơn không? Nhà tôi cần sơn lại phòng ngủ.",
      "페인트 더 필요하면 말씀해 주세요. 저희 집 외벽 견적 부탁드립니다.",
    ];
    for (const message of customers) {
      expect(screenLead({ email: "pat.lee@gmail.com", message }).reason ?? "", message).not.toContain("reads as a pitch");
      expect(screenLead({ email: "pat.lee@gmail.com", message }, SPAM_MODEL).outcome, message).not.toBe("refuse");
    }
  });

  it("holds one word of work sought, money to pass on or a buyer's offer beside any request, and reads short Spanish notes as Spanish", () => {
    // A job seeker lists the surfaces they paint and an overpayment scam is a painting job with money to forward: one word of what
    // only a seller says ("work", "payment", "buyer") is a pitch however many request words stand beside it.
    const pitches = [
      ["Spanish", "Hola, soy pintor con diez años pintando casas, cocinas, gabinetes y paredes. Llámeme al 404-555-0110."],
      ["Russian", "Ищу работу маляром: стены, потолки, покраска шкафов и заборов."],
      ["Chinese", "想刷客厅和两个卧室，请报价。付款后请把多的钱转给我的设计师。"],
      ["Vietnamese", "Em đang tìm việc sơn nhà: sơn tường, trần, tủ bếp, hàng rào. Em ở Norcross."],
      ["Korean", "외벽, 캐비닛, 데크 칠 다 합니다. 일자리 구합니다. 둘루스 거주."],
    ] as const;
    expectHeldAsPitchIn(pitches);
    // Short Spanish notes name few of the longer function words: "de", "en", "y", "¿" count too. A pitch like this one was read
    // as English before, by English rules that know none of its words.
    expect(readIntent("Renta de andamios y elevadores en Gwinnett, entrega en obra.").languageReadings.map(({ language }) => language)).toEqual(["Spanish"]);
    const spanishCustomers = ["¿Precio de pintar el garaje y la cerca?", "Necesitamos repintar la recepción y 4 consultorios en un fin de semana."];
    for (const message of spanishCustomers) {
      expect(readIntent(message).languageReadings.map(({ language }) => language), message).toEqual(["Spanish"]);
      expect(screenLead({ email: "pat.lee@gmail.com", message }, SPAM_MODEL).outcome, message).toBe("accept");
    }
    // English is not Spanish: "y'all", "Ponce de Leon", "en route", "un-" words.
    expect(readIntent("Do y'all paint porches? We live off Ponce de Leon Ave, I'm en route home now.").languageReadings).toEqual([]);
  });

  it("leaves alone a customer's own words that look like a seller's: a builder asking about subs, the reception to paint, Korean in Latin letters", () => {
    // Each was a pitch by the rules before: "como subcontratistas" read as the seeker's, "lễ tân" (the reception) read as a
    // receptionist seeking work, "seo" found inside "eobseoseo".
    const customers = [
      "Somos constructores en Canton. ¿Ustedes trabajan como subcontratistas para obras nuevas? Necesitamos pintar 4 casas.",
      "Văn phòng luật của chúng tôi ở Duluth cần sơn lại quầy lễ tân và hành lang.",
      "annyeonghaseyo, hangul keyboard ga eobseoseo yeongeoro sseumnida. bang 3gae peinteu gyeonjeok butakdeuryeoyo ㅠ",
    ];
    for (const message of customers) {
      expect(readIntent(message).languageReadings.length, message).toBe(1);
      expect(readIntent(message).languagePitches, message).toEqual([]);
    }
    // The seller's own words are still read: a crew seeking subcontracts, a receptionist seeking work, SEO as a word.
    const pitches = [
      ["Spanish", "Somos un equipo de cuatro pintores y buscamos trabajo como subcontratistas."],
      ["Vietnamese", "Em tìm việc lễ tân hoặc phụ sơn."],
      ["Korean", "구글 SEO 상위 노출 도와드립니다."],
    ] as const;
    expectHeldAsPitchIn(pitches);
  });

  it("gives the model the character pairs of Chinese and Korean text, a bounded number however long the run", () => {
    const chinese = leadModelFeatures({ email: "pat.lee@gmail.com", message: "我们提供推广服务" });
    expect(chinese).toEqual(expect.arrayContaining(["c:推广", "c:服务", "r:in:Chinese"]));
    expect(leadModelFeatures({ email: "pat.lee@gmail.com", message: "마케팅을 도와드립니다" })).toEqual(
      expect.arrayContaining(["c:마케", "c:케팅", "r:in:Korean"]),
    );
    // English and Cyrillic words are read whole: no character pairs.
    expect(leadModelFeatures({ email: "pat.lee@gmail.com", message: "Нужно покрасить забор, paint the fence" }).some((feature) => feature.startsWith("c:"))).toBe(false);
    // 5,000 different Han characters in a row would be 4,999 pairs: at most 600 are read.
    const run = Array.from({ length: 5000 }, (_, index) => String.fromCodePoint(0x4e00 + ((index * 7919) % 20000))).join("");
    const pairs = leadModelFeatures({ email: "pat.lee@gmail.com", message: run }).filter((feature) => feature.startsWith("c:"));
    expect(pairs.length).toBe(600);
  });

  it("holds a scam dressed as a big job", () => {
    const scam = "I want to paint my new home in Alpharetta before I relocate. I will pay by certified check including extra for my movers.";
    expect(screenLead({ email: "janet.w@gmail.com", message: scam }).outcome).toBe("hold");
  });

  it("keeps the refusal's reason for the owner, marked as refused at the form", () => {
    const result = screenLead({ email: "jane@mailinator.com", message: "Please repaint the kitchen." });
    expect(result.outcome).toBe("refuse");
    if (result.outcome !== "refuse") return;
    expect(refusedReason(result)).toBe("Refused at the form: Domain mailinator.com is a disposable inbox");
    expect(wasRefusedAtForm(refusedReason(result))).toBe(true);
    expect(wasRefusedAtForm('Hidden field "website" was filled')).toBe(false);
  });

  it("holds a filled honeypot and a too-fast submit, and keeps any flag in the reason", () => {
    expect(screenLead({ ...person, website: "http://spam.example" })).toEqual({
      outcome: "hold",
      reason: 'Hidden field "website" was filled',
    });
    expect(screenLead({ ...person, elapsedMs: 1_234 })).toEqual({ outcome: "hold", reason: "Sent 1.2 s after the form opened" });
    expect(screenLead({ ...person, elapsedMs: MIN_HUMAN_FILL_MS })).toEqual({ outcome: "accept", reason: null });
    expect(screenLead({ ...person, elapsedMs: undefined })).toEqual({ outcome: "accept", reason: null });
    expect(screenLead({ email: "amy.b@gmail.com", message: "Seo here, please paint the kitchen", website: "x", elapsedMs: 200 })).toEqual({
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

describe("each sign of a pitch", () => {
  const signs = [...STRONG_PITCH_MARKS, ...WEAK_PITCH_MARKS, ...OFFER_FAMILIES, ...OFFER_HINTS, ...VENDOR_FRAMING];

  it.each(signs.map((sign) => [sign.mark, sign] as const))("%s: catches its example and spares the customer's words beside it", (_, sign) => {
    expect(sign.pattern.test(foldForScreening(sign.catches)), sign.catches).toBe(true);
    expect(sign.pattern.test(foldForScreening(sign.spares)), sign.spares).toBe(false);
  });
});
