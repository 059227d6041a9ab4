import type { Policy } from '../../../content/policies';
import { SAMPLE_NOTICE } from '../../../content/policies';
import { FormattedDate } from '../../../components/ui/FormattedDate';
import '../components/site.css';
import { Section } from '../../../components/ui';

/** Privacy policy and terms of service: text-led, no hero image. */
export default function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <div className="page-body">
      <div className="prose">
        <h1>{policy.title}</h1>
        <p className="card__meta">
          Last updated <FormattedDate iso={policy.updated} />
        </p>
        <p className="policy-notice" role="note">
          {SAMPLE_NOTICE}
        </p>
        <p>{policy.intro}</p>
      </div>
      {policy.sections.map((section) => (
        <Section key={section.heading} variant="plain" title={section.heading}>
          <div className="prose">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Section>
      ))}
    </div>
  );
}
