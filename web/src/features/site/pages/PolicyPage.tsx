import type { Policy } from '@/content/policies';
import { SAMPLE_NOTICE } from '@/content/policies';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { PageHeader, Prose, Section, pageFrameStyles } from '@/components/ui';
import styles from '@/features/site/components/SiteContent.module.css';

/** Privacy policy and terms of service: text-led, a header band without artwork. */
export default function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <>
      <PageHeader
        title={policy.title}
        lead={
          <>
            Last updated <FormattedDate iso={policy.updated} />
          </>
        }
      />
      <div className={pageFrameStyles.pageBody}>
        <Prose>
          <p className={styles.policyNotice} role="note">
            {SAMPLE_NOTICE}
          </p>
          <p>{policy.intro}</p>
        </Prose>
        {policy.sections.map((section) => (
          <Section key={section.heading} variant="plain" title={section.heading}>
            <Prose>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Prose>
          </Section>
        ))}
      </div>
    </>
  );
}
