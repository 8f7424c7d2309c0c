/**
 * The held-out part of the spam screens' labelled table: the cases the
 * screens are judged on, never the ones they are tuned on.
 *
 * Written in rounds, each before the rules it judges and without running the
 * screens on it:
 * - the first groups, in one sitting before the screens were reworked to judge
 *   intent (six more, three real and three junk, before the rules met a
 *   second table);
 * - round three (marked below), by another engineer who never saw the rules,
 *   after the rule for vendors' ways of writing was frozen, and committed
 *   before the screens first ran on it.
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
  // Round three, from here on: written blind by another engineer, who never saw the screens' rules,
  // after the rule for vendors' ways of writing was frozen; committed before the screens first ran on it.
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
  // Round three, from here on: written blind by another engineer, who never saw the screens' rules,
  // after the rule for vendors' ways of writing was frozen; committed before the screens first ran on it.
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
