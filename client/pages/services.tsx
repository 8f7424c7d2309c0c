import { usePageMeta } from "../lib/page-meta.ts";
import { CtaBand, ProcessSteps, Section, SectionHeading, ServiceCard } from "../components/blocks.tsx";
import { Hero } from "../components/hero.tsx";
import { servicesOverview, servicesOverviewMeta } from "../content/copy/services-overview.ts";
import { generalProcess } from "../content/process.ts";
import { serviceCatalog } from "../content/service-catalog.ts";

export default function ServicesPage() {
  usePageMeta(servicesOverviewMeta);
  return (
    <>
      <Hero
        heading={servicesOverview.hero.heading}
        subheading={servicesOverview.hero.subheading}
        image={servicesOverview.hero.image}
      />

      <Section labelledBy="all-services">
        <SectionHeading id="all-services" title={servicesOverview.intro.heading} lead={servicesOverview.intro.paragraph} />
        <div className="grid grid-3">
          {serviceCatalog.map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </div>
      </Section>

      <Section labelledBy="our-process" tone="alt">
        <SectionHeading id="our-process" eyebrow="Six steps" title={servicesOverview.process.heading} lead={servicesOverview.process.paragraph} />
        <ProcessSteps steps={generalProcess} />
      </Section>

      <CtaBand cta={servicesOverview.closingCta} />
    </>
  );
}
