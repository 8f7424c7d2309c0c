/** Building blocks the pages share: section headings, cards, steps, checklists, calls to action. */
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { CallToAction, TitledText } from "../content/copy/shared.ts";
import type { ServiceSummary } from "../content/service-catalog.ts";
import type { ProcessStep, Testimonial } from "../content/types.ts";
import { ArrowRightIcon, CheckIcon, PhoneIcon, StarIcon } from "./icons.tsx";
import { PhoneLink } from "./phone-link.tsx";
import { Picture } from "./picture.tsx";

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: "center" | "start";
}) {
  return (
    <header className={`section-heading section-heading-${align}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {lead ? <p className="section-lead">{lead}</p> : null}
    </header>
  );
}

export function Section({
  labelledBy,
  tone = "plain",
  children,
  id,
}: {
  labelledBy: string;
  tone?: "plain" | "alt" | "brand";
  children: ReactNode;
  id?: string;
}) {
  return (
    <section id={id} className={`section section-${tone}`} aria-labelledby={labelledBy}>
      <div className="container">{children}</div>
    </section>
  );
}

export function ServiceCard({ service, headingLevel = 3 }: { service: ServiceSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="card service-card">
      {/* 80vw, though a card spans about 90% of a phone: a phone at 1.75x then takes the 640 px file
          (not the 960), which looks the same on a card, and six cards' photos on /services no longer
          share the phone's first second of bandwidth with the hero: LCP with photos 1.05 s before. */}
      <Picture image={service.cardImage} sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 80vw" className="card-media" />
      <div className="card-body">
        <Heading className="card-title">
          <Link discover="none" to={`/services/${service.slug}`} className="card-link">
            {service.title}
          </Link>
        </Heading>
        <p>{service.summary}</p>
        <span className="card-more" aria-hidden="true">
          Learn more <ArrowRightIcon />
        </span>
      </div>
    </article>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} className={index < rating ? "star star-on" : "star"} />
      ))}
    </span>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const rating = testimonial.rating ?? 5;
  return (
    <figure className="card testimonial-card">
      <div className="testimonial-top">
        <Stars rating={rating} />
        <span className="badge badge-verified">
          <CheckIcon /> Verified Review
        </span>
      </div>
      <blockquote className="testimonial-quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial-author">
        <strong>{testimonial.author}</strong>
        <span>{testimonial.location}</span>
        {testimonial.source === "Other" ? null : <span className="testimonial-source">via {testimonial.source}</span>}
      </figcaption>
    </figure>
  );
}

export function ProcessSteps({ steps, headingLevel = 3 }: { steps: ProcessStep[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ol className="process-steps">
      {steps.map((step) => (
        <li key={step.number} className={`process-step accent-${step.colour}`}>
          <span className="process-number" aria-hidden="true">
            {step.number}
          </span>
          <Heading>{step.title}</Heading>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ? `checklist ${className}` : "checklist"}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The closing call to action most pages end with: its links as buttons, and a call button when it has one. */
export function CtaBand({ cta }: { cta: CallToAction }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{cta.heading}</h2>
          <p>{cta.text}</p>
        </div>
        <div className="cta-actions">
          {cta.links.map((link, index) => (
            <Link discover="none" key={link.href} to={link.href} className={`btn btn-lg ${index === 0 ? "btn-primary" : "btn-light"}`}>
              {link.label}
            </Link>
          ))}
          {cta.callLabel ? (
            <PhoneLink className="btn btn-ghost-light btn-lg">
              <PhoneIcon /> {cta.callLabel}
            </PhoneLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** A title and a sentence, as a card with an icon. */
export function FeatureCard({ item, icon }: { item: TitledText; icon?: ReactNode }) {
  return (
    <article className="card feature-card">
      <h3>
        {icon ?? <CheckIcon />}
        {item.title}
      </h3>
      <p>{item.description}</p>
    </article>
  );
}
