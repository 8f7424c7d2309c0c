import { usePageMeta } from "../lib/page-meta.ts";
import { CtaBand, Section, SectionHeading, TestimonialCard } from "../components/blocks.tsx";
import { Hero } from "../components/hero.tsx";
import { business } from "../content/business.ts";
import { testimonialsPage, testimonialsPageMeta } from "../content/copy/testimonials.ts";
import { testimonials } from "../content/testimonials.ts";

export default function TestimonialsPage() {
  usePageMeta(testimonialsPageMeta);
  return (
    <>
      <Hero
        heading={testimonialsPage.hero.heading}
        subheading={testimonialsPage.hero.subheading}
        image={testimonialsPage.hero.image}
      />

      <Section labelledBy="reviews">
        <SectionHeading id="reviews" title={testimonialsPage.intro.heading} lead={testimonialsPage.intro.paragraph} />
        <div className="grid grid-3">
          {testimonials.map((testimonial) => (
            <TestimonialCard key={`${testimonial.author}-${testimonial.location}`} testimonial={testimonial} />
          ))}
        </div>
      </Section>

      <Section labelledBy="review-platforms" tone="alt">
        <SectionHeading id="review-platforms" title={testimonialsPage.platforms.heading} lead={testimonialsPage.platforms.paragraph} />
        <ul className="platform-links">
          {business.reviewPlatforms.map((platform) => (
            <li key={platform.name}>
              <a className="btn btn-outline" href={platform.url} target="_blank" rel="noopener noreferrer">
                {testimonialsPage.platforms.linkPrefix} {platform.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand cta={testimonialsPage.closingCta} />
    </>
  );
}
