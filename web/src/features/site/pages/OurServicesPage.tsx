import { services, servicesCta, servicesHero } from '@/content/services';
import { CallToActionBlock } from '@/features/site/components/CallToActionBlock';
import { Card, CardGrid, CardMeta, PageHero, Section, pageFrameStyles } from '@/components/ui';

export default function OurServicesPage() {
  return (
    <>
      <PageHero hero={servicesHero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="What we do">
          <CardGrid as="ul">
            {services.map((service) => (
              <Card key={service.id} as="li" id={service.id} title={service.name}>
                <p>{service.summary}</p>
                <ul>
                  {service.includes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <CardMeta>{service.typical}</CardMeta>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <CallToActionBlock cta={servicesCta} />
      </div>
    </>
  );
}
