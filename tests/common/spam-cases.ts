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
  // Held-out round three, judged blind once (0.8% real refused, 1.5% held, 57% of its junk stopped:
  // see the commit that moved it), then moved here to be learned from.
  {
    category: "Surnames that collide with marketing or tech words",
    why: "These are homeowners whose family names (Seo, Sales, Bot, Demo, Link, Lead, Trial, Test, Market, Page, Rank) sit in the email address and sometimes the sign-off. A filter that matches words like 'seo', 'sales' or 'lead' anywhere in the address or text will throw them out.",
    cases: [
      {
        label: "Korean homeowner surnamed Seo, interior repaint in Duluth",
        email: "jiyoung.seo82@gmail.com",
        projectDetails: "Hi, we need the living room, dining room and upstairs hallway painted in our house in Duluth off Pleasant Hill Rd. Ceilings are about 9 ft, 2 story foyer too. Walls are currently a tan color and we want to go lighter, maybe gray or white. Thank you - Jiyoung Seo",
      },
      {
        label: "Hispanic homeowner surnamed Sales, exterior paint in Lawrenceville",
        email: "msales.family@yahoo.com",
        projectDetails: "Looking for price to paint outside of house, 2 story with wood siding and trim. Some boards on the back are soft and may need replaced. We are in Lawrenceville near Collins Hill HS. Thanks, Miguel Sales",
      },
      {
        label: "Eastern European surname Bot, deck staining in Suwanee",
        email: "andrei.bot@outlook.com",
        projectDetails: "Deck is about 400 sq ft, pressure treated, last stained maybe 5 years ago and it is peeling badly on the stairs. Want it stripped and restained, semi-transparent if possible. Suwanee, 30024.",
      },
      {
        label: "Surname Demo, cabinet refinishing",
        email: "kdemo@bellsouth.net",
        projectDetails: "Interested in having our oak kitchen cabinets painted white. 28 doors and 9 drawers approx. Not replacing the countertops. Can you give me a ballpark before coming out? Karen Demo",
      },
      {
        label: "Surname Link, contact form asking about availability",
        email: "tom.link@comcast.net",
        message: "Hi, do you have any availability in early May? We are listing our house in Johns Creek and need a few rooms freshened up before photos. Tom Link 678-555-0142",
      },
      {
        label: "Surname Lead, garage floor epoxy",
        email: "sarah.lead@gmail.com",
        projectDetails: "Two car garage in Cumming, concrete has a couple of small cracks and some oil stains. Want the flake epoxy like I've seen on your page. How long before we can park on it?",
      },
      {
        label: "Surname Trial, pressure washing",
        email: "dtrial1960@aol.com",
        projectDetails: "Need house washed (vinyl siding, green on north side), driveway and sidewalk. Also back patio. Roswell off Holcomb Bridge.",
      },
      {
        label: "Surname Test, short contact",
        email: "rebecca.test@gmail.com",
        message: "Hello, I'd like to get someone out to look at water stains on our ceiling that need painting after a roof repair. Insurance is covering it. Please call 770-555-0198. Rebecca Test",
      },
      {
        label: "Surname Market, interior painting",
        email: "jmarket@icloud.com",
        projectDetails: "3 bedrooms + bathroom. Walls only, no ceilings. Kids drew on one wall with marker lol. Marietta east cobb area.",
      },
      {
        label: "Surname Page, exterior trim",
        email: "alison.page@gmail.com",
        projectDetails: "Just need the trim, shutters and front door repainted, the siding is hardie and still looks ok. Sandy Springs. Front door we'd like a bold color, navy or black.",
      },
      {
        label: "Surname Rank, fence staining",
        email: "b.rank@hotmail.com",
        projectDetails: "About 220 linear feet of 6ft privacy fence, both sides if possible. Alpharetta. Want a cedar tone stain.",
      },
      {
        label: "Surname Offer, townhouse interior in Norcross",
        email: "kieran.offer@gmail.com",
        message: "Hi my name is Kieran Offer, my wife and I bought a townhouse in Norcross and want the whole inside painted before we move in on the 20th. Can someone come this week?",
      },
    ],
  },
  {
    category: "Customers from the area's immigrant communities",
    why: "Real customers from Korean, Vietnamese, Indian, Chinese, Hispanic, Nigerian and Eastern European families write in plain, sometimes non-native English with unusual names in the address. A filter that leans on name lists, grammar or 'foreign-looking' addresses will misfire.",
    cases: [
      {
        label: "Indian family, new construction touch-up in Johns Creek",
        email: "venkat.raghunathan@gmail.com",
        projectDetails: "We purchased a home 3 years back, builder grade flat paint is getting marks everywhere. Want to repaint full interior in eggshell, approx 3200 sqft, ceilings not needed. Kindly share the estimate. Regards, Venkat",
      },
      {
        label: "Chinese homeowner, cabinet painting",
        email: "lihua.zhang2015@163.com",
        projectDetails: "Kitchen cabinet want to change color from cherry wood to white. Also bathroom vanity 2. House in Suwanee. Please tell me price and how many days. Thanks",
      },
      {
        label: "Nigerian homeowner, exterior",
        email: "chinedu.okafor@yahoo.com",
        projectDetails: "Good day. I want to paint the exterior of my house in Snellville, it is brick front with siding on the sides and back. The facia boards have some rot. Please get back to me with a date you can come and inspect. Thank you.",
      },
      {
        label: "Korean-American, pressure washing and deck",
        email: "daniel.kim.atl@gmail.com",
        projectDetails: "Pressure wash the deck and re-stain, plus wash the driveway. Duluth near Gas South. We have a dog so would need to know how long it has to dry.",
      },
      {
        label: "Vietnamese homeowner, garage floor",
        email: "tranthuy76@gmail.com",
        projectDetails: "garage 2 car want epoxy floor, how much? house in Lawrenceville. thank you",
      },
      {
        label: "Hispanic homeowner, interior",
        email: "gabriela.ramirez.m@hotmail.com",
        message: "Hi I'm looking for someone to paint my daughters room and the hallway. Small job, hope that's ok. I live in Norcross. You can text me 404-555-0177",
      },
      {
        label: "Ukrainian homeowner, whole house",
        email: "oksana.kovalenko@gmail.com",
        projectDetails: "Hello. We have 2-story house in Cumming, need paint all inside walls, ceilings and trim, also 12 doors. Walls have some nail holes to patch. We are flexible with time.",
      },
      {
        label: "Polish surname, exterior quote",
        email: "pwisniewski@gmail.com",
        projectDetails: "Exterior repaint, 1990s house, cedar siding. Some woodpecker holes to fill. Marietta. Looking to get it done before summer.",
      },
      {
        label: "Ethiopian family, rental prep",
        email: "abebe.tesfaye@gmail.com",
        message: "Hello, I have a condo in Sandy Springs that my tenant just moved out of. I need it painted quickly, 2 bedroom 2 bath. Can you give me price this week?",
      },
    ],
  },
  {
    category: "Employer and property-management addresses",
    why: "People often write from their work email or are property managers handling units; the domains look corporate (consulting firms, hospitals, realty and management companies) and can resemble vendor senders, but the text is a genuine painting request.",
    cases: [
      {
        label: "Homeowner writing from a consulting firm's work address",
        email: "rachel.morgan@deloitte.com",
        projectDetails: "Interior painting for our home in Alpharetta (Windward). Great room with 18ft ceilings, kitchen, and master bedroom. Please email me the best times you can come by, I'm on calls most of the day.",
      },
      {
        label: "Hospital employee address",
        email: "jbrooks@northside.com",
        message: "Hi, I work odd shifts so email is best. We need our deck stained and the fence too, house is in Cumming. What do you charge roughly?",
      },
      {
        label: "Property manager, unit turnover",
        email: "maintenance@peachtreeresidential.com",
        projectDetails: "We manage about 40 single family rentals in Gwinnett. Have a turnover in Lawrenceville, 3/2, full interior repaint, our standard color is Agreeable Gray. Need done by the 28th. If pricing works we have more coming.",
      },
      {
        label: "HOA management company, community fence",
        email: "lisa.chen@accessmgmt.com",
        projectDetails: "I am the community manager for a subdivision in Suwanee. The board is getting bids to stain the entrance fence and the amenity center pergola. Please provide a proposal with a certificate of insurance.",
      },
      {
        label: "Realtor prepping a listing",
        email: "amanda@kwnorthmetro.com",
        message: "Hey there, I'm a realtor with KW and have a listing in Roswell that needs interior touch up and the front door painted before it hits MLS next Thursday. Can you fit it in? Owner will pay at closing if that's an option.",
      },
      {
        label: "Apartment community maintenance supervisor",
        email: "msanchez@greystar.com",
        projectDetails: "Looking for a vendor to pressure wash breezeways and stairwells at our community in Duluth, 12 buildings. Do you do commercial? Would need COI and W9.",
      },
      {
        label: "Engineer at tech company, personal project",
        email: "priya.s@ncr.com",
        projectDetails: "Garage floor epoxy, 3 car, Johns Creek. Also interested in painting the garage walls. Sending from work email, please reply here or my cell 470-555-0133.",
      },
      {
        label: "Investor with LLC domain",
        email: "acquisitions@sunbelthomebuyers.com",
        projectDetails: "We flip houses in Marietta/Smyrna. Current project is a 1970s ranch, needs full interior, kitchen cabinets painted, and exterior trim. Looking for a painter we can use on repeat jobs.",
      },
    ],
  },
  {
    category: "Role addresses at small businesses, HOAs, churches and schools",
    why: "Messages come from shared inboxes like office@, info@, admin@, frontdesk@, manager@ that also send marketing, but these organisations are buying painting work. A filter that treats role addresses as bulk senders will reject real commercial jobs.",
    cases: [
      {
        label: "Dental office front desk, office repaint",
        email: "frontdesk@duluthfamilydental.com",
        projectDetails: "Our dental office needs the waiting room and 4 operatories painted. We would need it done on a weekend or after 5pm since we're open weekdays. Please contact Dr. Patel or our office manager Tina.",
      },
      {
        label: "Church office, fellowship hall",
        email: "office@gracekoreanchurch.org",
        projectDetails: "Church fellowship hall and 3 classrooms need painting. Large hall has high ceilings. We are in Duluth on Old Norcross Rd. Please send estimate to this email, attention Deacon Park.",
      },
      {
        label: "Restaurant manager, exterior patio",
        email: "manager@lasfloresroswell.com",
        message: "Hi, we're a restaurant on Canton St and need our patio railings and the back wall repainted, plus pressure wash the patio. Has to be done early morning before we open at 11. Who should I talk to?",
      },
      {
        label: "HOA board info@ address",
        email: "info@rivermontpreserve.org",
        projectDetails: "HOA is requesting bids to paint the clubhouse exterior and pool house. Please include scope, paint product, and warranty. Bids due end of month.",
      },
      {
        label: "Private school admin, summer classrooms",
        email: "admin@cumminglearningacademy.com",
        projectDetails: "We are a small private school in Cumming. Would like 8 classrooms and the hallway painted during summer break (June). Please let me know if you can provide a quote and references.",
      },
      {
        label: "Daycare director, short request",
        email: "director@littlesproutsnorcross.com",
        message: "Do you do daycares? We need low-VOC paint for two rooms. Please call the center 770-555-0110.",
      },
      {
        label: "Hair salon shared inbox",
        email: "hello@studiosevensalon.com",
        projectDetails: "Salon in Alpharetta downtown, ~1,400 sqft, want one accent wall in black and the rest white. We're closed Mondays so that would be the day.",
      },
      {
        label: "Auto repair shop, floor coating",
        email: "service@medlockautocare.com",
        projectDetails: "Looking at epoxy for our shop floor, 2 bays about 1,200 sq ft total. Need something that holds up to oil and jacks. Johns Creek.",
      },
      {
        label: "Condo association admin, stairwells",
        email: "admin@windsorparkcondos.org",
        message: "Good afternoon. Our association needs stairwells in 3 buildings painted. Could you send over your company info and a COI so we can add you to our vendor list and schedule a walkthrough?",
      },
    ],
  },
  {
    category: "Commercial customers whose business sounds like a vendor",
    why: "Insurance agencies, marketing agencies, staffing firms, software startups and lenders also need their offices painted, and their company names and signatures are full of words that pitch filters look for (insurance, marketing, staffing, leads, financing, SEO).",
    cases: [
      {
        label: "Insurance agency office repaint",
        email: "office@kimandassociatesinsurance.com",
        projectDetails: "We are a State Farm agency in Suwanee. Need our office repainted, about 1,800 sq ft, reception plus 5 offices. Prefer Friday evening/Saturday. Thanks, Grace Kim, Agent",
      },
      {
        label: "Digital marketing agency moving offices",
        email: "ops@brightpathmarketing.co",
        projectDetails: "Our marketing agency just leased a new space in Alpharetta and we want to paint it before move-in. Open office, 2 conference rooms, one brand-color accent wall (we'll send the hex/SW code). About 3,000 sq ft.",
      },
      {
        label: "Staffing firm, lobby refresh",
        email: "hr@peachstatestaffing.com",
        message: "Hi, we're a staffing agency in Norcross with a walk-in lobby that is looking pretty worn. Looking for pricing to repaint the lobby and interview rooms. Can someone come by this week?",
      },
      {
        label: "Software startup, epoxy for warehouse",
        email: "facilities@loopsoftware.io",
        projectDetails: "We're a SaaS company but have a small warehouse/shipping area in Duluth for hardware. ~2,000 sqft of concrete we want epoxied and striped. Please quote.",
      },
      {
        label: "Mortgage broker office",
        email: "dnguyen@summitlendinggroup.com",
        message: "I run a mortgage office in Johns Creek and we need the exterior trim and door painted on our building, also pressure wash sidewalk. We're a small team. Reply to this email or call 678-555-0160. Danny Nguyen",
      },
      {
        label: "SEO consultant painting her own home",
        email: "meghan@rankwellseo.com",
        projectDetails: "This is for my house, not my business ha. Two story in Roswell, we want to paint the exterior from beige to white with black windows/trim. Hardie siding.",
      },
      {
        label: "Accounting / bookkeeping firm office",
        email: "admin@patelcpagroup.com",
        projectDetails: "Small CPA firm in Cumming. After tax season (after April 15) we want to repaint the office, 6 rooms + hallway. Weekend work only.",
      },
      {
        label: "Lead generation company owner, deck",
        email: "chris@leadflowpartners.com",
        message: "Hey, saw your truck in my neighborhood (Sugarloaf CC). Need my deck and pergola stained. Can you swing by and give me a number?",
      },
      {
        label: "Payroll company branch office",
        email: "facilities.southeast@paychex.com",
        projectDetails: "Requesting a quote to repaint the break room and two hallways at our Sandy Springs branch office. Vendor will need to complete our onboarding (W9, COI). Please advise availability in the next 30 days.",
      },
    ],
  },
  {
    category: "Customers using spam-sounding vocabulary",
    why: "Ordinary customers say things like free estimate, sample, demo, test patch, website, Google reviews, financing, insurance, 'reply to this email', 'call me', and paste links to paint colors. Every one of those words is also common in pitches, so keyword filters misfire.",
    cases: [
      {
        label: "Asks for sample boards / test patch",
        email: "lauren.whitfield@gmail.com",
        projectDetails: "Before committing, could you do a test patch of 2 or 3 colors on the wall? I'm between SW Alabaster, Greek Villa and BM White Dove. Whole downstairs, Johns Creek.",
      },
      {
        label: "Link to a paint color on Sherwin-Williams site",
        email: "kevin.oh@gmail.com",
        projectDetails: "Exterior, want this color for the siding: https://www.sherwin-williams.com/en-us/color/color-family/gray-paint-colors/sw7015-repose-gray and black trim. Duluth.",
      },
      {
        label: "Found them on Google reviews",
        email: "tiffany.barnes77@yahoo.com",
        message: "Found you on Google and saw all the 5 star reviews, my neighbor also used you. I'd like a free estimate for cabinet painting. Please reply to this email with some times.",
      },
      {
        label: "Asks about financing and monthly payments",
        email: "rgonzalez1985@gmail.com",
        projectDetails: "Full exterior for a 2-story in Lawrenceville. Do you offer any financing or monthly payment plans? Budget is tight right now but the wood is starting to rot.",
      },
      {
        label: "Homeowners insurance claim",
        email: "jdavidson@charter.net",
        message: "We had a pipe burst and the insurance adjuster approved ceiling and wall repainting in 2 rooms. Can you work with our insurance company and provide an itemized estimate? Claim number I can send later.",
      },
      {
        label: "Mentions website and free quote button",
        email: "ngozi.eze@gmail.com",
        message: "I tried the free quote form on your website but it gave me an error on my phone so I'm using this one. Need interior painting, 4 rooms, Marietta. Call me at 770-555-0124.",
      },
      {
        label: "Wants a demo of epoxy finish",
        email: "bradley.hughes@gmail.com",
        projectDetails: "Thinking about an epoxy garage floor. Do you have a demo sample or a finished job nearby I could look at? Want to see the flake colors in person. Cumming/Vickery area.",
      },
      {
        label: "Pinterest link and promo mention",
        email: "ashley.m.turner@gmail.com",
        projectDetails: "I want my kitchen cabinets to look like this pinterest.com/pin/4829301847/ sage green lowers, white uppers. I saw a spring promo on Facebook, is that still going on?",
      },
      {
        label: "Asks for references and license number",
        email: "mthompson.home@gmail.com",
        message: "Could you send me your business license, proof of liability insurance, and 2-3 references from recent jobs? We're collecting 3 quotes for exterior painting.",
      },
      {
        label: "Click-to-call style: 'text me, best rates?'",
        email: "danielle.r.carter@gmail.com",
        message: "Looking for the best price on pressure washing house + driveway. Getting 3 quotes. Text me a rate 404-555-0103, limited time this week to decide.",
      },
    ],
  },
  {
    category: "Short or vague customer messages",
    why: "Real contact forms are full of one-line questions that name no specific job, service or address. A filter that needs painting words or detail to believe a message is real will drop them.",
    cases: [
      { label: "Licensed and insured?", email: "pmorrison@gmail.com", message: "Are you licensed and insured?" },
      { label: "Financing?", email: "keishawilliams@yahoo.com", message: "Do you offer financing?" },
      { label: "Call back please", email: "hwang.sj@gmail.com", message: "Please call me back about a project. 678-555-0191" },
      { label: "Service area question", email: "bill.harmon@windstream.net", message: "Do you work in Cumming?" },
      { label: "Price question, no details", email: "jessicalu@gmail.com", message: "How much do you charge per room" },
      { label: "Do you do small jobs", email: "tk.robinson@outlook.com", message: "do yall do small jobs?" },
      { label: "Availability", email: "amy.feldman@gmail.com", message: "What's your availability next month?" },
      { label: "Quick question, ambiguous opener from a customer", email: "stevenpark71@gmail.com", message: "Quick question - do you guys do wallpaper removal too or just paint?" },
      { label: "Single word plus number", email: "luisortega.atl@gmail.com", message: "Estimate. 470-555-0150 Luis" },
      { label: "Vague quote form", email: "marcy.j@bellsouth.net", projectDetails: "need price" },
      { label: "Warranty question", email: "d.obi@gmail.com", message: "What kind of warranty do you give on exterior work?" },
      { label: "Hello only plus phone", email: "carol.weaver@att.net", message: "Hello, please give me a call when you have a minute. Carol" },
    ],
  },
  {
    category: "Customers following up",
    why: "Customers chase their own requests with 'following up', 'checking in', 'bumping this' phrasing that is identical to pitch follow-up sequences, often without restating the job.",
    cases: [
      { label: "Haven't heard back", email: "maria.delgado@gmail.com", message: "Following up on my request from last week, haven't heard back. Still interested in getting the exterior done." },
      { label: "Checking on estimate", email: "jason.yoon@gmail.com", message: "Hi, just checking in on the estimate you said you'd email over after the walkthrough Tuesday. Thanks!" },
      { label: "Ready to move forward", email: "ellen.forsyth@comcast.net", message: "We'd like to go ahead with the quote for the cabinets. What's the next step for the deposit?" },
      { label: "Rescheduling", email: "rkapoor@gmail.com", message: "Need to reschedule Thursday's appointment, something came up at work. Is Saturday morning possible?" },
      { label: "Touch-up after job", email: "hannah.bui@gmail.com", message: "Your crew painted our house in March. There's a spot by the back door where the paint is peeling already, can someone come take a look?" },
      { label: "Bumping own request", email: "g.mitchell@yahoo.com", projectDetails: "Bumping this - submitted a request 2 weeks ago for deck staining in Suwanee and never got a call. Still need it done." },
      { label: "Thank you and referral", email: "olga.petrova@gmail.com", message: "Thanks again for the great job on our living room! My sister in Lawrenceville wants a quote too, I gave her your number." },
    ],
  },
  {
    category: "Customers writing in Spanish, Korean, Vietnamese or Chinese",
    why: "A meaningful share of North Metro homeowners write in their first language. A filter built on English keywords sees no painting words and may treat the text as gibberish or foreign spam.",
    cases: [
      { label: "Spanish, exterior painting", email: "jose.hernandez71@gmail.com", projectDetails: "Hola, quiero pintar el exterior de mi casa en Norcross. Es de dos pisos. ¿Cuánto cuesta más o menos? Gracias." },
      { label: "Spanish, contact, call request", email: "lupitagarcia@hotmail.com", message: "Buenas tardes, necesito presupuesto para pintar 3 cuartos y la sala. Vivo en Lawrenceville. Mi número es 678-555-0122, llámeme por favor." },
      { label: "Korean, interior", email: "minji.choi@naver.com", projectDetails: "안녕하세요. 둘루스에 사는데 집 내부 페인트 견적 받고 싶습니다. 방 3개랑 거실이에요. 한국어 가능한 분 계시면 연락 부탁드립니다." },
      { label: "Korean, cabinets", email: "sh.lee0412@gmail.com", message: "주방 캐비닛 흰색으로 칠하려고 합니다. 스와니에 살고 있어요. 가격이랑 기간 알려주세요. 감사합니다." },
      { label: "Vietnamese, garage floor", email: "ngoclan.pham@gmail.com", projectDetails: "Chào anh/chị, tôi muốn làm sàn epoxy cho garage 2 xe ở Lawrenceville. Cho tôi biết giá. Cảm ơn." },
      { label: "Vietnamese, pressure washing", email: "vuthanh1978@yahoo.com", message: "Xin chào, tôi cần rửa áp lực nhà và đường lái xe ở Duluth. Khi nào có thể đến xem được? SĐT 770-555-0188" },
      { label: "Chinese, exterior", email: "wang.jianguo@qq.com", projectDetails: "你好，我家在Johns Creek，想刷外墙和木头装饰条，两层楼。请问大概多少钱？谢谢" },
      { label: "Spanglish, deck", email: "carlosm.atl@gmail.com", projectDetails: "Hi necesito stain para mi deck, es como 300 sq ft. Marietta. Can you send me precio? gracias" },
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
  // Held-out round three, judged blind once (0.8% real refused, 1.5% held, 57% of its junk stopped:
  // see the commit that moved it), then moved here to be learned from.
  {
    category: "Business insurance and workers comp",
    why: "Insurance agents pitch general liability, workers comp and bonding to contractors. They use the trade's own vocabulary (painters, crews, jobsites, COI) and sound like a customer asking about insurance, so 'insurance' alone can't decide it.",
    cases: [
      {
        label: "GL quote for painters",
        email: "mike.denton@contractorcoverage.com",
        message: "Hi there, I work with a lot of painting contractors around Atlanta and we've been able to cut GL premiums 15-30% for most of them. Would you be open to a quick 10 minute call to see if you're overpaying? No obligation.",
      },
      {
        label: "Workers comp renewal",
        email: "sbaker@tradesinsurancegroup.com",
        message: "When does your workers comp policy renew? We specialize in pay-as-you-go comp for trade contractors with 2-20 employees, no big down payment. Happy to run a side-by-side comparison.",
      },
      {
        label: "Pitch dressed as quote form",
        email: "janelle.r@nextinsure.co",
        projectDetails: "Not a painting request, sorry! I noticed your company doesn't list insurance on the site. Customers increasingly ask for a COI before hiring. We can get you covered same day, starting at $39/mo for painters.",
      },
      {
        label: "Bonding and surety",
        email: "info@suretybondpros.net",
        message: "Are you bidding on any HOA or commercial jobs that require a performance bond? We get small contractors approved for bonds up to $500k in 24 hours. Reply YES and I'll send the application.",
      },
      {
        label: "Commercial auto for work vans",
        email: "tony.alvarez@gmail.com",
        message: "Hey, saw your van at the Kroger in Suwanee. Do you have commercial auto on it? I'm an independent agent and I can usually beat Progressive for contractors. Let me know and I'll text you a quote.",
      },
    ],
  },
  {
    category: "Merchant services, payroll and bookkeeping",
    why: "Card-processing, payroll and bookkeeping sellers write short, friendly notes that mention invoices, payments, deposits and 'your customers', the same words real customers use about paying for a job.",
    cases: [
      {
        label: "Zero-fee card processing",
        email: "alex@clearswipepayments.com",
        message: "Quick one - are you still paying 3% on every card payment from customers? We help contractors pass the fee to the customer legally so you keep 100% of the invoice. Worth a look?",
      },
      {
        label: "Statement analysis offer",
        email: "r.holloway@merchantsavingsgroup.com",
        message: "Hi, if you send me one recent merchant statement I'll do a free analysis and show exactly what you're paying in hidden fees. Most painting companies we look at are overpaying by $200+/month.",
      },
      {
        label: "Payroll for seasonal crews",
        email: "katie.m@gustopartners.net",
        message: "Running payroll for a painting crew gets messy with 1099 vs W2 and seasonal helpers. We do it all for a flat monthly fee, including tax filings. Can I send over a short overview?",
      },
      {
        label: "Outsourced bookkeeping",
        email: "priya@ledgerlybooks.com",
        projectDetails: "Hi! Not looking for painting, I'm reaching out because we do bookkeeping for home service businesses (painters, roofers, HVAC). Clean books every month, job costing in QuickBooks, from $299/mo. Interested?",
      },
      {
        label: "Tax credits / ERC style",
        email: "claims@smallbizrefunds.org",
        message: "Your business may still qualify for up to $26,000 per employee in payroll tax credits. Contractors are among the most under-claimed. Takes 8 minutes to check eligibility, no upfront cost.",
      },
      {
        label: "Text-to-pay invoicing",
        email: "jordan.w@payfield.io",
        message: "Do you still chase customers for checks at the end of a job? We built text-to-pay for contractors, customers pay from their phone in 2 taps. Can I show you a 5 min demo?",
      },
    ],
  },
  {
    category: "Business loans, cash advances, factoring and equipment leasing",
    why: "Funding brokers talk about financing, approvals and payments, and sometimes open like a customer; the word 'financing' also appears in real homeowner questions.",
    cases: [
      {
        label: "Pre-approved working capital",
        email: "funding@capitalbridgedirect.com",
        message: "Congratulations, based on your business profile you are pre-qualified for up to $150,000 in working capital. Funds in 24 hours, no collateral. Reply to this email to claim your offer.",
      },
      {
        label: "Merchant cash advance, casual tone",
        email: "dave.kessler@outlook.com",
        message: "Hey it's Dave, I help contractors get quick funding for spring season, materials, trucks, payroll, whatever you need. Even with bad credit. Got 2 min to talk today?",
      },
      {
        label: "Invoice factoring for commercial work",
        email: "sales@rapidfactoringsolutions.com",
        message: "Waiting 60-90 days on commercial or HOA invoices? We advance up to 90% of your outstanding invoices within 48 hours so you can keep crews working. Let me know if this is relevant.",
      },
      {
        label: "Equipment leasing for sprayers",
        email: "lease@tradequiplease.com",
        projectDetails: "We finance equipment for painters - Graco sprayers, pressure washers, trailers, lifts. $0 down, approvals in minutes. Can I send you a quick link to see what you'd qualify for?",
      },
      {
        label: "Offer to provide customer financing",
        email: "partners@homeprojectfinance.com",
        message: "Homeowners spend 30% more when they can pay monthly. We let contractors offer customer financing with no cost to you and approvals in 60 seconds. Are you the right person to talk to about this?",
      },
      {
        label: "SBA loan broker",
        email: "m.gardner@sbaloanadvisors.net",
        message: "Good afternoon. We've helped several Georgia trade businesses secure SBA 7(a) loans at lower rates this quarter. If growth or a second crew is in your plans, I'd welcome a brief conversation.",
      },
    ],
  },
  {
    category: "Fuel cards and fleet GPS",
    why: "Fleet vendors pitch to anyone with work vans; their messages mention trucks, crews and jobsites, and read like ordinary small-business correspondence.",
    cases: [
      {
        label: "Fuel card savings",
        email: "jessica@fleetfuelcard.com",
        message: "How many vehicles does your painting company run? Our fuel card saves contractors up to 15 cents per gallon at Shell, QT and RaceTrac, with driver limits. Happy to send details.",
      },
      {
        label: "GPS tracking for vans",
        email: "b.nolan@trackmycrew.com",
        message: "Ever wonder if your crew is actually at the jobsite? Our GPS trackers plug into the van in 30 seconds and show you live locations and idle time. First month free for contractors.",
      },
      {
        label: "Dash cams",
        email: "info@fleetsafecams.com",
        projectDetails: "Protect your business from false accident claims - AI dash cams for work vans, $19/mo per vehicle. Many painters in GA already use us. Would you like a free trial unit?",
      },
      {
        label: "Fleet maintenance plan",
        email: "service@mobilefleetmechanics.com",
        message: "We come to you and service work trucks on-site after hours so they're never off the road. Do you have a fleet manager or is that you?",
      },
    ],
  },
  {
    category: "Uniforms, apparel, signs, vehicle wraps and printing",
    why: "Print and apparel sellers pitch shirts, yard signs and van wraps, often with a friendly compliment about the company's work and words like 'estimate', 'design' and 'free sample'.",
    cases: [
      {
        label: "Branded crew shirts",
        email: "orders@threadlinepromo.com",
        message: "Hi! Your logo would look great on crew shirts and hats. We do custom embroidered workwear for painters with no minimums. Want me to send a free mockup with your logo?",
      },
      {
        label: "Yard signs",
        email: "kelsey@signsfast.co",
        message: "Yard signs are still the #1 source of neighborhood referrals for painters. 100 double-sided signs with stakes for $189 shipped this week only. Should I send a proof?",
      },
      {
        label: "Vehicle wrap",
        email: "wraps@atlantawrapco.com",
        projectDetails: "Saw one of your trucks on 141 - great company name but the truck is plain! We do full and partial wraps for contractors, turn your van into a moving billboard. Free design consult.",
      },
      {
        label: "Door hangers and EDDM postcards",
        email: "nate.f@printcastmail.com",
        message: "Planning spring marketing? We print and mail EDDM postcards to every home in the neighborhoods you choose, plus door hangers. Pricing starts at 19 cents a piece. Can I send samples?",
      },
      {
        label: "Promotional products",
        email: "sarah.t@gmail.com",
        message: "Hi I'm Sarah with a promo products company here in Gwinnett. Branded paint stir sticks, magnets, pens - perfect leave-behinds for customers. Would love to drop off a sample kit!",
      },
    ],
  },
  {
    category: "Staffing, recruiting, virtual assistants and translation",
    why: "Recruiters, offshore staffing firms and translation services write about workers, crews and customers, and some pose as job seekers. The text is about the business, not about a job to paint.",
    cases: [
      {
        label: "Offshore virtual assistant",
        email: "hello@remotestaffph.com",
        message: "Hi owner, are you spending nights answering estimates and scheduling? Our trained virtual assistants from the Philippines handle calls, quotes and follow-ups for $8/hr. Free 1 week trial.",
      },
      {
        label: "Painter recruiting service",
        email: "recruit@skilledtradesstaffing.com",
        message: "Struggling to find reliable painters this season? We pre-screen experienced painters and helpers and place them within 5 days. Only pay if they stay 30 days.",
      },
      {
        label: "Estimator outsourcing",
        email: "takeoffs@bidpro-estimating.com",
        projectDetails: "We provide painting takeoffs and estimates for commercial bids, 24-48 hr turnaround, from $150 per project. Send us your plans and we'll do the first one free.",
      },
      {
        label: "Translation services",
        email: "info@lingualinkservices.com",
        message: "Many homeowners in Duluth and Norcross prefer to communicate in Korean, Spanish or Vietnamese. We translate quotes, contracts and website content for contractors at affordable rates. Interested?",
      },
      {
        label: "Crew leasing / subcontract labor",
        email: "manuel.crews@gmail.com",
        message: "Hello, I have a crew of 6 painters with experience, we are looking for work as subcontractor. We have our own equipment and insurance. Please contact if you need more help this season.",
      },
      {
        label: "Offshore marketing assistant disguised as job applicant",
        email: "anna.virtualpro@outlook.com",
        message: "Hi, I'm Anna, a dedicated virtual assistant with 5 years experience supporting home service businesses. I can manage your emails, social media, Google reviews and bookings. Can I send my portfolio?",
      },
    ],
  },
  {
    category: "Media features, awards and directory listings",
    why: "Podcast bookers, magazine 'features', award nominations and directories flatter the owner and mention reviews, customers and the local area, but end up asking for a fee or a call.",
    cases: [
      {
        label: "Podcast guest invite",
        email: "bookings@tradesmenrisingpodcast.com",
        message: "Hi, our producers came across your company and think your story would be a great fit for an episode of our podcast for home service owners. There's a small production fee to be featured. Would you be interested?",
      },
      {
        label: "Local magazine feature",
        email: "editor@northfultonlivingmag.com",
        message: "We're putting together our Best Local Pros spring issue and would love to include your painting company. Feature packages start at $495 and include a full-page profile. Deadline is Friday!",
      },
      {
        label: "Award nomination",
        email: "awards@bestofgwinnettbusiness.org",
        message: "Congratulations! Your business has been selected for the 2025 Best of Duluth Award in the Painting Contractor category. Claim your award plaque and press release here.",
      },
      {
        label: "Directory listing unclaimed",
        email: "support@localprodirectory.net",
        message: "Your business listing on our directory is unclaimed and homeowners searching for painters in Alpharetta can't contact you. Verify your listing today to start receiving requests.",
      },
      {
        label: "Top 10 list placement",
        email: "lisa.haines@homeserviceranker.com",
        projectDetails: "Hi, we're publishing a Top 10 Painters in North Atlanta article next month and your company is on our shortlist. Reply to confirm your spot and I'll share the featured placement options.",
      },
      {
        label: "TV segment",
        email: "producer@businessspotlighttv.com",
        message: "Our team is filming a segment on family-owned contractors in Georgia for a lifestyle show airing on regional networks. We'd love to interview you. Let me know a good time for a 10 minute call with our producer.",
      },
    ],
  },
  {
    category: "Review generation, answering services and software",
    why: "Vendors selling review tools, phone answering and CRM/estimating software talk about estimates, reviews, missed calls and customers, so they overlap heavily with real customer vocabulary.",
    cases: [
      {
        label: "Review generation",
        email: "grow@reviewboostr.com",
        message: "You have 47 Google reviews, your top competitor in Johns Creek has 212. We automatically text happy customers after each job to leave a review. Want to see how it works?",
      },
      {
        label: "Answering service",
        email: "info@247receptionists.com",
        message: "Did you know 62% of callers won't leave a voicemail? Our live receptionists answer as your company, book estimates and text you the details. Try it free for 14 days.",
      },
      {
        label: "CRM for painters",
        email: "ryan@paintcrm.app",
        message: "Hey, I'm the founder of a CRM built specifically for painting contractors - estimates, scheduling, job photos, invoicing in one app. Could I get 15 minutes to show you?",
      },
      {
        label: "Estimating app, subtle",
        email: "megan.c@estimatepro.io",
        projectDetails: "Curious how long it takes you to put together an exterior estimate? We've got painters going from 2 hours to 15 minutes with satellite measurements. Happy to set you up with a free account.",
      },
      {
        label: "AI phone agent",
        email: "demo@voicebookerai.com",
        message: "Missed calls = missed jobs. Our AI agent answers your phone 24/7, quotes basic jobs and books appointments in your calendar. Reply 'demo' and we'll set up a test line for you.",
      },
      {
        label: "Negative review removal",
        email: "reputation.fix@gmail.com",
        message: "I noticed a 1 star review on your Google profile that could be hurting your business. We can help get unfair reviews removed. Results guaranteed or you don't pay.",
      },
    ],
  },
  {
    category: "Drone, photography and video",
    why: "Photographers and videographers pitch before/after content, drone shots and testimonial videos, writing about the company's projects and houses in the same terms as a homeowner.",
    cases: [
      {
        label: "Drone before/after",
        email: "fly@peachdroneimaging.com",
        message: "Your exterior jobs would look amazing from above. We shoot drone before/after photos and short reels for painters, $149 per property. Can I do one of your current jobs for free as a sample?",
      },
      {
        label: "Testimonial videos",
        email: "jake@storyshotmedia.co",
        message: "Hi there - we film 60-second customer testimonial videos for contractors right at the job site. Clients see 2x more quote requests. Are you open to a quick chat this week?",
      },
      {
        label: "Portfolio photography",
        email: "emilynguyenphoto@gmail.com",
        projectDetails: "Hello! I'm a local photographer in Suwanee specializing in interiors. I'd love to photograph some of your finished rooms for your website and Instagram, packages start at $250.",
      },
    ],
  },
  {
    category: "Acquisition, franchise and partnership offers",
    why: "Buyers, franchise recruiters and 'partnership' or referral-swap offers are polite and business-like, mention customers and growth, and contain none of the classic marketing keywords.",
    cases: [
      {
        label: "We want to buy your business",
        email: "tom@southernhomeserviceholdings.com",
        message: "I'll be direct - we're acquiring established painting companies in North Atlanta and yours is on our list. If you've ever thought about selling or retiring, I'd welcome a confidential conversation.",
      },
      {
        label: "Franchise conversion",
        email: "development@colorcrewfranchise.com",
        message: "Independent painters who convert to our franchise see an average 40% revenue increase in year one thanks to our national brand and lead system. Would you be open to learning more?",
      },
      {
        label: "Referral swap with a roofer",
        email: "chad@apexroofingga.com",
        message: "Hey man, I own a roofing company in Cumming. I get asked for painters all the time, want to swap referrals? I send you painting jobs, you send me roof leads. Let's grab coffee.",
      },
      {
        label: "Partnership from home-warranty network",
        email: "network@homecarepartners.com",
        message: "We're expanding our preferred contractor network in Gwinnett and Forsyth counties. Join for free and receive work orders from our members; a small platform fee applies per completed job.",
      },
      {
        label: "Private equity soft opener",
        email: "a.whitman@ridgecrestcap.com",
        message: "Hi - I lead a small investment group focused on residential services in the Southeast. Your reviews caught our attention. Would you have 20 minutes next week to talk about your long-term plans?",
      },
    ],
  },
  {
    category: "Solar, energy brokers and trade shows",
    why: "Energy brokers and event sellers are unrelated to painting but use plain business language and sometimes reference the home or the customer base.",
    cases: [
      {
        label: "Commercial electricity rates",
        email: "energy@gaenergybrokers.com",
        message: "Hello, we help Georgia businesses lock in lower commercial electricity rates for your shop or office. Could you send a recent Georgia Power bill so we can run a free savings comparison?",
      },
      {
        label: "Solar partnership for painters",
        email: "partners@sunpathsolar.com",
        message: "Your homeowner customers are perfect for solar. Refer them to us and earn $750 per install. No selling required on your end. Want the partner packet?",
      },
      {
        label: "Home show booth",
        email: "exhibits@atlantahomeshow.com",
        message: "Only 6 booths left in the Home Improvement pavilion at the Spring Home Show at Gas South District. Painters who exhibit typically book 20-40 estimates over the weekend. Reserve your booth today.",
      },
      {
        label: "Bridal / community expo",
        email: "vendors@northmetroexpo.com",
        projectDetails: "Reaching out to local home service companies about vendor tables at our community expo in Alpharetta. Tables are $350 and include a listing in the program. Let me know if you'd like to participate!",
      },
    ],
  },
  {
    category: "Content-free follow-ups and 'quick question for the owner' openers",
    why: "Cold email sequences send bare follow-ups and vague openers with no pitch in the message at all. They look like short customer messages, which is exactly why they are hard.",
    cases: [
      { label: "Bumping this", email: "ethan.cole@growthhive.co", message: "Hi, just bumping this to the top of your inbox. Did you get a chance to look at my last email?" },
      { label: "Quick question for the owner", email: "sam.r@outlook.com", message: "Quick question for the owner - who's the best person to speak with about growing your business?" },
      { label: "Following up, no content", email: "kristen@scalewise.io", message: "Following up on my previous note. Let me know if it makes sense to connect this week." },
      { label: "Is this the right inbox", email: "jmartin@bizreach.net", message: "Hi there, is this the right email to reach the owner? I have something that could help, wanted to check first." },
      { label: "Last attempt breakup email", email: "alyssa.b@leadsprout.com", message: "I haven't heard back so I'll assume now isn't the right time. Should I close your file or follow up next quarter?" },
      { label: "Did you see my voicemail", email: "derek.hall@gmail.com", message: "Left you a voicemail yesterday, not sure if you got it. Give me a shout when you can, it's about your business listing." },
      { label: "Thoughts?", email: "nina@outreachlane.com", message: "Hi again - any thoughts on the above? Happy to keep it short." },
    ],
  },
  {
    category: "SEO, web design, lead generation, link building, social media and AI chatbots",
    why: "The classic pitch families; some are blunt, but many are polite, specific to painters and the local towns, and avoid the obvious words.",
    cases: [
      {
        label: "Local SEO ranking",
        email: "mark@localrankpros.com",
        message: "I searched 'painters near me' in Suwanee and your company didn't show up on the first page of Google. We fix that for local contractors in 60-90 days. Can I send you a free audit video?",
      },
      {
        label: "Website redesign",
        email: "design@pixelforgestudio.com",
        message: "Hi, I came across your website and noticed it's not loading well on mobile and the quote form is hard to find. I design websites for painters - would you like a free homepage mockup?",
      },
      {
        label: "Exclusive painting leads",
        email: "leads@homepropipeline.com",
        projectDetails: "We deliver exclusive, pre-qualified painting leads in Alpharetta, Roswell and Johns Creek. No contracts, pay per lead. First 5 leads free to try us out.",
      },
      {
        label: "Guest post / link building",
        email: "outreach.team@contentplacementhub.com",
        message: "Hello webmaster, I'm interested in publishing a guest post on your site about home improvement tips with a do-follow link. What is your price? We can also pay for link insertion in existing articles.",
      },
      {
        label: "Social media management",
        email: "hannah@socialsprout.agency",
        message: "Love your work! Your Instagram hasn't posted in 4 months though. We create and post content for painting companies 3x a week so you stay top of mind. Want to see examples?",
      },
      {
        label: "AI chatbot",
        email: "team@chatleadai.com",
        message: "Visitors leave your website without booking at night. Our AI chat assistant answers questions and captures estimate requests 24/7. Setup takes 10 minutes, free for 30 days.",
      },
      {
        label: "Google Business Profile optimization",
        email: "gbp.expert.raj@gmail.com",
        message: "Dear Business Owner, Your Google Business Profile is not fully optimized and you are losing calls to competitors. I can fix categories, photos, posts and citations for a low one-time cost. Kindly reply.",
      },
      {
        label: "Google Ads / PPC management",
        email: "ppc@clickcontractor.com",
        message: "Are you running Google Local Service Ads? We manage LSA and PPC for painters and average $28 per booked estimate. Let me know if you'd like to see the numbers for Gwinnett.",
      },
    ],
  },
  {
    category: "Evasive pitches: fake customers, odd spacing and misspellings",
    why: "Spammers dodge word filters with hyphens, spaced-out letters, misspellings and by opening like a homeowner before turning into a pitch, or by writing a painting request that is really bait for a call.",
    cases: [
      {
        label: "Starts like a customer, turns into a pitch",
        email: "jennifer.walsh.homes@gmail.com",
        projectDetails: "Hi, I was about to request a quote for my kitchen but your site was so slow I almost gave up! I actually help painters fix exactly this. Want me to send a quick video showing what's wrong?",
      },
      {
        label: "Hyphenated keywords",
        email: "growth.partner@outlook.com",
        message: "Hi, we help p-a-i-n-t-e-r-s get more l-e-a-d-s from G00gle without paying for a-d-s. Interested in 3 extra jobs per week? Reply and I'll explain.",
      },
      {
        label: "Spaced letters and misspellings",
        email: "rankup.expert@gmail.com",
        message: "Hello, ur websit is not shwing on 1st pag of g o o g l e for 'painting duluth'. I can do s e o for cheap price, 100% result guranteed. Reply me.",
      },
      {
        label: "Fake customer then asks to call about 'your listing'",
        email: "karen.lewis1988@gmail.com",
        message: "Hi! I love the cabinet job in your gallery. Quick question though, are you aware your business info shows the wrong hours on Maps? I work with local businesses to fix that, happy to help.",
      },
      {
        label: "Fake big job to get the owner on the phone",
        email: "robertcolemanprojects@gmail.com",
        projectDetails: "Hello, I need to paint my new 5 bedroom house and also a commercial building. Kindly send your quote and I will pay with certified check. My general contractor will handle the rest, please also confirm you accept credit card.",
      },
      {
        label: "Friendly neighbor-style with no keywords",
        email: "mike@neighborhoodnudge.com",
        message: "Hey! Fellow local business owner here in Roswell. I've been helping a few other contractors around town book more jobs from homeowners in their own neighborhoods. Open to trading notes over a quick call?",
      },
      {
        label: "Unicode/odd capitalization evasion",
        email: "info.digitalboost@gmail.com",
        message: "GET MoRe CuSToMeRs FOR YouR PaiNtiNG BusiNeSS!! ranK #1 In yOUR CiTY. ViSiT oUR WeBsItE foR A fReE ReP0RT.",
      },
    ],
  },
  {
    category: "Bot and test submissions",
    why: "Automated or test submissions carry throwaway addresses (test@, a@a.com, disposable inboxes) and keyboard mash or placeholder text; there is no sender to answer.",
    cases: [
      { label: "test@ with 'test'", email: "test@test.com", message: "test" },
      { label: "Keyboard mash", email: "asdf@asdf.com", projectDetails: "asdfasdf jkl;" },
      { label: "a@a.com", email: "a@a.com", message: "a" },
      { label: "Mailinator inbox", email: "xk29dl@mailinator.com", message: "hello world" },
      { label: "Lorem ipsum", email: "qa.user@example.com", projectDetails: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua." },
      { label: "Random token bot", email: "jhfgrt84@guerrillamail.com", message: "hSkdjQwp LmzxOpqr 8274 nXvbz" },
      { label: "Form test from developer", email: "dev@localhost.test", projectDetails: "testing the quote form please ignore 123" },
      { label: "Temp-mail with link bait", email: "w7pq2@10minutemail.com", message: "Hi nice site! https://bit.ly/3xYz9Qa" },
    ],
  },
];
