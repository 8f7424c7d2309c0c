/**
 * The held-out part of the spam screens' labelled table: the cases the
 * screens are judged on, never the ones they are tuned on.
 *
 * Written in rounds, each before the rules it judges and without running the
 * screens on it:
 * - the first groups, in one sitting before the screens were reworked to judge
 *   intent (six more, three real and three junk, before the rules met a
 *   second table);
 * - round three, by another engineer who never saw the rules, after the rule
 *   for vendors' ways of writing was frozen. Judged once, it showed the rule
 *   caught only half the pitch families no list names, so it moved to the
 *   tuning part (its first figures are in that commit's message);
 * - round four, by another engineer who never saw the rules or the other
 *   rounds, after the rules learned from round three were frozen. Judged
 *   once, it caught 55% of its junk: patterns of how vendors write did not
 *   reach pitch families they were not written from. It moved to the tuning
 *   part too, and the screens changed their default (see `screenLead`);
 * - round five, by two more engineers, each alone, who never saw the rules or
 *   the other rounds. Judged once with that default: 1.5% of its customers
 *   held, none refused, 87.6% of its junk stopped. Moved to the tuning part;
 * - round six, by three more engineers, each alone, who never saw the rules
 *   or the other rounds. Judged once: 1.9% of its customers held, none
 *   refused, 80.6% of its junk stopped. Hand-written signs had reached what
 *   they could; moved to the tuning part, which now trains a model;
 * - round seven, by four more engineers, each alone, who never saw the rules,
 *   the model or the other rounds. Judged once: 1.4% of its customers held,
 *   none refused, 87.6% of its junk stopped. Moved to the tuning part;
 * - round eight, by six more engineers, each alone, who never saw the rules,
 *   the model or the other rounds. Judged once: 1.9% of its customers held,
 *   none refused, 90.7% of its junk stopped. Moved to the tuning part;
 *
 * No rule is ever changed because of a case here: the test prints these
 * figures and judges the screens by them alone (0 real customers refused, at
 * least 95% of junk refused or held, at most 3% of real customers held). A
 * rule tuned until these pass would be judged on the examples it was fitted
 * to, which says nothing about the next lead. If a case here shows a defect,
 * move it to `spam-cases.ts` (the tuning part), fix the rule there, and write
 * a new, unseen case here in its place, saying so in the commit.
 *
 * Its categories, like the tuning part's, each say why their cases are real
 * or junk and what makes them hard for a screen. The labels are the authors'
 * own: a case they judged junk stays junk even where a screen could not know
 * (a scam that reads like a job).
 */
import type { CaseGroup } from "./spam-cases";

const REPAINT = "Looking for a quote to repaint two bedrooms and the hallway, ideally next month.";

export const HELD_OUT_REAL: readonly CaseGroup[] = [
  {
    category: "Names from the area's communities",
    why: "Korean, Vietnamese, Indian, Hispanic and Eastern European customers, some with names or address words that collide with the lists (Seo, Sales, Demonte, Prueba, Botwinski, Testov).",
    cases: [
      { label: "Korean surname Seo in the address and a signature", email: "seo.hyunwoo@daum.net", message: "Our kitchen cabinets are oak and we want them painted white. Seo Hyun-woo, Duluth" },
      { label: "Korean given name Bo-ra", email: "bora.choi@gmail.com", message: "Could someone look at peeling paint on our front porch ceiling in Suwanee?" },
      { label: "Korean, Sales as a surname-like word", email: "jh.sales.kim@gmail.com", message: REPAINT },
      { label: "Vietnamese, Pham", email: "pham.minh.tuan@gmail.com", message: "Nail salon in Lawrenceville needs interior walls painted on a Sunday when we are closed." },
      { label: "Vietnamese surname Bui", email: "bui.anh@yahoo.com", message: "Please quote exterior painting for a 2,400 sq ft house in Lilburn, brick on the front." },
      { label: "Indian, Telugu surname Bhatt", email: "nikhil.bhatt@outlook.com", message: "We need the basement finished walls painted and the trim done before Diwali." },
      { label: "Indian, employer domain tcs.com", email: "anita.iyer@tcs.com", message: "Quote for staining our cedar fence, about 180 linear feet, Johns Creek." },
      { label: "Indian, Demo as part of a surname", email: "r.demonte@gmail.com", message: "Two-car garage floor, want an epoxy coating with flakes." },
      { label: "Hispanic, Spanish message", email: "lucia.ramirez@hotmail.com", message: "Buenas tardes, quisiera un presupuesto para pintar la cocina y la sala. Vivo en Smyrna." },
      { label: "Hispanic, surname Testa-like Prueba", email: "carlos.prueba@gmail.com", message: REPAINT },
      { label: "Eastern European, Ukrainian", email: "oksana.kovalenko@gmail.com", message: "Hello, I would like to refinish kitchen cabinets, grey now, want navy lowers and white uppers." },
      { label: "Eastern European, Polish surname Botwin", email: "m.botwinski@wp.pl", message: "Exterior of our townhouse in Sandy Springs needs paint, HOA approved colours attached later." },
      { label: "Russian name with a test-like syllable", email: "testov.igor@mail.ru", message: "Need pressure washing of driveway and patio in Marietta." },
    ],
  },
  {
    category: "Employers', property managers' and role addresses",
    why: "Property managers, a dental practice, a restaurant, a church and an HOA write from role accounts; employees of marketing and software firms write from work.",
    cases: [
      { label: "property manager's office address", email: "office@summitpropertymgmt.com", message: "We manage 14 rental homes in Cobb County and need turnover painting for two of them this month." },
      { label: "info@ of a dental practice", email: "info@smilesofroswell.com", message: "Our waiting room and two operatories need repainting over a long weekend. Can you give us an estimate?" },
      { label: "manager@ of a restaurant", email: "manager@elmariachicanton.com", message: "Restaurant dining room repaint, must be done overnight. Please call to schedule a walkthrough." },
      { label: "admin@ of a church", email: "admin@hopebaptistcumming.org", message: "The church fellowship hall and nursery need painting. Who should we talk to about a quote?" },
      { label: "HOA board address", email: "board@windwardlakeshoa.org", message: "The HOA would like bids to repaint the clubhouse exterior and the pool fence." },
      { label: "employee at a marketing company", email: "d.hughes@ogilvy.com", message: "Personal request, not work: our living room ceiling has a water stain to paint over." },
      { label: "employee at a software firm, free trial wording", email: "ben.adler@ncr.com", message: "Can you do a small trial area first so we can see the colour in daylight before the whole room?" },
    ],
  },
  {
    category: "Commercial customers whose business sounds like a pitch",
    why: "An SEO agency, a lead generation company and a web design studio that need their offices painted, beside a coffee shop and an apartment complex.",
    cases: [
      { label: "SEO agency needs its office painted", email: "priya@peachstateseo.com", message: "Our SEO agency just leased a suite in Alpharetta. We need the walls painted before move-in on the 1st." },
      { label: "lead generation company moving", email: "tom.baker@gmail.com", message: "I own a small lead generation company; our new office in Duluth needs two rooms painted. Please send an estimate." },
      { label: "web design studio with a link", email: "hello@studiokudzu.com", message: "We are a web design studio (studiokudzu.com) moving to Roswell. Need our brick accent wall painted. Reply to this email or call." },
      { label: "coffee shop owner", email: "owner@thedailygrindwoodstock.com", message: "Coffee shop exterior trim and door repaint, ideally before the holidays." },
      { label: "apartment complex maintenance", email: "maintenance@vinings-pointe.com", message: "Need pricing for painting 12 apartment units per month on an ongoing basis." },
    ],
  },
  {
    category: "Paint words that collide with the lists",
    why: "Sample boards, demo walls, test patches, estimates, discounts, financing, quick calls and links to a colour, written by customers asking for painting.",
    cases: [
      { label: "sample boards", email: "kate.morrison@gmail.com", message: "Could you paint sample boards of three whites so we can choose? Then the whole open plan." },
      { label: "demo wall", email: "j.alvarez@gmail.com", message: "We're doing demo on a wall next week; after drywall is patched we need the room painted." },
      { label: "test patch", email: "linda.wu@gmail.com", message: "Would you do a test patch on the siding to check the old paint isn't lead based? Then a full exterior quote." },
      { label: "estimate in the message, reply to this email", email: "r.okonkwo@gmail.com", message: "Please send an estimate for painting our deck railing. Reply to this email with a time that works." },
      { label: "free estimate and website mention", email: "grace.yoon@gmail.com", message: "Saw on your website you give free estimates. We need the exterior painted, a 1990s two-story." },
      { label: "discount question", email: "frank.dillon@bellsouth.net", message: "Do you offer a senior discount? Interior repaint, 3 rooms." },
      { label: "financing question from a customer", email: "tasha.green@gmail.com", message: "Do you offer financing? We need the whole exterior done and the budget is tight this year." },
      { label: "marketing word in a customer's message", email: "e.schultz@gmail.com", message: "We're selling the house and our realtor says fresh paint helps the marketing photos. Need 4 rooms done fast." },
      { label: "automation in a customer's message", email: "hank.p@gmail.com", message: "There's a home automation panel and cameras on the porch ceiling, please work around them when you paint." },
      { label: "quick call from a customer", email: "sandra.lee@gmail.com", message: "Could we do a quick call tomorrow about repainting our cabinets? I'm free after 3." },
      { label: "project details with a guarantee question", email: "paul.nakamura@gmail.com", projectDetails: "Full interior, 2,800 sq ft. Is your work guaranteed? We had a bad experience last time." },
      { label: "bulk of rooms wording", email: "m.fitzgerald@gmail.com", message: "We have a bulk of rooms to do: 6 bedrooms and 3 baths in a new build in Milton." },
      { label: "mentions a link to a colour", email: "aisha.khan@gmail.com", message: "We like this colour: www.sherwin-williams.com/SW7008 Alabaster. Can you paint our family room with it?" },
      { label: "short request with a phone", email: "dwayne.t@gmail.com", message: "Need fence stained. Call 770-555-0143." },
      { label: "Korean church", email: "office@atlantakoreanchurch.org", message: "교회 친교실 페인트 견적 부탁드립니다. Fellowship hall repaint, Duluth." },
      { label: "Vietnamese surname Tester-like Tst", email: "tst.nguyen@gmail.com", message: "Our ceiling in the living room has water stains, can you paint over them?" },
      { label: "Hispanic property manager with manager@", email: "manager@lascasitasapts.com", message: "Necesitamos pintar 4 apartamentos. Please send pricing for interior turnover painting." },
      { label: "Polish surname Testowski", email: "p.testowski@gmail.com", message: "Two bathrooms need repainting after a leak, the ceilings have stains." },
      { label: "bakery owner mentions her marketing", email: "rosa@sweetrosabakery.com", message: "We're repainting the bakery front before our spring marketing push. Can you quote the exterior trim and door?" },
      { label: "apartment manager@ with a budget question", email: "manager@brookhavenflats.com", message: "What would it cost per unit to paint 2-bedroom apartments between tenants?" },
      { label: "appointment word from a customer", email: "yolanda.m@gmail.com", message: "Can I get an appointment for an estimate on Saturday? Exterior and deck." },
    ],
  },
];

export const HELD_OUT_JUNK: readonly CaseGroup[] = [
  {
    category: "Website redesign offers",
    why: "Rebuilds for a flat fee, mobile-friendly fixes and mockups, some without a listed word.",
    cases: [
      { label: "redesign, outdated site, flat price", email: "alex.webworks@gmail.com", message: "Hi, I came across your site and it looks a bit dated. I can rebuild it on a modern platform for a one-time fee of $399." },
      { label: "mobile-friendly website offer", email: "mike@siteupgrades.co", message: "Your website isn't mobile friendly and you are losing customers. We fix that in 5 days. Want me to send a mockup?" },
      { label: "web-design hyphenated", email: "rina.designs@gmail.com", message: "Professional web-designing for painting contractors. Affordable and fast. Let me know!" },
    ],
  },
  {
    category: "Back-links and link building evasions",
    why: "Links sold by the hundred, link-builders and guest posts, written apart or in plurals.",
    cases: [
      { label: "back links spaced", email: "outreach.linkhub@gmail.com", message: "We sell high authority back links. 100 links for $60. Interested?" },
      { label: "link-builder plural", email: "k.linkbuilders@gmail.com", message: "Our link-builders place your company on 40 home improvement blogs per month." },
      { label: "guest posting", email: "anna.outreach@gmail.com", message: "Hello, I'd like to offer guest posting on our DIY blog for your painting business. Price is $80 per post." },
    ],
  },
  {
    category: "Appointment setting and pay per lead",
    why: "Booked estimates, exclusive leads and full calendars, paid per appointment or per job.",
    cases: [
      { label: "booked estimates, pay per appointment", email: "jason@bookedpainters.com", message: "We book qualified estimate appointments straight into your calendar. You only pay per appointment that shows up." },
      { label: "exclusive leads per month", email: "homeleads.usa@gmail.com", message: "Get 20 exclusive painting jobs every month in your area. No contracts, pay only for the jobs you win." },
      { label: "calendar full offer", email: "scale.contractors@gmail.com", message: "What if your crew was booked out 8 weeks straight? We do that for painters. Open to a 10 minute chat?" },
    ],
  },
  {
    category: "Bulk mail and outreach",
    why: "E-mail blasts and postcard campaigns to homeowners.",
    cases: [
      { label: "email blast", email: "blastpro@gmail.com", message: "Reach 50,000 homeowners in Georgia with one email blast. Special rate this month." },
      { label: "mass mailing", email: "direct.mailers@gmail.com", message: "Mass mailing and postcard campaigns for home service businesses. Reply for our rate card." },
    ],
  },
  {
    category: "Software trials and demos",
    why: "Estimating software, CRMs and AI receptionists offered free for a month or as a demo.",
    cases: [
      { label: "estimating software trial", email: "sales@paintquotepro.io", message: "PaintQuote Pro lets you send estimates in minutes. Try it free for 30 days, no credit card." },
      { label: "CRM demo", email: "nina@fieldcrm.com", message: "Hi! Would you like a demo of our field service CRM built for painting companies? It takes 15 minutes." },
      { label: "AI receptionist", email: "ai.receptionist@gmail.com", message: "Never miss a call again. Our AI receptionist answers your phone 24/7 for $49 a month. Start today." },
    ],
  },
  {
    category: "Financing and funding",
    why: "Working capital for the business and financing programmes for its customers.",
    cases: [
      { label: "working capital", email: "funding.desk@gmail.com", message: "Your business pre-qualifies for up to $250,000 in working capital. Funds in 48 hours." },
      { label: "customer financing for contractors", email: "partner@homefinancepartners.com", message: "Offer your customers 0% financing on painting jobs. Contractors using our program close 30% more jobs." },
    ],
  },
  {
    category: "Quick-call openers and hooks for the owner",
    why: "\"Quick question for the owner\", \"is this the owner?\": openers that ask for time and name nothing yet.",
    cases: [
      { label: "quick question for the owner", email: "ryan.m.growth@gmail.com", message: "Quick question for the owner - are you taking on more jobs right now? Would love 5 minutes of your time." },
      { label: "is this the owner", email: "d.carter.biz@gmail.com", message: "Hi, is this the owner? I have an idea to help you get more exterior jobs this spring." },
    ],
  },
  {
    category: "Plain pitches across families",
    why: "Local SEO, social media, virtual assistants, paid ads, review software, drone video, logos, app development, listing scares, maintenance retainers, trade shows and vehicle wraps.",
    cases: [
      { label: "local SEO package", email: "localrank.co@gmail.com", message: "Local SEO for painters: rank in the Google 3-pack. Packages from $249/mo." },
      { label: "social media management", email: "socialsquad@gmail.com", message: "We handle your Facebook and Instagram posting so you can focus on painting. Social media management from $150." },
      { label: "virtual assistant, hire today", email: "va.staffing@gmail.com", message: "Hire a dedicated virtual assistant for your painting business today." },
      { label: "paid ads manager", email: "adsbyjen@gmail.com", message: "I run paid ads for contractors and average 12 booked jobs a month. Can I show you how?" },
      { label: "reviews software", email: "getreviews.app@gmail.com", message: "Automatically collect Google reviews after every job. 14-day free trial." },
      { label: "video marketing", email: "dronevids@gmail.com", message: "We make drone videos of your finished projects for marketing. Packages start at $199." },
      { label: "logo design", email: "brandkit.pro@gmail.com", message: "Your logo could use a refresh. Logo design and brand kit for $99." },
      { label: "pitch in project details", email: "j.holt.media@gmail.com", projectDetails: "Not a painting job - we offer digital marketing and website redesign for contractors." },
      { label: "pitch plus a painting word", email: "paintleads.us@gmail.com", message: "Painters: we send you homeowners who want their interior painted. Pay per lead, $25 each." },
      { label: "mobile app development for contractors", email: "apps.dev.team@gmail.com", message: "We build mobile apps for painting companies so customers can book you 24/7. Free demo this week." },
      { label: "Google Business Profile verification hook", email: "gbp.support.team@gmail.com", message: "Your Google listing is unverified and may be suspended. Reply to this email so our team can fix it today." },
      { label: "spaced b a c k l i n k s", email: "seo.linkz@gmail.com", message: "b a c k l i n k s for sale, 200 links only $30" },
      { label: "website maintenance retainer", email: "sitecare.pros@gmail.com", message: "Is anyone keeping your website updated? We handle updates, security and hosting for $59 a month." },
      { label: "trade show booth offer", email: "expo.sales.atl@gmail.com", message: "Last booths left at the Atlanta Home Show! Painters who exhibit book a season of jobs. Reserve yours this week." },
      { label: "vehicle wrap offer", email: "wrapkings.atl@gmail.com", message: "Turn your work van into a billboard. Full vehicle wraps for painting companies, 20% off this month." },
    ],
  },
  {
    category: "Test, junk and disposable addresses",
    why: "Test words, keyboard runs, reserved and disposable domains and no-reply senders.",
    cases: [
      { label: "test123@", email: "test123@gmail.com", message: REPAINT },
      { label: "qa.tester@", email: "qa.tester@company.com", message: REPAINT },
      { label: "bot.account@", email: "bot.account@outlook.com", message: REPAINT },
      { label: "asdfjkl@", email: "asdfjkl@yahoo.com", message: REPAINT },
      { label: "example.org", email: "maria@example.org", message: REPAINT },
      { label: "tempmail", email: "jd8822@tempmail.com", message: REPAINT },
      { label: "10minutemail", email: "xk2@10minutemail.com", message: REPAINT },
      { label: "noreply", email: "noreply@crm-notify.com", message: REPAINT },
      { label: "fake.account@", email: "fake.account@gmail.com", message: REPAINT },
      { label: "placeholder@", email: "placeholder@domain.com", message: REPAINT },
      { label: ".localhost", email: "admin@site.localhost", message: REPAINT },
      { label: "sample.user@", email: "sample.user@gmail.com", message: REPAINT },
      { label: "lorem@", email: "lorem@ipsum.net", message: REPAINT },
    ],
  },
];
