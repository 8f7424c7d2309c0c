/**
 * The quote the Worker benches send as visitor number i (bench-load.ts through
 * wrangler dev, bench-worker.ts straight into the Worker): a real customer's
 * request that the spam screens accept, so each one takes the whole path of a
 * stored lead (screens, limits, one D1 batch, the journey's start).
 */
export function benchQuote(i: number, email: string) {
  return {
    form_type: "quote",
    submission_id: crypto.randomUUID(),
    name: `Visitor Number${i + 1}`,
    email,
    phone: "(770) 555-0142",
    message: "",
    address: `${100 + i} Canton St, Roswell, GA 30075`,
    service_type: "exterior",
    project_details: "Two-story house, about 2,400 sq ft. Siding and trim, some peeling on the south side.",
    preferred_contact: "phone",
    preferred_time: "Weekday mornings",
    visitor_id: `visitor-${i}`,
    session_id: `session-${i}`,
    referrer: "https://www.google.com/",
    elapsed_ms: 45_000,
    website: "",
  };
}
