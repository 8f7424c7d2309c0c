import { CtaBand, ProcessSteps, Section, SectionHeading } from "../components/blocks.tsx";
import { Hero } from "../components/hero.tsx";
import { CheckIcon, LeafIcon, ShieldIcon } from "../components/icons.tsx";
import { Picture } from "../components/picture.tsx";
import { servicePage } from "../content/copy/service-page.ts";
import type { Service } from "../content/types.ts";
import { usePageMeta } from "../lib/page-meta.ts";

/** One page per service: hero, intro and items, four steps, before/after, benefits, closing links. */
export default function ServicePage({ service }: { service: Service }) {
  usePageMeta({ title: service.metaTitle, description: service.metaDescription });
  return (
    <>
      <Hero heading={service.hero.heading} subheading={service.hero.subheading} image={service.hero.image} />

      <Section labelledBy="service-intro">
        <div className="prose service-intro">
          <h2 id="service-intro">{service.intro.heading}</h2>
          {service.intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <h3 className="subheading" id="service-items">
          {servicePage.itemsHeading}
        </h3>
        <ul className="service-items" aria-labelledby="service-items">
          {service.items.map((item) => (
            <li key={item.title} className="service-item">
              <h4>{item.title}</h4>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
        {service.note ? (
          <aside className="note" aria-labelledby="service-note">
            <h3 id="service-note">
              <LeafIcon /> {service.note.heading}
            </h3>
            <p>{service.note.text}</p>
          </aside>
        ) : null}
        {service.badges ? (
          <ul className="badge-row" aria-label="Built for Georgia weather">
            {service.badges.map((badge) => (
              <li key={badge.label} className="badge-card">
                <h3>
                  <ShieldIcon /> {badge.label}
                </h3>
                <p>{badge.description}</p>
              </li>
            ))}
          </ul>
        ) : null}
        {service.claim ? (
          <aside className="claim" aria-labelledby="service-claim">
            <p className="claim-headline" id="service-claim">
              {service.claim.headline}
            </p>
            <p>{service.claim.text}</p>
          </aside>
        ) : null}
      </Section>

      <Section labelledBy="service-process" tone="alt">
        <SectionHeading id="service-process" eyebrow="Four steps" title={servicePage.processHeading} />
        <ProcessSteps steps={service.process} />
      </Section>

      <Section labelledBy="before-after">
        <SectionHeading id="before-after" title={servicePage.beforeAfterHeading} />
        <div className="before-after">
          <figure>
            <Picture image={service.beforeAfter.before} sizes="(min-width: 800px) 560px, 92vw" />
            <figcaption>{servicePage.beforeLabel}</figcaption>
          </figure>
          <figure>
            <Picture image={service.beforeAfter.after} sizes="(min-width: 800px) 560px, 92vw" />
            <figcaption>{servicePage.afterLabel}</figcaption>
          </figure>
        </div>
        <p className="before-after-caption">{service.beforeAfter.caption}</p>
      </Section>

      {service.showcase ? (
        <Section labelledBy="service-showcase" tone="alt">
          <SectionHeading id="service-showcase" title={servicePage.showcaseHeading} />
          <ul className="grid grid-4">
            {service.showcase.map((card) => (
              <li key={card.title} className="card">
                <Picture image={card.image} sizes="(min-width: 1100px) 270px, (min-width: 600px) 45vw, 92vw" className="card-media" />
                <div className="card-body">
                  <h3 className="card-title">{card.title}</h3>
                  <p>{card.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section labelledBy="service-benefits" tone="brand">
        <SectionHeading id="service-benefits" title={servicePage.benefitsHeading} />
        <ul className="benefit-list">
          {service.benefits.map((benefit) => (
            <li key={benefit.title} className="benefit">
              <h3>
                <CheckIcon /> {benefit.title}
              </h3>
              <p>{benefit.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand cta={servicePage.closingCta} />
    </>
  );
}
