/**
 * Signs that a text offers something to the business: the marks of a
 * vendor's pitch, offers that need no listed word, and how vendors write.
 * Each pattern is tested against the folded text (see `folding.ts`).
 */
import { LINK, PERCENT_OFF } from "./patterns";

/**
 * One sign of a pitch: its name (as the owner reads it in a reason), one text
 * it catches and one it must not (a customer's words that come close), both
 * checked by `tests/common/spam.test.ts`, and its pattern over the folded text.
 */
export interface Sign {
  mark: string;
  catches: string;
  spares: string;
  pattern: RegExp;
  /** How much it counts toward a hold (`VENDOR_FRAMING` only); 1 when not said. */
  weight?: number;
}
/**
 * The marks of a vendor's pitch. A strong mark alone, next to a listed phrase,
 * makes the message a pitch: it offers something to the reader's business or
 * asks for a sales reply, which a person asking for painting never does.
 */
export const STRONG_PITCH_MARKS: readonly Sign[] = [
  {
    mark: "offers to improve the reader's business",
    catches: "We can boost your website traffic in weeks.",
    spares: "Can you help us pick a color for the hallway?",
    pattern:
      /\b(?:improve|boost|grow|increase|rank|optimi[sz]e|redesign|rebuild|revamp|upgrade|promote|market|scale|audit|automate|help|helps|helping)\s+(?:\w+\s+){0,2}your\s+(?:own\s+|painting\s+)?(?:web\s?site|site|business|company|brand|blog|rankings?|traffic|seo|sales|revenue|leads|online|google|social|marketing|visibility|presence|reviews|customers|clients|profile|listing)\b/,
  },
  {
    mark: "talks about the reader's website or business",
    catches: "We have SEO services for your website.",
    spares: "We need paint for the walls of our office.",
    pattern:
      /\b(?:services?|solutions?|marketing|seo|ppc|design|generation|gen|building|backlinks?|leads|traffic|content|ads|management|strategy|campaigns?|packages?|automation|assistants?|web\s?site|tools?|software|optimi[sz]ation|development|chatbot|app)\s+for\s+your\s+(?:web\s?site|site|business|company|brand|blog)\b|\b(?:posts?|articles?|links?|backlinks?)\s+on\s+your\s+(?:web\s?site|site|blog)\b|\byour\s+(?:web\s?site|site|business|company)(?:'s)?\s+(?:(?:is\s+not|isn't|doesn't|does\s+not)\s+(?:rank|ranking|show|showing|appear|appearing)|ranking|rankings|traffic|seo|visibility|presence)\b|\byour\s+(?:rankings?|traffic|seo|online\s+presence|domain\s+authority)\b/,
  },
  {
    mark: "promises rankings or traffic",
    catches: "We will get you on the first page of Google.",
    spares: "I found you on Google and liked your reviews.",
    pattern:
      /\b(?:first|front|top)\s+page\s+(?:of|on)\s+google\b|\bpage\s+\d+\s+of\s+google\b|\bpage\s+(?:one|1)\s+(?:of|on)\s+google\b|\btop\s+of\s+google\b|\brank(?:s|ing|ed)?\s+(?:higher|first|#?1|number\s+one|on\s+google|in\s+google|on\s+the\s+first)\b|\bgoogle\s+rank(?:ing|ings)?\b|\borganic\s+(?:traffic|rankings?|leads|reach)\b|\b(?:get|bring|drive|generate|attract|send)\s+(?:you\s+)?(?:more|new|qualified|targeted|organic|\d+\+?)\s+(?:traffic|leads|customers|clients|calls|jobs|sales|visitors)\s+(?:to|for)\s+your\b|\b(?:get|bring|send)\s+you\s+(?:more|new|qualified|targeted|\d+\+?)\s+(?:traffic|leads|customers|clients|calls|jobs|sales|visitors)\b|\b(?:web\s?site|site|web)\s+traffic\b|\bsearch\s+rankings?\b/,
  },
  {
    mark: "quotes packages or prices for the service",
    catches: "Our SEO packages start at $199.",
    spares: "What would the price be for two bedrooms?",
    pattern:
      /\b(?:seo|marketing|monthly|affordable|basic|premium|starter|pricing)\s+(?:packages?|plans?|rates)\b|\bour\s+(?:packages?|pricing)\b|\bpackages?\s+(?:start|starting|from)\b|\bstarting\s+(?:at|from)\s+\$|\$\s?\d[\d,.]*\s?(?:\/|per|a)\s?(?:month|mo|hour|hr|week)\b|\bmonthly\s+(?:fee|retainer|package|plan)\b|\bfree\s+(?:audit|analysis|report|strategy\s+(?:call|session)|trial)\b/,
  },
  {
    mark: "asks for a sales reply",
    catches: "Reply STOP to opt out.",
    spares: "Please reply when you can with a time for the estimate.",
    pattern:
      /\bunsubscribe\b|\bopt[\s-]?out\b|\breply\s+to\s+this\s+(?:e-?mail|message)\b|\breply\s+["'“]?(?:yes|interested)["'”]?\s+(?:for|to\s+(?:learn|get|see|claim|start|book))\b|\breply\s+["'“]?stop\b|\bjust\s+reply\b|\breply\s+with\s+your\s+(?:budget|price|rates?|offer)\b|\bdo\s+not\s+wish\s+to\s+receive\b|\bremove\s+you\s+from\b/,
  },
];

/**
 * Weaker marks: each also turns up in real leads (a link to a paint colour, "we
 * offer" in a company's description of itself, "WhatsApp me"), so one is not
 * enough; two, with nothing in the message asking for painting, make a pitch.
 */
export const WEAK_PITCH_MARKS: readonly Sign[] = [
  { mark: "a link",
    catches: "See our work at www.growfast.agency",
    spares: "The color is Sherwin-Williams 7006, about 3.5 gallons.", pattern: LINK },
  {
    mark: "offers a service",
    catches: "We offer link building for contractors.",
    spares: "Do you offer cabinet painting?",
    pattern:
      /\b(?:we|i)\s+(?:offer|provide|deliver|sell|specialize\s+in|specialise\s+in|can\s+help|help\s+(?:\w+\s+)?(?:businesses|companies|contractors|painters|brands))\b|\bour\s+(?:services|agency|team\s+of|experts?|company\s+(?:offers|provides))\b|\bhire\s+(?:us|me|our|a|an)\b/,
  },
  {
    mark: "asks if the reader is interested",
    catches: "Let me know if you are interested.",
    spares: "We are interested in a quote for the deck.",
    pattern: /\b(?:if|are)\s+you(?:'re|\s+are)?\s+interested\b|\bif\s+interested\b|\binterested\?|\breply\s+["'“]?yes\b/,
  },
  { mark: "quotes a domain authority",
    catches: "Guest posts on DA 50+ sites.",
    spares: "The room is about 12 by 14 feet.", pattern: /\b(?:da|dr)\s?\d{2}\+?(?!\w)|\bhigh[\s-](?:da|dr)\b/ },
  { mark: "promises results",
    catches: "Guaranteed results within 30 days.",
    spares: "How long do the results of a repaint last?", pattern: /\bguarantee[ds]?\b|\bresults\s+(?:in|within)\s+\d+\b|\bcheap(?:est)?\b|\baffordable\b/ },
  {
    mark: "sales terms",
    catches: "No contract, cancel any time, money-back promise.",
    spares: "The contractor before you never finished the trim.",
    pattern: /\bmoney[\s-]?back\b|\bno\s+(?:contract|obligation)s?\b|\bfree\s+demo\b|\bper\s+month\b|\bapproved\s+(?:in|within)\s+\d+/,
  },
  { mark: "a limited offer",
    catches: "Special offer this week only, act now!",
    spares: "We hope to have it done this week.", pattern: /\bspecial\s+offer\b|\blimited[\s-]time\b|\bthis\s+week\s+only\b|\bact\s+now\b/ },
  { mark: "a discount",
    catches: "Get 20% off your first month.",
    spares: "About 20% of the walls need patching.", pattern: new RegExp(`${PERCENT_OFF.source}|\\bspecial\\s+discount\\b`) },
  {
    mark: "asks for a call",
    catches: "Can we book a quick call this week?",
    spares: "Please call me after five.",
    pattern: /\b(?:schedule|book|hop\s+on|jump\s+on|set\s+up)\s+a\s+(?:quick\s+|short\s+|free\s+)?(?:call|meeting|demo|chat|zoom)\b|\b(?:whatsapp|skype|telegram)\b/,
  },
];

/**
 * Offers to the business that need no listed word: each is how a vendor sells
 * something a painting company's owner might buy, and no homeowner asking for
 * paint writes it. One of these is a strong sign of an offer.
 */
export const OFFER_FAMILIES: readonly Sign[] = [
  {
    mark: "offers to redo the reader's website",
    catches: "I can redesign your website, it looks outdated.",
    spares: "The living room looks outdated, please repaint it.",
    pattern:
      /\b(?:re-?design|re-?build|revamp|modernize|modernise)\s+(?:it|(?:\w+\s+){0,2}(?:web\s?-?site|site))\b|\byour\s+(?:web\s?-?site|site)\s+(?:looks|is|seems)\s+(?:\w+\s+){0,2}(?:outdated|dated|old|slow|broken)\b|\bnot\s+mobile[\s-]friendly\b|\bsend\s+(?:you\s+|over\s+)?a\s+(?:free\s+)?mock-?up\b/,
  },
  {
    mark: "sells links or posts",
    catches: "We sell 10 permanent backlinks per post.",
    spares: "We have 10 doors and the trim to paint.",
    pattern: /\b\d+\s+(?:permanent\s+|high[\s-]\w+\s+|dofollow\s+)?(?:back[\s-]?)?links?\b|\bhigh[\s-](?:authority|da|dr)\b|\bdo-?follow\b|\bper\s+post\b/,
  },
  {
    mark: "sells appointments or leads",
    catches: "We fill your calendar and you only pay for booked jobs.",
    spares: "My calendar is open next week for the estimate.",
    pattern:
      /\b(?:fill|book|pack)\s+(?:up\s+)?your\s+(?:calendar|schedule)\b|\bappointments?\s+(?:straight\s+)?in(?:to)?\s+your\s+calendar\b|\bonly\s+pay\s+(?:for|per|when|if)\b|\bpay\s+only\s+for\b|\bpay[\s-]per[\s-](?:lead|appointment|call|click|job|result)\b|\b(?:exclusive|qualified|homeowner|pre-?screened)\s+(?:homeowner\s+)?(?:leads|appointments)\b|\b(?:booked|booking)\s+(?:out|solid)\b|\bjobs\s+(?:you|that\s+you)\s+(?:close|win)\b/,
  },
  {
    mark: "offers to build the reader a website",
    catches: "We build a new mobile-friendly website for you.",
    spares: "We are building a new deck and want it stained.",
    pattern:
      /\b(?:re)?build\s+(?:you\s+)?(?:a\s+)?(?:new\s+|modern\s+|mobile[\s-]friendly\s+)*(?:one|site|web\s?site|homepage)\b|\b(?:re)?build\s+(?:\w+\s+)?(?:contractor|painter|business)\s+web\s?sites\b|\bmock-?up\s+of\s+your\b|\b(?:looks|is|seems)\s+(?:a\s+bit\s+|a\s+little\s+|kind\s+of\s+)?(?:dated|outdated)\b/,
  },
  {
    mark: "offers to buy the business, staff it or supply it",
    catches: "We are acquiring painting businesses, would you consider selling?",
    spares: "We are selling the house next month and need it repainted.",
    pattern:
      /\bacquir(?:e|ing)\s+(?:\w+\s+){0,2}(?:businesses|companies)\b|\bconsider\s+selling\b|\bbuy\s+your\s+(?:business|company)\b|\bstaffing\s+agency\b|\b(?:available\s+)?for\s+subcontract\b|\bas\s+(?:a\s+)?subcontractors?\b|\bextra\s+crew\b|\bwholesale\s+prices?\b|\bcut\s+your\s+(?:\w+\s+)?costs\b/,
  },
  {
    mark: "sells reviews, listings or posts",
    catches: "We remove negative reviews, click here to claim your listing.",
    spares: "Your reviews on Google are great.",
    pattern:
      /\bremove\s+(?:negative|bad)\s+reviews\b|\bguest[\s-]?blog|\blinks?\s+back\s+to\b|\bclick\s+here\b|\bclaim\s+(?:it|now|your)\b|\bbit\.ly\b|\bcongratulations\b/,
  },
  {
    mark: "sells mass mailing",
    catches: "Reach 10,000 homeowners with postcard campaigns.",
    spares: "We got your postcard in the mail.",
    pattern: /\breach\s+[\d,]+\+?\s+(?:homeowners|customers|people|inboxes)\b|\bpostcard\s+campaigns?\b|\brate\s+card\b/,
  },
  {
    mark: "offers a software trial or demo",
    catches: "Try our CRM free for 14 days, no credit card.",
    spares: "Can you try a sample of the color first?",
    pattern:
      /\b(?:try|start)\s+(?:it|us|our\s+\w+(?:\s+\w+)?)\s+(?:for\s+)?free\b|\bfree\s+for\s+(?:\d+\s+days|your\s+first\s+(?:month|week))\b|\bfirst\s+month\s+free\b|\b\d+[\s-]day\s+(?:free\s+)?trial\b|\bno\s+credit\s+card\b|\b(?:demo|trial)\s+of\s+our\b|\b(?:software|crm|app|platform|tool)\s+(?:built\s+|made\s+)?for\s+(?:painting\s+)?(?:contractors|painters|companies|businesses|pros)\b/,
  },
  {
    mark: "offers funding or financing to the business",
    catches: "Business funding approved, funds in 24 hours.",
    spares: "Do you offer financing for customers?",
    pattern:
      /\bbusiness\s+(?:funding|loans?|line\s+of\s+credit|financing|credit)\b|\bpre-?(?:qualif|approv)\w*\s+for\b|\bfunds?\s+in\s+\d+\s+(?:hours|days)\b|\boffer\s+your\s+customers\b|\bfinancing\s+program\b/,
  },
  {
    mark: "opens with a hook for the owner",
    catches: "Quick question for the owner: are you taking on more jobs?",
    spares: "Quick question: do you paint ceilings?",
    pattern:
      /\bquick\s+question\s+for\s+(?:the\s+)?owner\b|\bis\s+this\s+the\s+(?:business\s+)?owner\b|\bare\s+you\s+the\s+(?:business\s+)?owner\b|\b(?:\d+|few|five|ten)\s+minutes\s+of\s+your\s+time\b|\b(?:open|up)\s+(?:to|for)\s+a\s+(?:quick\s+|short\s+|brief\s+|\d+[\s-]minute\s+)?(?:chat|call|conversation)\b|\bhelp\s+you\s+(?:get|land|win|book|close)\s+more\b|\btaking\s+on\s+more\s+(?:jobs|work|clients|customers)\b|\bcan\s+i\s+show\s+you\s+how\b/,
  },
];

/**
 * Weaker signs of an offer that need no listed word: each also turns up in a
 * customer's message now and then, so one alone decides nothing.
 */
export const OFFER_HINTS: readonly Sign[] = [
  {
    mark: "addresses contractors as customers",
    catches: "Marketing for painting contractors.",
    spares: "We had painters here last year.",
    pattern:
      /\bfor\s+(?:painting\s+)?(?:contractors|painters|roofers|agencies|home\s+service\s+(?:pros|companies|businesses)|painting\s+(?:companies|businesses))\b|^\s*(?:painters|contractors)\s*[:,!]/,
  },
  { mark: "quotes a flat or monthly price",
    catches: "A flat fee of $99, that's $49 a month.",
    spares: "Our budget is around $3,000.", pattern: /\bflat\s+(?:fee\s+of\s+|rate\s+of\s+)?\$\s?\d|\bone[\s-]time\s+fee\b|\$\s?\d[\d,.]*\s*(?:a|per|\/)\s*(?:month|mo|post|lead|link)\b|\bfrom\s+\$\s?\d/ },
  { mark: "talks about the reader's business",
    catches: "I love your brand and your logo.",
    spares: "Your painters did a great job on our porch.", pattern: /\byour\s+(?:painting\s+)?(?:business|company|crew|calendar|logo|brand)\b/ },
  { mark: "asks for a quick call",
    catches: "Open to a quick chat?",
    spares: "Please call me quickly, there is a leak.", pattern: /\bquick\s+(?:call|chat)\b/ },
];

/**
 * How a vendor writes, whatever it sells: to the business as a buyer ("for
 * your crew", "your invoices", "your listing", "contractors like you"),
 * introducing a seller ("reaching out from", "I'm an independent agent", "we
 * help painting companies"), offering to do something for the business ("we
 * advance your invoices"), asking for the owner's time ("would you be open
 * to", "happy to send details", "got 15 minutes?"), promising savings or
 * quoting its own price, offering a feature, an award or a partnership,
 * writing of contractors as a market ("painting companies", "business
 * owners"), or following up an earlier pitch. No list of products can name
 * every pitch family (insurance, uniforms, card fees, fuel cards, podcasts,
 * franchises...), but they all write like this, and a customer asking for
 * painting rarely does. Each also turns up in a customer's message now and
 * then ("can your crew come next week?", "I read your reviews"), so these
 * only ever hold, never refuse (see `messageOutcome`). Most weigh one; a bump
 * of an unanswered pitch weighs two, as no customer bumps a pitch, and a
 * scam's cheque or request for bank details weighs five, enough to hold a
 * "job" written to look like a customer's.
 */
export const VENDOR_FRAMING: readonly Sign[] = [
  {
    mark: "writes to the business as a buyer",
    catches: "Uniforms for your crew at a discount.",
    spares: "Can the crew come next week?",
    pattern:
      /\b(?:for|to)\s+your\s+(?:painting\s+)?(?:crew|team|business|company)\b|\byour\s+(?:vans?|trucks?|(?:business\s+)?listing|business\s+(?:info|page|profile)|instagram|facebook|competitors?|top\s+competitor|story|long-term\s+plans|homeowner\s+customers|(?:exterior\s+|interior\s+|current\s+)?jobs|file|spot|booth|work\s+orders)\b|\byour\s+(?:work\s+|company\s+)?(?:employees|staff|workers|techs|technicians|trucks|vans|fleet|invoices|payroll|books|bookkeeping|premiums?|customers|clients|job\s?sites|outstanding\s+\w+|safety\s+\w+)\b|\b(?:contractors|companies|businesses|owners|pros)\s+like\s+(?:you|yours)\b|\b(?:home\s+service|trades?|small)\s+business\s+owners\b|\bhomeowners\s+you\s+(?:work|paint)\s+for\b/,
  },
  {
    mark: "introduces a seller",
    catches: "I run a small marketing agency in Atlanta.",
    spares: "I run a small bakery and need the front painted.",
    pattern:
      /\bi\s+(?:run|own|manage)\s+(?:a|an)\s+(?:\w+\s+){0,3}(?:service|company|business|agency|firm)\b|\bwe\s+speciali[sz]e\s+in\s+(?:\w+\s+)?(?:painters|contractors|businesses|companies)\b|\bwe\s+(?:\w+\s+){1,3}for\s+(?:contractors|painters|businesses|companies|home\s+service)\b|\b(?:we|i)\s+(?:noticed|came\s+across)\s+your\b|\breach(?:ing)?\s+out\s+(?:from|to\s+(?:see|offer|introduce|share))\b|\bi\s+represent\b|\b(?:we|i)\s+(?:work|partner)\s+with\s+(?:\w+\s+){0,2}(?:contractors|companies|businesses|painters|owners|pros)\b|\bour\s+(?:\w+\s+)?(?:program|platform|network|directory|clients|members|receptionists|job\s+ads|producers?|franchise|fuel\s+card)\b|\b(?:i'm|i\s+am|this\s+is)\s+\w+\s+(?:with|from)\s+(?:a|an)\s+\w+|\b(?:i'm|i\s+am)\s+(?:the\s+)?(?:founder|ceo|co-?founder)\b|\b(?:i'm|i\s+am)\s+an?\s+(?:independent\s+)?(?:agent|broker|consultant|rep|representative|recruiter|specialist|advisor)\b|\b(?:investment|private\s+equity)\s+(?:group|firm)\b|\b(?:i|we)(?:'ve|\s+have)?\s+(?:been\s+)?help(?:ed|ing)?\s+(?:\w+\s+){0,3}(?:contractors|companies|businesses|painters|owners|pros)\b|\b(?:i|we)\s+(?:design|build|shoot|print|manage|create|place|pre-?screen|get|come\s+to\s+you)\b[^.?!]{0,40}\b(?:for\s+)?(?:painters|contractors|companies|businesses|you)\b/,
  },
  {
    mark: "offers to do something for the business",
    catches: "We can get you more jobs every month.",
    spares: "Can you get us a quote by Friday?",
    pattern:
      /\b(?:we|i)(?:'ll|\s+will|\s+can|\s+could|'d|\s+would)?\s+(?:\w+\s+)?(?:get|send|help|save|give|show|set|book|bring|connect|find|make|build|create|design|fix|run|take)\s+(?:you|your)\b(?!\s+(?:a\s+)?(?:call|know))|\bour\s+(?:\w+\s+){0,2}(?:helps?|lets?|gives?|picks?\s+up|fixes|measures|saves?|gets?|books?|texts?|answers?|routes?|finds?|cuts|makes)\b|\bour\s+(?:tool|software|service|system|app|platform|team)\s+(?:can|will)\b|\b(?:we|i|our\s+\w+)(?:'ll|\s+will|\s+can|\s+could)?\s+(?:advance|fund|handle|manage|cover|insure|supply|print|wrap|answer|take\s+care\s+of)\s+[^.?!]{0,30}?\byour\b/,
  },
  {
    mark: "asks for the owner's time or interest",
    catches: "Would you be open to a short demo?",
    spares: "Would you be able to start in May?",
    pattern:
      /\bwould\s+you\s+(?:be\s+(?:open|interested)|like\s+to\s+(?:be|learn|see|hear|join|try|participate))\b|\b(?:want|would\s+you\s+like)\s+(?:to\s+see|me\s+to\s+send|the\s+\w+\s+packet|a\s+free|examples|the\s+numbers)\b|\bhappy\s+to\s+(?:send\s+(?:details|more|over)|share|help|set\s+you\s+up|keep\s+it\s+short|walk\s+you)\b|\b(?:can|could|may)\s+i\s+(?:get|have)\s+(?:\d+|a\s+few)\s+minutes\b|\b(?:can|could|may)\s+i\s+send\s+(?:you\s+)?(?:samples|details|info|more\s+info|a\s+proposal|pricing)\b|\b(?:would\s+)?love\s+to\s+(?:drop|show|send|share|interview|partner)\b|\b(?:brief|quick|short)\s+(?:conversation|chat)\b|\b(?:have|get)\s+\d+\s+minutes\b|\bmakes?\s+sense\s+to\s+(?:connect|chat|talk)\b|\bgive\s+me\s+a\s+shout\b|\breserve\s+your\b|\bjoin\s+(?:for\s+free|today)\b|\bconfirm\s+your\s+spot\b|\bsample\s+kit\b|\bshall\s+i\s+send\b|\b(?:can|could|may)\s+i\s+send\s+(?:you\s+)?(?:our|my|a|the)?\s*(?:portfol+io|catalog|examples|proof|route|options)|\bwant\s+(?:a|the)\s+(?:proof|demo|sample|walkthrough|catalog)\b|\blet'?s\s+(?:chat|talk)\b|\brsvp\b|\byou'?re\s+invited\b|\breply\s+(?:for|to\s+claim|to\s+confirm)\b|\bcan\s+(?:i|we)\s+show\s+you\b|\bwould\s+love\s+your\s+feedback\b|\bif\s+you'd\s+like\s+to\s+(?:participate|learn|join|see)\b|\bsomething\s+that\s+(?:could|can|might|will)\s+help\b|\bare\s+you\s+open\s+to\b|\bworth\s+a\s+(?:quick\s+)?(?:chat|call|conversation|look)\b|\b(?:can|may|could)\s+i\s+(?:send|share|show)\s+you\b|\bwhen\s+(?:is|would\s+be)\s+a\s+good\s+time\s+to\s+(?:connect|chat|talk)\b|\blove\s+to\s+(?:connect|chat|have\s+you|show\s+you|feature)\b|\blet'?s\s+connect\b|\bcalendly\b|\bsend\s+(?:me|over)\s+(?:one\s+|a\s+)?(?:recent\s+)?statement\b/,
  },
  {
    mark: "promises the business savings or a price",
    catches: "We save you up to 30% on card fees.",
    spares: "We want to save the old trim if possible.",
    pattern:
      /\bsave\s+(?:you\s+)?(?:up\s+to\s+)?(?:\$\s?\d|\d+\s?(?:%|percent|cents))|\b(?:lower|reduce|cut)\s+(?:the\s+|your\s+)(?:\w+\s+){0,2}(?:fees|rates|costs|premiums|bills)\b|\bat\s+no\s+(?:cost|charge)\s+to\s+you\b|\bno\s+upfront\s+cost\b|\bearn\s+\$\s?\d|\b\d+\s?%\s+(?:more|less|revenue|increase|lower)\b|\baverage\s+(?:of\s+)?\$\s?\d|\$\s?\d+\s+per\s+(?:booked|lead|property|piece|install|completed)\b|\bcents\s+(?:a|per)\s+(?:piece|gallon)\b|\bpricing\s+starts\b|\bfree\s+account\b|\bbelow\s+(?:big-box|retail|store)\b|\bset\s+(?:you\s+)?up\s+(?:an|your)\s+account\b|\bup\s+to\s+\$\s?\d|\btrade\s+in\s+your\b|\b(?:spring|summer|fall|holiday|year-end)\s+sale\b|\brates\s+from\b|\b(?:instant|same[\s-]day)\s+approval\b|\bnever\s+miss\s+a\s+(?:customer|call|lead|job)\b|\bfree\s+(?:sample|evaluation|analysis|savings|valuation|assessment|catalog|proof)\b|\bcomplimentary\b|\b(?:bulk|contractor|exclusive|early[\s-]\w+|wholesale)\s+pricing\b|\bpricing\s+ends\b|\bhalf\s+price\s+for\s+new\b|\$0\s+down\b|\bbelow\s+retail\b|\bplatform\s+fee\b|\bproduction\s+fee\b|\bfor\s+(?:only\s+|just\s+)?\$\s?\d[\d,]*\s*[.,]?\s+(?:free|with|includ)/,
  },
  {
    mark: "offers a feature, an award or a partnership",
    catches: "You have been nominated for our Best of Atlanta award.",
    spares: "We want the accent wall in the den.",
    pattern:
      /\bnominat(?:ed|ion)\b|\bawards?\b|\bfeature\s+(?:you|your)\b|\b(?:be|as)\s+(?:a|our)\s+guest\b|\bpodcast\b|\binterview\s+you\b|\bpremium\s+placement\b|\bspotlight\b|\bjoin\s+our\b|\bpartner(?:ship)?\s+(?:with\s+(?:a|your)|opportunit)|\bbecome\s+an?\s+(?:authorized|certified|preferred)\b|\bto\s+your\s+services\b|\bleads\s+included\b|\bopen\s+to\s+a\s+partnership\b|\bswap\s+referrals\b|\breferral\s+(?:program|partner)/,
  },
  {
    mark: "writes about contractors as a market",
    catches: "We help small contractors get new customers.",
    spares: "Our homeowners association approved the color.",
    pattern:
      /\b(?:small|independent|local|other|family-owned)\s+(?:contractors|painters|businesses|business\s+owners)\b|\bhomeowners\b(?!\s+association)|\b(?:new|more|potential|happy|past)\s+(?:clients|customers)\b|\b\d+\+?\s+(?:more\s+)?(?:estimates|leads|jobs|calls|appointments)\s+(?:a|per|each|every)\s+(?:month|week|show)\b|\bterritor(?:y|ies)\b|\b(?:painting|trade|trades|home\s+service|service)\s+(?:companies|contractors|businesses|pros|owners)\b|\bbusiness\s+owners\b|\bpainters\s+(?:who|using|like|get|in\s+your)\b|\bcontractors\s+(?:who|using|offer|get)\b/,
  },
  {
    mark: "asks for a job, not a painter",
    catches: "Are you hiring? I have 10 years of experience.",
    spares: "How many years have you been in business?",
    pattern: /\bare\s+you\s+hiring\b|\b(?:looking|searching)\s+for\s+(?:a\s+)?(?:work|job|employment)\b|\b\d+\s+years?\s+(?:of\s+)?experience\b|\bmy\s+own\s+(?:transportation|tools)\b|\bmy\s+resume\b/,
    weight: 2,
  },
  {
    mark: "asks for a donation or sponsorship",
    catches: "Would you sponsor our team's fundraiser raffle?",
    spares: "We need the gym painted before the season.",
    pattern: /\bdonat(?:e|ion)\b|\bsponsor(?:ship)?\b|\bfundrais\w+|\braffle\b|\byearbook\b|\bproceeds\s+go\b/,
    weight: 2,
  },
  {
    mark: "offers to buy a property",
    catches: "We buy houses in any condition, cash offer.",
    spares: "We just bought a house and need it painted.",
    pattern: /\bcash\s+offer\b|\bbuy\s+(?:houses|homes)\b|\bany\s+condition\b|\bsell\s+(?:it\s+)?fast\b/,
    weight: 2,
  },
  {
    mark: "turns a request into a pitch",
    catches: "We actually run an SEO firm and can get you ranking.",
    spares: "We also want the garage door painted.",
    pattern:
      /\b(?:i|we)\s+(?:actually|also)\s+(?:do|run|help|offer|own|work)\b|\b(?:i|we)\s+can\s+get\s+you\s+(?:to|on|ranking|more)\b|\bpage\s+\d+\s+of\s+google\b|\blead\s+broker\b|\bi\s+charge\s+\d+\s?%|\bsign\s+up\s+(?:through|with|at)\b|\binfluencer\b|\b\d+k\s+followers\b|\bthat'?s\s+lost\s+money\b/,
    weight: 2,
  },
  {
    mark: "asks for work for exposure",
    catches: "Paint our studio in exchange for a feature on our page.",
    spares: "We can pay a deposit in exchange for the schedule.",
    pattern: /\bin\s+exchange\s+for\s+(?:a\s+)?(?:feature|post|shout-?out|mention|exposure|review)\b/,
    weight: 4,
  },
  {
    mark: "follows up an earlier e-mail",
    catches: "Following up on my previous email about your website.",
    spares: "Following up on the estimate you gave us.",
    pattern:
      /\bfollowing\s+up\s+on\s+my\s+(?:previous|last|earlier|recent)\s+(?:email|message|note)\b|\bmy\s+(?:previous|last|earlier)\s+(?:email|note)\b/,
  },
  {
    mark: "asks whether the pitch was read",
    catches: "Did you get a chance to look at my note?",
    spares: "Did you get the photos of the porch?",
    pattern: /\bdid\s+you\s+(?:get|have)\s+a\s+chance\s+to\s+(?:look|review|read|see|consider)\b|\bleft\s+you\s+a\s+voicemail\b|\bdid\s+you\s+see\s+my\s+(?:note|email|message)\b|\bright\s+(?:person|email|inbox)\s+(?:to|for)\b|\breach\s+the\s+owner\b|\bany\s+thoughts\s+on\s+(?:my|the)\s+(?:email|note|proposal|offer)\b/,
  },
  {
    // A scam dressed as a big job: no customer pays a painter by cheque with extra to wire back.
    mark: "pays by cheque or asks for bank details, as scams do",
    catches: "I will pay by certified check and you refund the extra.",
    spares: "I can pay by credit card or Zelle.",
    pattern:
      /\b(?:certified|cashier'?s)\s+che(?:ck|que)s?\b|\bgift\s+cards?\s+for\b|\bquick\s+favou?r\b|\bi\s+am\s+deaf\b|\bonly\s+communicate\s+by\s+(?:e-?mail|text)\b|\bwhat\s+is\s+your\s+company\s+name\b|\bche(?:que)\b|\boverpayment\b|\brefund\s+(?:any|the)\s+(?:extra|overage|difference|balance)\b|\brouting\s+number\b|\bbank\s+(?:account|details)\b|\bsecure\s+portal\b|\bsign\s+in\s+with\s+your\s+email\b|\bhearing[\s-]impaired\b|\bpersonal\s+assistant\s+will\b/,
    weight: 5,
  },
  {
    mark: "bumps an unanswered pitch",
    catches: "Circling back in case this got buried.",
    spares: "Please come back to finish the touch ups.",
    pattern:
      /\bcircl(?:e|ing)\s+back\b|\bbump(?:ing)?\s+(?:this|my)\b|\btop\s+of\s+your\s+inbox\b|\bgot\s+buried\b|\bany\s+thoughts\s+on\s+the\s+above\b|\bclose\s+your\s+file\b|\bisn't\s+the\s+right\s+time\b|\bfollow\s+up\s+next\s+(?:quarter|month)\b/,
    weight: 2,
  },
];

/**
 * "We offer link building", "hire a virtual assistant": the writer sells the
 * listed thing itself, in a sentence that asks for no painting ("We offer SEO
 * and need our office painted" is an SEO firm that needs a painter).
 */
export const SELLS_IT = /\b(?:we|i)\s+(?:also\s+)?(?:offer|provide|deliver|specialize\s+in|specialise\s+in)\b|\bhire\s+(?:a|an|our)\b/;
