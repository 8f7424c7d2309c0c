import { usePageMeta } from "../lib/page-meta.ts";
import { CtaBand, Section, SectionHeading } from "../components/blocks.tsx";
import { Hero } from "../components/hero.tsx";
import { faqs } from "../content/faq.ts";
import { faqPage, faqPageMeta } from "../content/copy/faq.ts";

/**
 * Ten questions, the first open, each toggling on its own. Native
 * <details> does exactly that, before and without JavaScript; React leaves
 * the open state to the browser after the first render.
 */
export default function FaqPage() {
  usePageMeta(faqPageMeta);
  return (
    <>
      <Hero heading={faqPage.hero.heading} subheading={faqPage.hero.subheading} image={faqPage.hero.image} />

      <Section labelledBy="faq-intro">
        <SectionHeading id="faq-intro" title={faqPage.intro.heading} lead={faqPage.intro.paragraph} />
        <div className="faq-list">
          {faqs.map((item, index) => (
            <details key={item.question} className="faq-item" open={index === 0 ? true : undefined}>
              <summary>{item.question}</summary>
              <div className="faq-answer">
                <AnswerText text={item.answer} />
              </div>
            </details>
          ))}
        </div>
      </Section>

      <CtaBand cta={faqPage.closingCta} />
    </>
  );
}

/**
 * An answer as the owner typed it (plain text, never markup): a blank line
 * starts a paragraph, and a full https:// address becomes a link.
 */
function AnswerText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>
          {paragraph.split(/(https:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g).map((part, i) =>
            i % 2 === 1 ? (
              <a key={i} href={part} rel="noopener">
                {part.replace(/^https:\/\//, "")}
              </a>
            ) : (
              part
            ),
          )}
        </p>
      ))}
    </>
  );
}
