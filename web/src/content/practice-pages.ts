import practicesArt from '@/assets/images/hero-practices.jpg?responsive';
import { site } from '@/config/site';
import { BMA_SECTION_ID, practiceMenu, practiceSummaries, type PracticeSlug } from '@/config/practices';
import { callToAction } from './call-to-action';
import type { CallToAction, Hero } from './types';

/** A part of a practice page with its own heading (the Booster Marketing section uses it). */
export interface PracticeSection {
  id: string;
  heading: string;
  body: string;
  offers: string[];
}

export interface PracticePage {
  hero: Hero;
  /** Who the practice serves and why it exists. */
  intro: string[];
  offers: string[];
  audience: string;
  sections?: PracticeSection[];
  cta: CallToAction;
}

function titleOf(slug: PracticeSlug): string {
  return practiceMenu.find((entry) => entry.slug === slug)?.menuTitle ?? slug;
}

function hero(slug: PracticeSlug): Hero {
  return {
    eyebrow: 'VOA Practices',
    title: titleOf(slug),
    lead: practiceSummaries[slug],
    image: practicesArt,
    alt: '',
  };
}

const cta = (heading: string, body: string, label = 'Start a conversation'): CallToAction =>
  callToAction(heading, body, label);

/** The copy of the fourteen practice pages. */
export const practicePages: Record<PracticeSlug, PracticePage> = {
  events: {
    hero: hero('events'),
    intro: [
      `Practice Events are where the Voices of Africa community writes together. Each season ${site.name} hosts readings, craft workshops and small salons, in person in ${site.headquarters} and online for members across the diaspora.`,
      'Every event is built around doing: you leave with pages drafted, edited or read aloud, and with people who will ask how the next chapter is going.',
    ],
    offers: [
      'Monthly craft workshops on structure, dialogue, revision and voice',
      'Open readings where members share work in progress with a warm audience',
      'Grant-writing clinics before major funding deadlines',
      'Private events and retreats designed for your organisation or writing group',
    ],
    audience: 'Members of Voices of Africa, writing groups, libraries and community organisations.',
    cta: cta(
      'Bring a workshop to your community',
      'Tell us who will be in the room and what they want to write; we will shape a session around them.',
    ),
  },
  'arts-entertainment': {
    hero: hero('arts-entertainment'),
    intro: [
      'Artists are asked to explain their work in a hundred small documents: bios, grant statements, press releases, programme notes. We write them with you, so they sound like you on your best day.',
      'Our editors have worked with musicians, choreographers, filmmakers and visual artists from Lagos to Newark, and we understand both the art and the gatekeepers who read about it.',
    ],
    offers: [
      'Artist bios and statements in three lengths: one line, one paragraph, one page',
      'Press kits, liner notes and exhibition or programme texts',
      'Festival, residency and arts-council applications',
      'Scripts, treatments and pitch documents for film and stage',
    ],
    audience: 'Independent artists, collectives, galleries, promoters and cultural festivals.',
    sections: [
      {
        id: BMA_SECTION_ID,
        heading: 'Booster Marketing & Advertising',
        body: 'Booster Marketing & Advertising is our campaign service for creative releases: a book launch, an album, a tour or an exhibition. We plan the story, write every word of the campaign and keep the voice consistent from the first teaser to the last thank-you.',
        offers: [
          'A campaign plan with key messages, timeline and channels',
          'Launch copy: announcements, newsletters, landing pages and social posts',
          'Advertising copy and short scripts for audio and video spots',
          'Media pitches and interview preparation',
        ],
      },
    ],
    cta: cta(
      'Plan your next release with us',
      'Send us a link to your work and your date; we will reply with a first outline of what we would write.',
    ),
  },
  business: {
    hero: hero('business'),
    intro: [
      'Founders tell us the hardest thing to write is the thing they know best: why their company exists. We help African and diaspora-led businesses say it clearly to investors, partners and customers.',
      'We read your numbers as carefully as your prose, so the plan and the story agree.',
    ],
    offers: [
      'Business plans and executive summaries',
      'Pitch-deck narratives and speaker notes',
      'Website copy, capability statements and case studies',
      'Founder stories and company histories',
    ],
    audience: 'Founders, small businesses, cooperatives and the organisations that support them.',
    cta: cta(
      'Tell us about your business',
      'A short call is enough to see which document would move you forward fastest.',
    ),
  },
  'career-development': {
    hero: hero('career-development'),
    intro: [
      'A career change, a first job in a new country, an application to graduate school: each one begins with a document that has to carry a whole life in two pages.',
      'We work with you, not for you, so that you can speak to every line in an interview.',
    ],
    offers: [
      'CVs and résumés for US, UK and international formats',
      'Cover letters and personal statements',
      'LinkedIn profiles and professional bios',
      'Coaching sessions on telling your story in interviews',
    ],
    audience: 'Graduates, career changers, returning professionals and newcomers to the US job market.',
    cta: cta(
      'Book a career writing session',
      'Share your current CV and the role you want; we will suggest where to begin.',
      'Book a session',
    ),
  },
  education: {
    hero: hero('education'),
    intro: [
      'Learners engage when they see themselves in the material. We write and edit educational content that is accurate, accessible and rooted in African and diaspora histories and experiences.',
    ],
    offers: [
      'Curriculum units, lesson plans and study guides',
      'Reading lists and teacher notes for African and diaspora literature',
      'School and university communications for families and alumni',
      'Editing of textbooks, theses and dissertations',
    ],
    audience: 'Teachers, schools, universities, tutoring programmes and education nonprofits.',
    cta: cta(
      'Build learning materials with us',
      'Tell us the age group and subject; we will send sample pages in the style you need.',
    ),
  },
  'emotional-health-wellbeing': {
    hero: hero('emotional-health-wellbeing'),
    intro: [
      'Writing about mental health asks for care. Words can open a door or close it, especially in communities where stigma still keeps people silent.',
      'We write and edit with clinicians, peer supporters and people with lived experience, and we follow recognised guidance on safe messaging.',
    ],
    offers: [
      'Patient and family information in plain, stigma-free language',
      'Workshop materials and facilitator guides for support groups',
      'Memoir and personal-essay coaching on difficult experiences',
      'Campaigns for wellbeing charities and faith communities',
    ],
    audience: 'Clinics, counsellors, wellbeing charities, faith and community groups, and writers.',
    cta: cta(
      'Talk to us about wellbeing writing',
      'We will listen first, then suggest an approach that protects your readers.',
    ),
  },
  'energy-sustainability': {
    hero: hero('energy-sustainability'),
    intro: [
      'Climate and energy work is technical, and the people it affects deserve to understand it. We turn data-heavy projects into documents that funders trust and communities can use.',
    ],
    offers: [
      'Grant proposals for clean-energy and climate-resilience projects',
      'Sustainability and impact reports',
      'Community briefings, FAQs and consultation materials',
      'Editing of research summaries and policy papers',
    ],
    audience: 'Renewable-energy developers, environmental nonprofits, researchers and local governments.',
    cta: cta(
      'Make your climate work readable',
      'Send a draft report or a funding call, and we will show you what we would change.',
    ),
  },
  'finance-accounting': {
    hero: hero('finance-accounting'),
    intro: [
      'Money is personal, and financial writing often forgets that. We help firms and nonprofits explain numbers honestly and simply, without losing precision.',
    ],
    offers: [
      'Annual reports and letters to shareholders or donors',
      'Plain-language financial education for savings groups and credit unions',
      'Proposals and capability statements for accounting firms',
      'Editing of audit summaries and board papers',
    ],
    audience: 'Accounting firms, credit unions, investment clubs, savings circles and nonprofit finance teams.',
    cta: cta(
      'Explain your numbers clearly',
      'We will review one document free of charge and suggest the changes that matter most.',
    ),
  },
  'health-fitness': {
    hero: hero('health-fitness'),
    intro: [
      'Good health advice meets people where they are. We write programme guides and campaigns that respect different bodies, cultures, foods and schedules.',
    ],
    offers: [
      'Programme guides and coaching scripts for trainers',
      'Nutrition content that includes the foods our communities actually cook',
      'Health-campaign copy for community centres and gyms',
      'Editing of wellness books and course materials',
    ],
    audience: 'Trainers, gyms, community health workers and wellness entrepreneurs.',
    cta: cta('Write a programme people will follow', 'Tell us who you coach and we will outline the guide they need.'),
  },
  'human-resources': {
    hero: hero('human-resources'),
    intro: [
      'Policies only work when people read and understand them. We write HR documents that are fair, inclusive and clear, so that every employee knows where they stand.',
    ],
    offers: [
      'Employee handbooks and onboarding guides',
      'Inclusive job descriptions and recruitment campaigns',
      'Diversity, equity and inclusion policies and reports',
      'Internal communications during change',
    ],
    audience: 'HR teams, small employers, nonprofits and recruitment agencies.',
    cta: cta(
      'Review your handbook with us',
      'Send us one policy; we will return it rewritten and explain every change.',
    ),
  },
  'legal-social-impact': {
    hero: hero('legal-social-impact'),
    intro: [
      'Legal and advocacy organisations carry complex information to people who need it urgently. We write it in plain language, and we show funders the difference your work makes.',
      'We do not give legal advice; we work alongside your lawyers and advocates to make their knowledge usable.',
    ],
    offers: [
      'Know-your-rights guides and plain-language legal information',
      'Impact reports and case stories told with consent and care',
      'Policy briefs and testimony for public hearings',
      'Grant proposals for legal aid and social-justice programmes',
    ],
    audience: 'Legal-aid clinics, immigration and housing advocates, foundations and social enterprises.',
    cta: cta('Make your impact legible', 'Tell us what your organisation does and who needs to hear it.'),
  },
  technology: {
    hero: hero('technology'),
    intro: [
      'Great technology deserves documentation that is just as good. Our editors read code, sit in product meetings and write for both engineers and the people they build for.',
    ],
    offers: [
      'Developer documentation, tutorials and API references',
      'Product copy, onboarding flows and help centres',
      'White papers and technical thought leadership',
      'Accessibility and inclusive-language reviews of interfaces',
    ],
    audience: 'Start-ups, product teams, open-source projects and technology nonprofits.',
    cta: cta(
      'Improve your documentation',
      'Point us to your docs or product; we will send a short review of quick wins.',
    ),
  },
  'writing-storytelling': {
    hero: hero('writing-storytelling'),
    intro: [
      'This is where we began: helping writers tell the stories that were not being told. Whether you are drafting a first novel or a family memoir, we meet your story with curiosity and rigour.',
    ],
    offers: [
      'Developmental editing of novels, memoirs and story collections',
      'Manuscript assessments with a clear revision plan',
      'One-to-one coaching and accountability for drafting',
      'Query letters and synopses for agents and publishers',
    ],
    audience: 'New and experienced writers of fiction, memoir and creative non-fiction.',
    cta: cta('Tell us about your manuscript', 'Share your word count, genre and where you feel stuck.'),
  },
  medical: {
    hero: hero('medical'),
    intro: [
      'VOA Med is our medical-writing practice. Health information decides real outcomes, and too much of it is written without the people it is meant to reach.',
      'Our medical writers work with clinicians and reviewers to make research and care instructions accurate, readable and culturally aware.',
    ],
    offers: [
      'Patient education leaflets tested for readability',
      'Health-equity reports and community health needs assessments',
      'Research summaries, abstracts and manuscript editing',
      'Grant proposals for clinics and public-health programmes',
    ],
    audience: 'Clinics, hospitals, researchers, public-health departments and health nonprofits.',
    cta: cta('Work with VOA Med', 'Tell us about your audience and your deadline; a medical writer will reply.'),
  },
};
