/**
 * Signs that a text asks for painting work, names it, or asks what only a
 * customer asks.
 */
/**
 * What a person asking for painting work writes: a painting verb, a want and a
 * painting object, or a part of their own place ("our lobby", "the walls").
 * Nouns alone do not count here, so "we send you homeowners who want their
 * interior painted" is not a request.
 */
export const ASKS_FOR_WORK =
  /\b(?:re)?paint(?:ed|ing)?\s+(?:(?:for|of|in|on)\s+)?(?:my|our|the|a|an|two|three|four|five|six|\d+|it|them|over|around|before|after|sample|some)\b|\brepaint\w*|\b(?:stain|refinish|pressure\s+wash|power\s+wash)\w*\s+(?:my|our|the|a|\d+|it|them)\b|\b(?:need|needs|want|wants|would\s+like|(?<!\b(?:homeowners|buyers|customers|people|clients|families|who\s+are|who're)\s+(?:\w+\s+){0,4})looking\s+for|interested\s+in|like\s+a|get\s+a|send\s+(?:an?|me|us)|give\s+(?:me|us)|quote\s+for|estimate\s+for|bids?\s+to|pricing\s+for)\s+(?:\w+\s+){0,5}(?:paint\w*(?!\s+(?:compan\w*|business\w*|contractors?|crews?|pros))|stain\w*|refinish\w*|coat\w*|epoxy|pressure\s+wash\w*|estimate|quote|bids?(?!\s+bonds?)|painter|walkthrough|vendor|contractor)\b|\bcan\s+you\s+(?:paint|stain|do|come|quote|refinish|give)\b|\bprice\s+(?:for|to)\s+paint|\bsubmitted\s+(?:a|my|the)\s+(?:\w+\s+)?(?:request|form)\b|\bmy\s+(?:earlier\s+|previous\s+)?(?:request|inquiry|enquiry)\b|\bstill\s+need\s+(?:it|this|the|a|someone)\b|\b(?:(?:my|our|his|her|their)\s+(?:(?!(?:for|of|to|in|on|at|with)\b)\w+\s+){0,2}|the\s+(?:(?!(?:for|of|to|in|on|at|with)\b)\w+\s+)?)(?!home\s+(?:pros?|services?|show|improvement|care|warranty|(?:&|and)\s+garden)\b|painting\s+(?:contractor|compan|business)|quote\s+form\b)(?:walls?|ceilings?|cabinets?|trim|deck|fence|siding|drywall|kitchen|bedrooms?|bathrooms?|rooms?|hallway|hall|basement|garage|exterior|interior|house|home|townhouse|condo|office|suite|lobby|foyer|porch|shutters|doors?|driveway|floors?|estimate|quote|painting|paint\s+job|stairwell|sanctuary|classrooms?|units?)\b/;

/** Parts of a house and painting jobs named on their own ("Deck and fence staining."): a weaker sign of a request. */
export const NAMES_PAINT_WORK =
  /\b(?:walls?|ceilings?|cabinets?|trim|deck|fence|siding|drywall|kitchen|bedrooms?|bathrooms?|living\s+room|hallway|basement|garage|exterior|interior|porch|foyer|driveway|stairwell|epoxy|staining|stain|mural|estimate|quote)\b/;

/**
 * What only a customer writes, even one who names no job yet: a question about
 * the service (licensed? insured? a warranty? financing? do you serve my town?
 * how soon can you start? how much?), a request to be called back, a phone
 * number (`PHONE_NUMBER`, tested beside this in `readIntent`), a place of their own (a house, a rental, an office, a church), a
 * painting word that is not the trade itself ("painting companies" is how a
 * vendor writes), or a follow-up on their own request. Another script or
 * accented letters are no sign by themselves: vendors write in Spanish, Russian,
 * Chinese, Vietnamese and Korean too; what a text in one of those says is read
 * by `languages.ts`.
 * A text with none of these asks nothing a customer asks (see `messageOutcome`).
 */
export const CUSTOMER_SIGNS =
  /\b(?:re)?paint(?:s|ed)?\b|\bpainting\b(?!\s+(?:compan|business|contractors|industry|pros|crews?|owners|bids?|jobs|projects?))|\b(?:stain(?:ing|ed)?|primer|colou?rs?|wallpaper|popcorn|drywall|caulk\w*|trim|cabinets?|deck|fence|siding|pressure[\s-]?wash\w*|power[\s-]?wash\w*|epoxy|garage|touch[\s-]?ups?|accent\s+wall|refinish\w*|sheen|peeling|mildew|stucco|brick|gutters?|shutters?|ceilings?|walls?|bedrooms?|bathrooms?|kitchens?|basement|porch|foyer|hallways?|classrooms?|closets?|baseboards?|stairs|railings?|sq\.?\s?ft|square\s+f(?:ee|oo)t|ranch|new\s+build|move[\s-]in|move[\s-]out|closing|listing\s+photos)\b|\b(?:my|our|the|a|an|this|\d+)\s+(?:(?!(?:for|of|to|in|on|at|with)\b)\w+\s+){0,2}(?:rooms?|doors?|house|home|townhouse|condo|apartments?|rentals?|duplex|units?|propert(?:y|ies)|building|office|church|school|store|shop|restaurant|salon|clinic|suite|lobby|warehouse|place)\b|\b(?:licensed|insured|bonded|warranty|guarantee[ds]?|references|financing|payment\s+plans?|estimates?|quotes?|bids?|how\s+much|budget|availability|how\s+soon|start\s+date|come\s+(?:out|by|look)|take\s+a\s+look\s+at|stop\s+by|walk-?through|my\s+area|appointment|asap|minimum|w-?9|saturdays?|sundays?|weekends?|evenings?)\b|\b(?:small|smaller|little)\s+jobs?\b|\b(?:your|the)\s+(?:pricing|prices?|rates|cost)\b|\b(?:pricing|prices?|cost)\s+(?:for|on|of|to)\b|\b(?:a|few|some|couple(?:\s+of)?)\s+questions\b|\b(?:schedule|book)\s+(?:a|an)\s+(?:estimate|visit|walk-?through|time|consultation)\b|\bdo\s+(?:you|y'?all|you\s+guys)\s+(?:do|work|serve|offer|paint|handle|remove|repair|fix|install|travel|go|cover|take|have|use|provide|still)\b|\bare\s+(?:you|y'?all|you\s+guys)\s+(?:\S+\s+){0,2}?(?:available|licensed|insured|bonded|certified|taking|booking|still|open)\b|\b(?:need|get|what'?s|what\s+is|whats)\s+(?:a\s+|the\s+|your\s+)?(?:price|pricing|cost)\b|\bbuilt\s+in\s+(?:19|20)\d\d\b|\bcan\s+(?:you|y'?all|someone)\b|\b(?:call|text|email|e-mail|contact|reach)\s+me\b|\bcall\s+us\b|\bcall\s?back\b|\bgive\s+(?:me|us)\s+a\s+(?:call|ring)\b|\bmy\s+(?:number|cell|phone)\b|\b(?:talk|speak)\s+(?:to|with)\s+(?:someone|somebody|a\s+person)\b|\b(?:submitted|sent|filled\s+out)\s+(?:a|my|the|an)\b|\bmy\s+(?:earlier\s+|previous\s+)?(?:request|inquiry|enquiry|message|form)\b|\bheard\s+back\b|\b(?:hola|necesito|pintar|pintura|casa|cocina|presupuesto|cotizaci\w+|gracias|por\s+favor|orçamento|quero|preciso|obrigad\w)\b/u;
