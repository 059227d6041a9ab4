import { Link, useSearchParams } from 'react-router-dom';
import { site } from '@/config/site';
import { contactDetails, contactHero } from '@/content/contact';
import { sendContactMessage } from '@/features/contact/api/sendContactMessage';
import { ContactForm } from '@/features/contact/components/ContactForm';
import { isContactTopic } from '@/lib/model';
import { PageHero, Prose, Section, pageFrameStyles, tapTargetStyles } from '@/components/ui';

export default function ContactPage() {
  // Links such as the donation page's preselect a topic with ?topic=donation.
  const [params] = useSearchParams();
  const topic = params.get('topic');
  return (
    <>
      <PageHero hero={contactHero} />
      <div className={pageFrameStyles.pageBody}>
        <Section variant="plain" title="Send us a message">
          <ContactForm send={sendContactMessage} initialTopic={isContactTopic(topic) ? topic : undefined} />
        </Section>
        <Section variant="plain" title={contactDetails.heading}>
          <Prose>
            <address>
              {contactDetails.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p>
                <a href={`tel:${site.phone.replace(/[^+\d]/g, '')}`} className={tapTargetStyles.lone}>
                  Call {site.phone}
                </a>
              </p>
            </address>
            <p>
              {contactDetails.privacy}{' '}
              <Link to={contactDetails.privacyLink.to}>{contactDetails.privacyLink.label}</Link>
            </p>
          </Prose>
        </Section>
      </div>
    </>
  );
}
