import { services, servicesCta, servicesHero } from '../../../content/services';
import { CallToActionBlock } from '../components/CallToActionBlock';
import { PageHero, Section } from '../../../components/ui';
import '../components/site.css';

export default function OurServicesPage() {
  return (
    <>
      <PageHero hero={servicesHero} />
      <div className="page-body">
        <Section variant="plain" title="What we do">
          <ul className="card-grid">
            {services.map((service) => (
              <li key={service.id} id={service.id} className="card">
                <h3>{service.name}</h3>
                <p>{service.summary}</p>
                <ul>
                  {service.includes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <p className="card__meta">{service.typical}</p>
              </li>
            ))}
          </ul>
        </Section>
        <CallToActionBlock cta={servicesCta} />
      </div>
    </>
  );
}
