import { usePageMeta } from "../lib/page-meta.ts";
import { FeatureCard, Section, SectionHeading } from "../components/blocks.tsx";
import { Hero } from "../components/hero.tsx";
import { CheckIcon, PhoneIcon } from "../components/icons.tsx";
import { Island } from "../islands/island.tsx";
import { PhoneLink } from "../components/phone-link.tsx";
import { quotePage, quotePageMeta } from "../content/copy/quote.ts";

/** Hero, intro, what the quote includes, the call button, the quote form, Why Choose. */
export default function QuotePage() {
  usePageMeta(quotePageMeta);
  return (
    <>
      <Hero heading={quotePage.hero.heading} subheading={quotePage.hero.subheading} image={quotePage.hero.image} />

      <Section labelledBy="quote-includes">
        <div className="contact-grid">
          <div>
            <p className="section-lead">{quotePage.intro}</p>
            <h2 id="quote-includes">{quotePage.includes.heading}</h2>
            <ul className="includes-list">
              {quotePage.includes.items.map((item) => (
                <li key={item.label}>
                  <strong>
                    <CheckIcon /> {item.label}
                  </strong>
                  <span>{item.description}</span>
                </li>
              ))}
            </ul>
            <div className="call-panel">
              <div>
                <h3>{quotePage.call.heading}</h3>
                <p>{quotePage.call.text}</p>
              </div>
              <PhoneLink className="btn btn-primary btn-lg">
                <PhoneIcon /> {quotePage.call.label}
              </PhoneLink>
            </div>
          </div>
          <div className="form-panel">
            <h2 id="quote-form-title">{quotePage.formHeading}</h2>
            <Island name="lead-form" props={{ mode: "quote" }} />
          </div>
        </div>
      </Section>

      <Section labelledBy="why-choose" tone="alt">
        <SectionHeading id="why-choose" title={quotePage.whyChoose.heading} />
        <ul className="grid grid-3">
          {quotePage.whyChoose.items.map((item) => (
            <li key={item.title}>
              <FeatureCard item={item} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
