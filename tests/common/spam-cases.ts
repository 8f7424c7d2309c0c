/**
 * The tuning part of the spam screens' labelled table: leads real customers of
 * a North Metro Atlanta painter send, and the junk the site gets, in
 * categories, each saying why its cases are real or junk and what makes them
 * hard for a screen. Real customers come from the area's communities (Korean
 * in Duluth and Johns Creek, Indian, Chinese, Vietnamese, Hispanic, Nigerian,
 * Eastern European), write from employers' domains and role accounts, run
 * businesses the screens' words describe (a marketing agency, a web design
 * studio, an SEO consultancy) and mention things like home automation or
 * ChatGPT. Junk is what vendors and bots really send, with their evasions.
 *
 * The rules are written from this part; `spam-cases-held-out.ts` judges them.
 * A real customer may be flagged (the owner still gets the lead), never refused.
 * The owner's verdicts arrive here as groups from `npm run spam:report`.
 */

export interface ScreenCase {
  /** What the case is, in a line. */
  label: string;
  email: string;
  /** The contact form's message. */
  message?: string;
  /** The quote form's project details. */
  projectDetails?: string;
}

/** A category of the table: its cases and why they are real customers (or junk) and hard to tell. */
export interface CaseGroup {
  category: string;
  why: string;
  cases: readonly ScreenCase[];
}

/** Every case of some groups, in order. */
export function casesOf(groups: readonly CaseGroup[]): ScreenCase[] {
  return groups.flatMap((group) => group.cases);
}

const PAINT_JOB = "Could you give me a quote to repaint the living room and hallway?";

export const TUNING_REAL: readonly CaseGroup[] = [
  {
    category: "Customers the word lists refused",
    why: "Each was refused by a listed word that was really a surname (Seo, Bottom, DeMoss), an employer's domain, or a customer's own words (home automation, ChatGPT, a marketing agency's new office). A word is not an intent.",
    cases: [
      { label: "Korean surname Seo first", email: "seo.jiwon@gmail.com", message: PAINT_JOB },
      { label: "Korean surname Seo last", email: "jiwon.seo@gmail.com", message: PAINT_JOB },
      { label: "employer's domain", email: "j.doe@salesforce.com", message: PAINT_JOB },
      { label: "surname Bottom", email: "bottom@gmail.com", message: PAINT_JOB },
      { label: "surname DeMoss", email: "demoss@gmail.com", message: PAINT_JOB },
      { label: "Seo introduces herself", email: "jiwon.s@gmail.com", message: "Hi, this is Jiwon Seo, I need my kitchen painted" },
      { label: "home automation panel", email: "rkapoor@gmail.com", message: "Mind the home automation panel in the hall" },
      { label: "ChatGPT colour advice", email: "lnguyen@gmail.com", message: "ChatGPT suggested Agreeable Gray for the walls" },
      {
        label: "marketing agency moving offices",
        email: "amanda.cole@brightpathmarketing.com",
        message: "We are a marketing agency moving offices and need our new suite painted",
      },
      {
        label: "web design studio",
        email: "leo@pixelandpine.studio",
        message: "We run a web design studio and need the office repainted",
      },
    ],
  },
  {
    category: "Names from the area's communities",
    why: "Korean, Indian, Chinese, Vietnamese, Hispanic and Nigerian families in Duluth, Johns Creek, Norcross and around write in their own languages and from their own providers (naver.com, qq.com, 163.com); some names are list words elsewhere (Foo, Null, Sales).",
    cases: [
      { label: "Korean, Naver", email: "minjun.park@naver.com", message: "We just bought a townhouse in Duluth and need all the walls painted before we move in." },
      { label: "Korean, hyphenated Seo-yeon", email: "seoyeon.kim@gmail.com", message: "Seo-yeon Kim here: interior repaint, three bedrooms in Johns Creek." },
      { label: "Korean, Seo signature", email: "hyun.bae@hotmail.com", message: "Exterior repaint for a two-story house in Suwanee.\nThanks,\nSeo Min-ho" },
      { label: "Telugu surname Botla", email: "sunil.botla@yahoo.com", message: "Need the deck stained and the fence painted in Cumming." },
      { label: "Indian, employer domain", email: "ravi.shankar@infosys.com", message: "Cabinet refinishing quote please, white shaker style." },
      { label: "Indian, Deloitte", email: "arjun.reddy@deloitte.com", message: "Please quote interior painting for a 4BR home in Alpharetta." },
      { label: "Chinese, QQ", email: "wei.zhang@qq.com", message: "想粉刷客厅和两个卧室。Can you come on Saturday?" },
      { label: "Chinese surname Foo", email: "foo.weiming@gmail.com", message: PAINT_JOB },
      { label: "surname Null", email: "anna.null@gmail.com", message: PAINT_JOB },
      { label: "Chinese, 163", email: "li.na@163.com", message: "Garage floor epoxy, two-car garage, Duluth." },
      { label: "Vietnamese, in Vietnamese", email: "nguyen.thi.lan@yahoo.com", message: "Xin chào, tôi cần sơn lại phòng khách và nhà bếp. Cảm ơn!" },
      { label: "Vietnamese", email: "tran.bao@outlook.com", message: "Pressure washing for the driveway and the brick front." },
      { label: "Hispanic, in Spanish", email: "jose.hernandez@gmail.com", message: "Necesito pintar el exterior de mi casa en Norcross. ¿Cuándo pueden venir?" },
      { label: "Hispanic, BellSouth", email: "maria.garcia@bellsouth.net", message: PAINT_JOB },
      { label: "Filipino surname Sales", email: "maria.sales@gmail.com", message: PAINT_JOB },
      { label: "Nigerian, Igbo", email: "chinedu.okafor@gmail.com", message: "Please repaint our two-story foyer; the ceiling is about 18 ft." },
      { label: "Nigerian, Yoruba", email: "olumide.bello@yahoo.com", message: "Looking for an estimate on exterior trim and shutters." },
      { label: "Nigerian, Yoruba 2", email: "ngozi.adeyemi@gmail.com", message: "Can you stain our deck next week? WhatsApp me on +1 678 555 0100." },
    ],
  },
  {
    category: "Surnames and words that contain a screened word",
    why: "Abbott contains bot, Testa test, Celeste and Temple contain test-like letters; a screen that matches inside words or on the first letters refuses these people.",
    cases: [
      { label: "surname Abbott", email: "michael.abbott@bellsouth.net", message: PAINT_JOB },
      { label: "surname Talbot", email: "talbot@yahoo.com", message: PAINT_JOB },
      { label: "name Celeste", email: "celeste@outlook.com", message: PAINT_JOB },
      { label: "surname Temple", email: "temple.smith@gmail.com", message: PAINT_JOB },
      { label: "surname Testa", email: "m.testa@gmail.com", message: PAINT_JOB },
      { label: "surname Samples", email: "samples.mike@gmail.com", message: PAINT_JOB },
      { label: "surname Sample last", email: "joe.sample@gmail.com", message: PAINT_JOB },
      { label: "surname Demos", email: "k.demos@gmail.com", message: PAINT_JOB },
      { label: "name Tempest", email: "tempest.r@gmail.com", message: PAINT_JOB },
      { label: "surname Contreras", email: "contreras@gmail.com", message: PAINT_JOB },
      { label: "hello as a first word of a name", email: "hello.kim@gmail.com", message: PAINT_JOB },
      { label: "Botham", email: "dana.botham@icloud.com", message: PAINT_JOB },
      { label: "Seoul", email: "grace.lee@gmail.com", message: "We just moved from Seoul and need the house painted" },
    ],
  },
  {
    category: "Commercial customers whose business is a screened word",
    why: "An SEO consultancy, a marketing agency, a lead generation firm, a church and a school all need painting; they describe their own business in the words a pitch uses, but they ask for work.",
    cases: [
      {
        label: "SEO consultancy office",
        email: "raj@rankwellseo.com",
        message: "Our SEO consultancy is moving into a new office in Alpharetta and the walls need painting before we move in.",
      },
      {
        label: "digital marketing agency with its site",
        email: "tessa@brightlane.co",
        message: "We're a digital marketing agency in Roswell; our office at 1000 Holcomb Bridge needs a fresh coat. Our website is brightlane.co if you want to see the building.",
      },
      {
        label: "lead generation firm, asks if interested",
        email: "owen.price@gmail.com",
        message: "We run a lead generation firm and are moving to a new office in Duluth; walls and trim need painting. Are you interested in the job? Budget around $4,000.",
      },
      {
        label: "web design studio asks for a guarantee",
        email: "nina@northpixel.design",
        message: "Do you guarantee your work? Our web design studio's walls need painting and the front door needs a new colour.",
      },
      { label: "church", email: "pastor.james@gracechurchalpharetta.org", message: "Grace Fellowship would like a quote to repaint our sanctuary and fellowship hall." },
      { label: "school facilities", email: "facilities@fultonacademy.org", message: "Our elementary school needs six classrooms painted over winter break." },
      {
        label: "marketing director with a link",
        email: "k.owens@peachtreedental.com",
        message: "I'm the marketing director at Peachtree Dental (peachtreedental.com). Our lobby needs repainting; can you give us a quote?",
      },
      {
        label: "web developer who works from home",
        email: "sam.ortiz@gmail.com",
        message: "I'm a web developer working from home, so please schedule the painting for mornings. Call me on WhatsApp.",
      },
      {
        label: "virtual assistant books the job",
        email: "mkim@kimconsulting.com",
        message: "My virtual assistant will coordinate the schedule; email her at sarah@kimconsulting.com. Exterior repaint, ranch house.",
      },
      { label: "Google Ads manager", email: "t.brooks@gmail.com", message: "I manage Google Ads for a living, so evenings are best. Deck and fence staining." },
      { label: "industrial automation engineer", email: "hiro.tanaka@gmail.com", message: "I work in industrial automation at the plant; available after 5 pm. Garage floor epoxy." },
      { label: "bitcoin mural", email: "dad.of.three@gmail.com", message: "Please paint over the old Bitcoin mural in my son's room." },
      { label: "crypto mining closet", email: "ahmed.farouk@gmail.com", message: "The crypto mining rig in the closet runs hot; the ceiling there has stains to cover." },
    ],
  },
  {
    category: "Customers who mention demos, samples, ChatGPT and websites",
    why: "Homeowners ask for sample colours and a demo of a finish, say they found the website, or that ChatGPT picked a colour.",
    cases: [
      { label: "sample colours and a demo", email: "priya.raman@yahoo.com", message: "Can you bring sample colours? We'd like to see a demo of the cabinet finish." },
      { label: "ChatGPT and oak cabinets", email: "erin.walsh@gmail.com", message: "I asked ChatGPT what colour goes with oak cabinets and it said Alabaster. Can you do that?" },
      { label: "found the website", email: "bill.carter@comcast.net", message: "I found your website through Google and saw your gallery. Can you quote my deck?" },
      {
        label: "Seo name, saw the website",
        email: "seo.yuna@gmail.com",
        message: "Hi, Yuna Seo here. I saw the photos on your website and went to your business page on Google. Please quote my kitchen cabinets.",
      },
      { label: "Chat GPT written apart", email: "omar.haddad@gmail.com", message: "Chat GPT helped me pick Sea Salt for the bathroom. Can you paint it next week?" },
      { label: "quote project details with home automation", email: "fatima.b@gmail.com", projectDetails: "Living room and stairwell. There is a home automation keypad by the door; please tape around it." },
    ],
  },
  {
    category: "A listed word beside what customers also write",
    why: "\"No obligation\", \"10% off\", \"reply yes\", a liking for the website: marks that pitches use, written by customers who also ask for painting. One such mark must not outweigh the request.",
    cases: [
      { label: "Seo asks for a no-obligation estimate", email: "seo.minji@gmail.com", message: "Minji Seo here. Please send a no obligation estimate for the exterior; I have limited time on weekdays." },
      { label: "Seo likes the website's design", email: "yuna.seo@gmail.com", message: "Yuna Seo: I like your website's design. Your website is not loading on my phone though, so I'm writing here." },
      { label: "veteran discount and home automation", email: "r.jackson@gmail.com", message: "Is there 10% off for veterans? Also mind the home automation hub in the garage." },
      { label: "reply yes, ChatGPT colours", email: "a.mendez@gmail.com", message: "ChatGPT picked Repose Gray for us. Please reply yes if Saturday works for the estimate." },
      { label: "opts out of newsletters, web design", email: "c.nwosu@gmail.com", message: "I do web design from home; please don't add me to a newsletter. Living room and stairwell need painting." },
      { label: "S.E.O. initials", email: "s.e.oconnor@gmail.com", message: "Sean E. O'Connor here: exterior paint for a brick ranch in Marietta." },
    ],
  },
  {
    category: "Role accounts asking for work",
    why: "Property managers, offices, clinics and small businesses write from office@, info@, manager@ or even sales@; the address says nothing about intent, the message does.",
    cases: [
      { label: "info@ of a business asks for a repaint", email: "info@acme.com", message: PAINT_JOB },
      { label: "sales@ asks for the office to be painted", email: "sales@vendor.io", message: PAINT_JOB },
      { label: "marketing@ asks for a repaint", email: "marketing@agency.com", message: PAINT_JOB },
      { label: "office@ asks for a repaint", email: "office@somebusiness.com", message: "Our office needs a repaint: reception, two meeting rooms and the hallway. Can you quote?" },
      { label: "manager@ of a property company", email: "manager@oakridgerentals.com", message: "We need a rental house in Marietta painted between tenants, 3 bedrooms." },
      { label: "info@ on an ordinary provider", email: "info.kimfamily@gmail.com", message: "Looking for someone to paint our deck railing and front door." },
      { label: "office@ of a property manager, painting for two homes", email: "office@summitpm.com", projectDetails: "Turnover painting for two rental homes this month, 3 bedrooms each." },
      { label: "frontdesk@ of a clinic", email: "frontdesk@northsidepeds.com", message: "Pediatric clinic, exam rooms need painting on weekends. Please send an estimate." },
    ],
  },
  {
    category: "Paint words that collide with the lists",
    why: "Trial patches, sample boards, demos of a finish, test areas, estimates, discounts, financing and quick calls are how customers talk about a paint job.",
    cases: [
      { label: "free trial patch, trial in the address", email: "ntrialle@gmail.com", message: "Can you do a free trial patch of two colors on the living room wall before we commit?" },
      { label: "reply to this email and Seo", email: "jiwon.seo.home@gmail.com", message: "We need our living room and hallway repainted. Please reply to this email with a time for an estimate. Thanks, Jiwon Seo" },
      { label: "sample board", email: "h.ozturk@gmail.com", message: "Could you paint a sample board in Sea Salt before the whole bathroom?" },
      { label: "demo of the finish", email: "a.castillo@gmail.com", message: "We'd like to see a demo of the cabinet finish before you refinish our kitchen cabinets." },
      { label: "estimate and discount", email: "g.papadopoulos@gmail.com", message: "Please send an estimate for the exterior. Any discount for paying in cash?" },
      { label: "test area on the deck", email: "wanjiru.k@gmail.com", message: "Can you stain a small test area on the deck first? Then the whole deck and steps." },
      { label: "financing question", email: "darnell.w@gmail.com", message: "Do you offer financing? The house needs exterior paint and new caulk around the windows." },
      { label: "quick call about cabinets", email: "s.iyer@gmail.com", message: "Can we do a quick call? I want to get our cabinets painted before Thanksgiving." },
      { label: "marketing photos", email: "realtor.jen.park@gmail.com", message: "Listing a house in Canton next month; need the interior painted neutral before the marketing photos." },
    ],
  },
  {
    category: "More names from the area's communities",
    why: "Ukrainian, Romanian, Korean, Vietnamese and Hispanic customers with ordinary requests, so the table is not only hard cases.",
    cases: [
      { label: "Ukrainian", email: "olena.shevchenko@gmail.com", message: "Need two bedrooms painted, kids' rooms, low-VOC please." },
      { label: "Romanian", email: "andrei.popescu@yahoo.com", message: "Pressure wash and paint the front porch of our house in Woodstock." },
      { label: "Korean, Lee", email: "sooyoung.lee@naver.com", message: "Interior painting for a condo in Sandy Springs, about 1,200 sq ft." },
      { label: "Vietnamese, Le", email: "le.van.hai@gmail.com", message: "Restaurant kitchen walls need epoxy paint, can you give us a quote?" },
      { label: "Hispanic, Botello", email: "r.botello@outlook.com", message: "Fence stain needed, about 200 ft, Milton." },
    ],
  },
  {
    category: "Customers a parallel table caught the screens refusing",
    why: "Written by another engineer without these rules: a surname that is a junk word (Bot) and a software firm whose product has a listed name (free trial management). Both were refused before the rules learned from them.",
    cases: [
      { label: "surname Bot", email: "marek.bot@gmail.com", message: "Marek Bot here, I need the garage door and the trim painted. Sandy Springs." },
      { label: "software firm selling a free-trial product needs its break room painted", email: "k.lin@trialspark.io", message: "Our software startup's office has a break room that needs painting. We sell free trial management software, if that matters for invoicing." },
    ],
  },
  {
    category: "Customers who name no job yet",
    why: "Contact forms get short questions before a booking (licensed? insured? financing? which towns?), callbacks, follow-ups on an earlier request and property managers looking for a vendor. They name no wall or room, and some talk to \"your company\" or ask for a call the way a pitch does, yet each is a customer who should hear back the same day.",
    cases: [
      { label: "licensed and insured?", email: "gloria.mendes@gmail.com", message: "Are you licensed and insured?" },
      { label: "financing question alone", email: "t.harrell@yahoo.com", message: "Do you offer financing?" },
      { label: "call me back", email: "rkhan77@gmail.com", message: "Please call me back about a project. 404-555-0188" },
      { label: "which towns", email: "beth.oyelaran@gmail.com", message: "Do you work in Cumming?" },
      { label: "follows up on her own request", email: "jlaurent@comcast.net", message: "Just following up on my request from last week, haven't heard back from anyone." },
      { label: "availability", email: "sung.ho.choi@gmail.com", message: "What's your availability in January?" },
      { label: "questions before booking", email: "m.abernathy@gmail.com", message: "Can someone call me? I have a few questions before I book." },
      { label: "neighbour's referral, your team", email: "kwame.asante@gmail.com", message: "My neighbor used your crew last year and loved the work. Can your team come out next week?" },
      { label: "how soon can your company start", email: "natalia.ruiz@outlook.com", message: "How soon could your company start? We close on the 15th." },
      { label: "writes on behalf of her mother", email: "dee.washington@gmail.com", message: "Hi, I'm reaching out on behalf of my mother who lives in Roswell. Could someone call her at 770-555-0112?" },
      { label: "property manager looking for a vendor, open to a call", email: "j.whitfield@windwardpg.com", message: "I'm with Windward Property Group. We have several properties in Alpharetta and are looking for a reliable vendor. Would you be open to a call this week?" },
      { label: "small business owner, your company's warranty", email: "owner@perkandpour.com", message: "Does your company offer a warranty? Let me know a good time to talk." },
      { label: "saw you featured", email: "h.castellanos@gmail.com", message: "Saw your company featured in Roswell Magazine. Do you do commercial work?" },
      { label: "Korean, how much per hour", email: "eunji.han@naver.com", message: "안녕하세요. How do you charge, by the hour or by the job?" },
    ],
  },
];

export const TUNING_JUNK: readonly CaseGroup[] = [
  {
    category: "Vendor pitches with listed words and their evasions",
    why: "SEO, lead generation, virtual assistants, web design, backlinks and bulk mail, written with the evasions spammers use: spaced and dotted letters, full-width and Cyrillic look-alikes, zero-width characters, leetspeak.",
    cases: [
      { label: "boost your SEO, first page", email: "mark.r@gmail.com", message: "We can boost your SEO and get your website on the first page of Google." },
      { label: "S.E.O team, reply YES", email: "sarah.k@gmail.com", message: "Hi, I noticed your website isn't ranking for 'painters near me'. Our S.E.O team can fix that. Reply YES for a free audit." },
      { label: "spaced s e o, packages", email: "digital.grow@gmail.com", message: "s e o services for your business, packages starting at $199/month" },
      { label: "full-width SEO", email: "pro.ranker@gmail.com", message: "ＳＥＯ ｓｅｒｖｉｃｅｓ ｆｏｒ ｙｏｕｒ ｂｕｓｉｎｅｓｓ" },
      { label: "zero-width S\u200BE\u200BO", email: "rank.one@gmail.com", message: "S\u200BE\u200BO for your website \u2013 rank #1 on Google" },
      { label: "l-e-a-d generation", email: "leads.pro@gmail.com", message: "We offer l-e-a-d generation for painting contractors. Get 30+ qualified leads for your business every month." },
      { label: "virtual assistant hourly", email: "va.helper@gmail.com", message: "Hello! Do you need a virtual assistant? Our VA services start from $8/hour. Reply to this email to book." },
      { label: "web design packages", email: "sites4u@gmail.com", message: "Affordable web design packages for contractors. Check www.cheapsites.example" },
      { label: "guest post", email: "outreach.ann@gmail.com", message: "Guest post opportunity on our home improvement blog, DA 50. Interested? Reply with your budget." },
      { label: "bulk email offer", email: "mailblast@gmail.com", message: "Bulk email campaigns to 100k homeowners, special offer 40% off this week" },
      { label: "free trial automation", email: "ai.tools@gmail.com", message: "Start your free trial of our AI automation tool: automate your business follow-ups." },
      { label: "digital marketing, unsubscribe", email: "growth.team@gmail.com", message: "Digital marketing agency: we help painters grow your business. Unsubscribe: reply STOP" },
      { label: "paid ads, no contract", email: "adsguy@gmail.com", message: "Paid ads management - we manage Google Ads for your company. No contract." },
      { label: "backlinks, cheap, WhatsApp", email: "links.seller@gmail.com", message: "High quality backlinks, DA 90+, cheap prices, whatsapp +92 300 0000000" },
      { label: "lead gen, money back", email: "roofleads@gmail.com", message: "Lead gen for roofers and painters, guaranteed results or your money back" },
      { label: "ChatGPT chatbot for your website", email: "botbuilder@gmail.com", message: "ChatGPT-powered chatbot for your website: answer leads 24/7. Book a demo: https://bot.example.io" },
      { label: "freelance web developer", email: "dev.freelance@gmail.com", message: "I am a freelance web developer. I can redesign your website at an affordable price. Let me know if you're interested." },
      { label: "link building rankings", email: "lb.services@gmail.com", message: "Link building services. Improve your Google rankings in 30 days." },
      { label: "leet 5EO", email: "top.rank@gmail.com", message: "5EO experts: we'll get your site to the top of Google" },
      { label: "SEO issues, free report", email: "sarah@rankupdigital.com", message: "Hi there, this is Sarah from RankUp Digital. I was looking at your site and it has several SEO issues. Can I send you a free report? Our SEO packages start at $299." },
      { label: "Cyrillic look-alikes", email: "seo.expert@gmail.com", message: "W\u0435 \u043Eff\u0435r S\u0415O s\u0435rvic\u0435s f\u043Er y\u043Eur busin\u0435ss" },
      { label: "appointment setting", email: "setter.joe@gmail.com", message: "Appointment setting and cold email outreach for home service companies. $500 per month, cancel anytime." },
      { label: "white label, opt out", email: "wl.partner@gmail.com", message: "We provide white label SEO for agencies. Opt out by replying no." },
      { label: "social media marketing", email: "social.boost@gmail.com", message: "Social media marketing for your painting company \u2013 more leads for your business guaranteed." },
      { label: "website redesign link", email: "webfix.team@gmail.com", message: "Need a website redesign? We build sites that convert, at an affordable price. www.webfix.example" },
      { label: "business loan", email: "capital.now@gmail.com", message: "Do you need a business loan? Merchant cash advance approved in 24 hours, reply YES." },
      { label: "Google Business Profile", email: "gbp.expert@gmail.com", message: "Google Business Profile optimization \u2013 rank higher in the map pack. Pricing plans from $99." },
      { label: "crypto returns", email: "cryptoking@gmail.com", message: "Crypto investment opportunity, guaranteed 20% monthly returns, telegram @cryptoking" },
      { label: "domain authority", email: "da.audit@gmail.com", message: "Your website has a low domain authority. Our team of experts offers SEO packages." },
      { label: "dotted s.e.o. and p.p.c", email: "contractor.growth@gmail.com", message: "we do s.e.o. and p.p.c for contractors, first page of google in 90 days" },
      { label: "web design agency, revamp", email: "studio.web@gmail.com", message: "Hi! We are a web design agency. We would love to revamp your website. If interested, reply to this email." },
      { label: "offshore data entry", email: "bpo.sales@gmail.com", message: "Outsourcing: hire our offshore team for data entry at $6/hour" },
      { label: "zero-width inside backlinks", email: "linkfarm@gmail.com", message: "Buy back\u200Clinks from high-DA sites, special offer this week only" },
      { label: "b4cklinks leet", email: "cheap.links@gmail.com", message: "b4cklinks for your website, cheap, whatsapp me" },
      { label: "lone word SEO", email: "a.b.seller@gmail.com", message: "SEO" },
      { label: "lone web design", email: "j.smith.dev@gmail.com", message: "Web design" },
      { label: "in project details", email: "quote.spam@gmail.com", projectDetails: "We offer SEO packages starting at $150 per month for painting companies." },
    ],
  },
  {
    category: "Pitches written after a round of tuning",
    why: "Local SEO video audits, offshore bookkeeping, IT outsourcing, review software, pay per lead: kept in the table whatever they scored when written.",
    cases: [
      { label: "not on Google Maps, video audit", email: "jake.localpro@gmail.com", message: "Hey there! I was checking out your painting business online and noticed you're not showing up on Google Maps. We specialize in local SEO for home service pros. Mind if I send over a quick video audit?" },
      { label: "offshore accountants", email: "finance.outsource@gmail.com", message: "Would you be open to outsourcing your bookkeeping? Our offshore accountants cost 70% less." },
      { label: "IT company, kindly revert", email: "bd.manager@gmail.com", message: "Greetings, We are a leading IT company offering web development, mobile app development and digital marketing services at very reasonable rates. Kindly revert back." },
      { label: "reviews on autopilot", email: "reviews.pro@gmail.com", message: "Get 5-star reviews on autopilot with our reputation management software. 14 day free trial." },
      { label: "pay per lead", email: "exclusive.leads@gmail.com", message: "Need more painting jobs? Our lead generation system delivers exclusive homeowner leads. Pay per lead, no contracts." },
      { label: "VA hourly rate", email: "maria.va@gmail.com", message: "I'm a virtual assistant with 5 years of experience in appointment setting and CRM. My rate is $7/hr." },
      { label: "rank on top of Google, proposal", email: "seo.proposal@gmail.com", message: "Hello, Are you looking to rank your website on top of Google? Please let me know and I will send you a proposal." },
    ],
  },
  {
    category: "Pitches the word lists let through or only flagged",
    why: "Offers with no listed word (a redesign for a flat price, back-links with a hyphen, a calendar filled with appointments, a software trial, working capital) and plain pitches the lists only flagged.",
    cases: [
      { label: "outdated website, flat price", email: "m.webstudio@gmail.com", message: "Your website looks outdated. We can redesign it for a flat $499 and have it live in a week." },
      { label: "hyphenated back-links", email: "linkpros.net@gmail.com", message: "We can get you 50 permanent back-links from home improvement sites." },
      { label: "fill your calendar, pay for closed jobs", email: "jobs4painters@gmail.com", message: "I'll fill your calendar with painting appointments. You only pay for the jobs you close." },
      { label: "bulk emailing", email: "mailerpro.io@gmail.com", message: "Bulk emailing made easy. Send to thousands of homeowners in minutes." },
      { label: "estimating software trial", email: "estimatorapp@gmail.com", message: "Try our estimating software free for 14 days and send quotes from your phone." },
      { label: "web design and lead generation for contractors", email: "growth.studio@gmail.com", message: "Affordable web design and lead generation for contractors!" },
      { label: "hire a virtual assistant", email: "va.desk@gmail.com", message: "Hire a virtual assistant today" },
      { label: "link building behind a painting request", email: "paint.and.links@gmail.com", projectDetails: "Paint the house. Also we offer link building services." },
      { label: "website not on Google, quick call", email: "tony.localbiz@gmail.com", message: "Hi, I noticed your business isn't showing on Google Maps. Open to a quick call this week?" },
      { label: "working capital", email: "capital.partners.fund@gmail.com", message: "Your company qualifies for working capital up to $100k. Funds in 24 hours." },
      { label: "booked solid", email: "crewfill@gmail.com", message: "We keep painting crews booked solid with pre-screened homeowner appointments." },
      { label: "review software trial", email: "reviewboost.app@gmail.com", message: "Our app gets you more Google reviews. 7-day free trial, no credit card." },
      { label: "is this the owner", email: "sam.growthpartner@gmail.com", message: "Is this the owner? I help painting companies get more exterior jobs every spring." },
      { label: "guest posting per post", email: "blog.outreach.kate@gmail.com", message: "We offer guest posting on DIY blogs, $60 per post." },
      { label: "logo refresh", email: "logo.smith.design@gmail.com", message: "Your logo looks old. New logo design for $79, 3 concepts." },
      { label: "role account pitch", email: "sales@brightleadsmedia.com", message: "Grow your painting business with more customers this season." },
    ],
  },
  {
    category: "Pitches a parallel table caught the screens missing",
    why: "Website rebuilds, payroll trials, offers to buy the business, review removal, guest blogs, crews for hire, \"click here\" listings and wholesale paint: families no list named.",
    cases: [
      { label: "website rebuild, free mockup", email: "webcraft.studio@gmail.com", message: "We rebuild contractor websites in a week. Want a free mockup of your new homepage?" },
      { label: "dated site, modern one for a flat fee", email: "ryan.webfix@gmail.com", message: "Hi, I came across your site and it looks a bit dated. I can build you a modern mobile-friendly one for a flat $399. Want to see some examples?" },
      { label: "payroll app, first month free", email: "payroll.pro.app@gmail.com", message: "Running payroll for your crew? Our app does it in 2 minutes. Free for your first month." },
      { label: "buying painting businesses", email: "acquisitions.fund@gmail.com", message: "We are acquiring profitable painting businesses in Georgia. Would you consider selling? Confidential conversation." },
      { label: "negative review removal", email: "reputation.fix@gmail.com", message: "We can remove negative reviews from your Google listing. Pay only after removal." },
      { label: "guest-blogs with a link back", email: "content.partner@gmail.com", message: "I write guest-blogs for home improvement sites and would like to contribute one to yours, with one link back to my client." },
      { label: "painters for subcontract", email: "crewstaffing.ga@gmail.com", message: "We are a staffing agency with licensed painters available for subcontract. Need extra crew this season?" },
      { label: "free listing upgrade, click here", email: "claims.dept@gmail.com", message: "Congratulations! Your business has been selected for a free listing upgrade. Click here to claim: bit.ly/3xYz" },
      { label: "wholesale paint supply", email: "wholesale.coatings@gmail.com", message: "Looking to cut your paint costs? We supply contractor-grade paint at wholesale prices, delivered to your job site." },
    ],
  },
  {
    category: "Test, junk and disposable addresses",
    why: "Test words, keyboard runs, no-reply and machine mailboxes, reserved and disposable domains: nobody reads a reply sent to them, whatever the message says.",
    cases: [
      { label: "test@", email: "test@gmail.com", message: PAINT_JOB },
      { label: "test.user@", email: "test.user@gmail.com", message: PAINT_JOB },
      { label: "bot123@", email: "bot123@yahoo.com", message: PAINT_JOB },
      { label: "asdf@", email: "asdf@asdf.com", message: PAINT_JOB },
      { label: "qwerty123@", email: "qwerty123@gmail.com", message: PAINT_JOB },
      { label: "example.com", email: "john@example.com", message: PAINT_JOB },
      { label: ".test", email: "jane@company.test", message: PAINT_JOB },
      { label: ".invalid", email: "user@site.invalid", message: PAINT_JOB },
      { label: "noreply@", email: "noreply@acme.com", message: PAINT_JOB },
      { label: "postmaster@", email: "postmaster@acme.com", message: PAINT_JOB },
      { label: "mailer-daemon@", email: "mailer-daemon@mx.acme.com", message: PAINT_JOB },
      { label: "no-reply@", email: "no-reply@acme.com", message: PAINT_JOB },
      { label: "mailinator", email: "someone@mailinator.com", message: PAINT_JOB },
      { label: "guerrillamail", email: "x7@guerrillamail.com", message: PAINT_JOB },
      { label: "yopmail", email: "abc@yopmail.com", message: PAINT_JOB },
      { label: "fake.name@", email: "fake.name@gmail.com", message: PAINT_JOB },
      { label: "sample@", email: "sample@gmail.com", message: PAINT_JOB },
      { label: "demo@", email: "demo@company.com", message: PAINT_JOB },
      { label: "dummy123@", email: "dummy123@hotmail.com", message: PAINT_JOB },
      { label: "lorem.ipsum@", email: "lorem.ipsum@gmail.com", message: PAINT_JOB },
      { label: "testuser@", email: "testuser@gmail.com", message: PAINT_JOB },
      { label: "spambot@", email: "spambot@outlook.com", message: PAINT_JOB },
      { label: "keyboard run", email: "asdfgh@gmail.com", message: PAINT_JOB },
      { label: "full-width test address", email: "\uFF54\uFF45\uFF53\uFF54@gmail.com", message: PAINT_JOB },
    ],
  },
  {
    category: "Offers from families no list names",
    why: "Insurance, translation, podcasts, uniforms, invoice factoring, award nominations, card fees, fuel cards, answering services, directories, referral swaps, yard signs, recruiting and solar referrals: each sells to the business in its own words, so no list of words can name them all. What they share is how they write: to the business as a buyer, with savings, a feature or a call to offer, and no wall to paint.",
    cases: [
      { label: "general liability insurance", email: "dana@peachstateins.com", message: "Hi, I'm reaching out from Peach State Insurance. We help contractors like you save up to 30% on general liability and workers' comp. Would you be open to a free quote?" },
      { label: "translation for the crew", email: "lingua.pro.services@gmail.com", message: "Do you have crew members who speak Spanish? We provide professional translation of your safety manuals and contracts, 10 cents a word." },
      { label: "podcast invitation", email: "host@tradestablepod.com", message: "Hi! I host The Trades Table podcast, where we interview successful home service business owners. Would you like to be a guest on an upcoming episode?" },
      { label: "embroidered uniforms", email: "orders.threadworks@gmail.com", message: "Custom embroidered uniforms, hats and hoodies for your painting crew. Free logo setup on your first order." },
      { label: "invoice factoring", email: "advance.desk@gmail.com", message: "Waiting 60 days on invoices? We advance up to 90% of your outstanding invoices within 24 hours." },
      { label: "award nomination", email: "awards@bestofgwinnett.org", message: "Great news! Your business has been nominated for the 2026 Best of Gwinnett award in home services. Complete your profile to accept the nomination." },
      { label: "just following up", email: "k.morrow.biz@gmail.com", message: "Just following up on my last email. Did you get a chance to look at it?" },
      { label: "bumping this", email: "alex@leadfunnel.co", message: "Bumping this to the top of your inbox in case it got buried." },
      { label: "circling back about payroll", email: "sam.payrollpartners@gmail.com", message: "Wanted to circle back on my note from last week about your company's payroll. When is a good time to connect?" },
      { label: "card processing fees", email: "rates@swiftmerchant.com", message: "We can lower the fees you pay on card payments by 40%. Send me one recent statement and I'll show you the savings." },
      { label: "fleet fuel card", email: "fleet.savings@gmail.com", message: "Save up to 15 cents a gallon on every fill-up for your work trucks with our fleet fuel card." },
      { label: "answering service", email: "hello@ladderlineanswering.com", message: "Missing calls while you're on a ladder? Our live receptionists answer in your company's name, 24/7." },
      { label: "directory feature", email: "listings@homeprosnorthga.com", message: "We'd like to feature your company in our Home Pros Directory of North Georgia. Premium placement is available this month." },
      { label: "referral swap", email: "mike@apexroofingmarietta.com", message: "We're a roofing company in Marietta looking to partner with a painting company to swap referrals. Are you open to a partnership?" },
      { label: "yard signs", email: "signs.n.more.atl@gmail.com", message: "Get 100 custom yard signs for your job sites for $199, free design included." },
      { label: "recruiting painters", email: "talent@tradehirepro.com", message: "We help painting companies hire reliable painters fast. Our job ads reach 10,000 tradespeople in Atlanta." },
      { label: "solar referral programme", email: "partners@sunwiseenergy.com", message: "Homeowners you work for may qualify for free solar. Join our referral program and earn $500 per install." },
    ],
  },
];
