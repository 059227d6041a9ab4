import { Fragment, useId } from 'react';
import { Link } from 'react-router-dom';
import {
  isParagraph,
  plainText,
  type Policy,
  type PolicyBlock,
  type PolicyPart,
  type PolicyText,
} from '@/content/policies/types';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { PageHeader, Prose, Section, pageFrameStyles } from '@/components/ui';
import styles from './PolicyPage.module.css';

const REVISIONS_ID = 'revisions';

/** Words with the links among them (a page of the site, or a section of this one). */
function Text({ text }: { text: PolicyText }) {
  if (typeof text === 'string') return text;
  return text.map((piece, index) =>
    typeof piece === 'string' ? (
      <Fragment key={index}>{piece}</Fragment>
    ) : (
      <Link key={index} to={piece.to}>
        {piece.label}
      </Link>
    ),
  );
}

function Block({ block }: { block: PolicyBlock }) {
  if (isParagraph(block)) {
    return (
      <p>
        <Text text={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul>
        {block.list.map((item) => (
          <li key={plainText(item)}>
            <Text text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <dl className={styles.facts}>
      {block.facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>
            <Text text={fact.text} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const Blocks = ({ blocks }: { blocks: readonly PolicyBlock[] }) =>
  blocks.map((block, index) => <Block key={index} block={block} />);

/** Links to sections of the page, each a 44 px tap target (PolicyPage.module.css). */
function JumpLinks({
  entries,
  className,
}: {
  entries: readonly { id: string; heading: string }[];
  className: string | undefined;
}) {
  return (
    <ol className={className}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link to={`#${entry.id}`}>{entry.heading}</Link>
        </li>
      ))}
    </ol>
  );
}

function Part({ part }: { part: PolicyPart }) {
  const headingId = useId();
  return (
    <section id={part.id} aria-labelledby={headingId} className={styles.part}>
      <h3 id={headingId}>{part.heading}</h3>
      <Blocks blocks={part.blocks} />
    </section>
  );
}

/** The newest revision date is the page's "Last updated". */
export default function PolicyPage({ policy }: { policy: Policy }) {
  const contentsId = useId();
  const contents = [...policy.sections, { id: REVISIONS_ID, heading: 'Revision history' }];
  return (
    <>
      <PageHeader
        title={policy.title}
        lead={
          <>
            Last updated <FormattedDate iso={policy.revisions[0].date} />
          </>
        }
      />
      <div className={pageFrameStyles.pageBody}>
        <Prose>
          <p>
            <Text text={policy.intro} />
          </p>
        </Prose>
        <nav aria-labelledby={contentsId} className={styles.contents}>
          <h2 id={contentsId}>Contents</h2>
          <JumpLinks entries={contents} className={styles.contentsList} />
        </nav>
        {policy.sections.map((section) => (
          <Section key={section.id} variant="plain" id={section.id} title={section.heading}>
            <Prose>
              <Blocks blocks={section.blocks} />
              {section.parts && (
                <>
                  <JumpLinks entries={section.parts} className={styles.partLinks} />
                  {section.parts.map((part) => (
                    <Part key={part.id} part={part} />
                  ))}
                </>
              )}
            </Prose>
          </Section>
        ))}
        <Section variant="plain" id={REVISIONS_ID} title="Revision history">
          <Prose>
            <dl className={styles.facts}>
              {policy.revisions.map((revision) => (
                <div key={revision.date}>
                  <dt>
                    <FormattedDate iso={revision.date} />
                  </dt>
                  <dd>{revision.summary}</dd>
                </div>
              ))}
            </dl>
          </Prose>
        </Section>
      </div>
    </>
  );
}
