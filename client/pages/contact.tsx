import { Link } from "react-router-dom";
import { usePageMeta } from "../lib/page-meta.ts";
import { Section, SectionHeading } from "../components/blocks.tsx";
import { Hero } from "../components/hero.tsx";
import { ContactLines } from "../components/contact-lines.tsx";
import { MapEmbed } from "../components/map-embed.tsx";
import { ClockIcon, PinIcon } from "../components/icons.tsx";
import { Island } from "../islands/island.tsx";
import { business } from "../content/business.ts";
import { contactPage, contactPageMeta } from "../content/copy/contact.ts";

/** Contact details, the message form, the twelve towns served and the map. */
export default function ContactPage() {
  usePageMeta(contactPageMeta);
  return (
    <>
      <Hero heading={contactPage.hero.heading} subheading={contactPage.hero.subheading} image={contactPage.hero.image} />

      <Section labelledBy="contact-intro">
        <SectionHeading
          id="contact-intro"
          title={contactPage.intro.heading}
          lead={
            <>
              {contactPage.intro.paragraph} {contactPage.intro.quotePrompt.before}
              <Link discover="none" to={contactPage.intro.quotePrompt.link.href}>{contactPage.intro.quotePrompt.link.label}</Link>
              {contactPage.intro.quotePrompt.after}
            </>
          }
        />
        <div className="contact-grid">
          <aside className="contact-card" aria-labelledby="contact-details">
            <h2 id="contact-details">{contactPage.detailsHeading}</h2>
            <ContactLines className="contact-lines" />
            <h3>
              <ClockIcon /> {contactPage.hoursHeading}
            </h3>
            <dl className="hours">
              {business.hours.map((row) => (
                <div key={row.days}>
                  <dt>{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </aside>
          <div className="form-panel">
            <h2 id="contact-form-title">{contactPage.formHeading}</h2>
            <Island name="lead-form" props={{ mode: "contact" }} />
          </div>
        </div>
      </Section>

      <Section labelledBy="service-area" tone="alt">
        <SectionHeading id="service-area" title={contactPage.serviceArea.heading} lead={contactPage.serviceArea.paragraph} />
        <ul className="town-list">
          {business.towns.map((town) => (
            <li key={town}>
              <PinIcon /> {town}
            </li>
          ))}
        </ul>
        <MapEmbed src={business.mapEmbedUrl} title={contactPage.mapTitle} />
        <p className="map-link">
          <a href={business.mapEmbedUrl.replace("/export/embed.html", "/")} target="_blank" rel="noopener noreferrer">
            Open the service area map<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </Section>
    </>
  );
}
