import { usePageMeta } from "../lib/page-meta.ts";
import { Link } from "react-router-dom";
import { FeatureCard, Section, SectionHeading, ServiceCard, TestimonialCard, CtaBand } from "../components/blocks.tsx";
import { Hero } from "../components/hero.tsx";
import { CheckIcon, PhoneIcon } from "../components/icons.tsx";
import { PhoneLink } from "../components/phone-link.tsx";
import { home, homeMeta } from "../content/copy/home.ts";
import { serviceCatalog } from "../content/service-catalog.ts";
import { featuredTestimonials } from "../content/testimonials.ts";

export default function HomePage() {
  usePageMeta(homeMeta);
  const featured = home.featuredServices.slugs.map((slug) => serviceCatalog.find((service) => service.slug === slug)!);
  return (
    <>
      <Hero heading={home.hero.heading} subheading={home.hero.subheading} image={home.hero.image} size="large">
        <div className="btn-row">
          <Link discover="none" to={home.hero.primaryCta.href} className="btn btn-primary btn-lg">
            {home.hero.primaryCta.label}
          </Link>
          <PhoneLink className="btn btn-ghost-light btn-lg">
            <PhoneIcon /> {home.hero.callLabel}
          </PhoneLink>
        </div>
        <ul className="trust-badges" aria-label="Why homeowners trust us">
          {home.hero.badges.map((badge) => (
            <li key={badge}>
              <CheckIcon /> {badge}
            </li>
          ))}
        </ul>
      </Hero>

      <Section labelledBy="featured-services" tone="alt">
        <SectionHeading id="featured-services" eyebrow="What we do" title={home.featuredServices.heading} lead={home.featuredServices.paragraph} />
        <div className="grid grid-3">
          {featured.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </div>
        <div className="center-actions">
          <Link discover="none" to={home.featuredServices.allServicesLink.href} className="btn btn-outline">
            {home.featuredServices.allServicesLink.label}
          </Link>
        </div>
      </Section>

      <Section labelledBy="why-choose-us">
        <SectionHeading id="why-choose-us" eyebrow="Our difference" title={home.whyChooseUs.heading} lead={home.whyChooseUs.paragraph} />
        <ul className="grid grid-3" aria-labelledby="why-choose-us">
          {home.whyChooseUs.items.map((item) => (
            <li key={item.title}>
              <FeatureCard item={item} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="home-testimonials" tone="alt">
        <SectionHeading id="home-testimonials" eyebrow="Testimonials" title={home.testimonials.heading} lead={home.testimonials.paragraph} />
        <div className="grid grid-3">
          {featuredTestimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.author} testimonial={testimonial} />
          ))}
        </div>
        <div className="center-actions">
          <Link discover="none" to={home.testimonials.allReviewsLink.href} className="btn btn-outline">
            {home.testimonials.allReviewsLink.label}
          </Link>
        </div>
      </Section>

      <CtaBand cta={home.closingCta} />
    </>
  );
}
