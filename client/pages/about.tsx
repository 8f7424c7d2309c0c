import { usePageMeta } from "../lib/page-meta.ts";
import { CheckList, CtaBand, FeatureCard, Section, SectionHeading } from "../components/blocks.tsx";
import { Hero } from "../components/hero.tsx";
import { Picture } from "../components/picture.tsx";
import { about, aboutMeta } from "../content/copy/about.ts";

export default function AboutPage() {
  usePageMeta(aboutMeta);
  return (
    <>
      <Hero heading={about.hero.heading} subheading={about.hero.subheading} image={about.hero.image} />

      <Section labelledBy="our-story">
        <div className="split">
          <div className="prose">
            <p className="eyebrow">{about.story.eyebrow}</p>
            <h2 id="our-story">{about.story.heading}</h2>
            {about.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Picture image={about.story.image} sizes="(min-width: 900px) 460px, 92vw" className="rounded-media" />
        </div>
      </Section>

      <Section labelledBy="what-sets-us-apart" tone="alt">
        <SectionHeading id="what-sets-us-apart" title={about.apart.heading} lead={about.apart.paragraph} />
        <ul className="grid grid-3">
          {about.apart.items.map((item) => (
            <li key={item.title}>
              <FeatureCard item={item} />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="our-commitment" tone="brand">
        <SectionHeading id="our-commitment" eyebrow="Our promise" title={about.commitment.heading} />
        <CheckList items={about.commitment.items} className="checklist-columns" />
      </Section>

      <CtaBand cta={about.closingCta} />
    </>
  );
}
