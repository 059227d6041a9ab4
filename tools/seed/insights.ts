import type { InsightKind } from '#shared/model/index.ts';

/** The company's insight items as the seed writes them (insights/{id}); admins edit them from then on. */
export interface SeedInsight {
  id: string;
  title: string;
  /** The story's day (YYYY-MM-DD, tools/seed/story.ts). */
  date: string;
  byline: string;
  summary: string;
  body: string[];
  tags: string[];
}

export const insightItems: Record<InsightKind, SeedInsight[]> = {
  news: [
    {
      id: 'lagos-festival-2026',
      title: 'Our voices on the poetry stage in Lagos',
      date: '2026-11-12',
      byline: 'Yusuf Abdi',
      summary: 'Six members read at the Lagos Book and Art Festival, and two aunties ran a memoir workshop.',
      body: [
        'Six Voices of Africa members read new work on the festival’s poetry stage at Freedom Park, three of them for the first time in front of an audience. Our aunties’ memoir workshop filled every seat on Saturday morning.',
        'The photographs are in the community’s album, and the readers’ pieces will appear on the blog over the coming weeks.',
      ],
      tags: ['Voices of Africa', 'Events'],
    },
    {
      id: 'mentoring-circles-2026',
      title: 'New mentoring circles: every new voice paired with an auntie',
      date: '2026-09-07',
      byline: 'Yusuf Abdi',
      summary: 'Circles of four writers and one auntie, meeting online twice a month for six months.',
      body: [
        'Members who joined this year are now in mentoring circles: four writers and one auntie, meeting online twice a month for six months, with a peer reader for each manuscript.',
        'Members who would like to join a circle, or to lead one as an auntie, can write to us through the contact page.',
      ],
      tags: ['Voices of Africa', 'Mentoring'],
    },
    {
      id: 'nairobi-retreat-2026',
      title: 'Eleven writers for the Nairobi writing retreat',
      date: '2026-05-18',
      byline: 'Yusuf Abdi',
      summary: 'Five days of drafting and editing in Karen, with our aunties as editors.',
      body: [
        'Eleven members were chosen from the applications for our first writing retreat: five days in Karen, Nairobi, of morning drafting, one-to-one editing with an auntie and readings every evening.',
        'Travel and lodging are covered by the community fund, which part of every editing fee pays into.',
      ],
      tags: ['Voices of Africa', 'Retreat'],
    },
    {
      id: 'first-anthology-2026',
      title: 'Our first anthology is published',
      date: '2026-03-24',
      byline: 'Efua Asante',
      summary: 'Twelve stories by Voices of Africa members, chosen from forty submissions and launched in Accra.',
      body: [
        'The anthology gathers twelve stories by members in six countries, chosen from forty submissions by the editorial committee and edited with their writers over a year.',
        'We launched it with a reading in Osu, Accra. Copies are in the members’ library, and each contributor is paid from the sales.',
      ],
      tags: ['Voices of Africa', 'Publishing'],
    },
    {
      id: 'editing-hours-2025',
      title: 'Free editing hours for first-time authors',
      date: '2025-02-10',
      byline: 'Adaeze Okafor-Bennett',
      summary: 'Two hundred hours of developmental editing this year, awarded through Voices of Africa.',
      body: [
        'As every year, we set aside editing hours for first-time authors who could not otherwise afford an editor. This year there are two hundred, awarded by a panel of aunties to members with a finished draft.',
      ],
      tags: ['Editing', 'Voices of Africa'],
    },
    {
      id: 'banned-books-list-2024',
      title: 'Members can now propose banned books for our list',
      date: '2024-09-23',
      byline: 'Voices of Africa',
      summary:
        'Our list of banned and challenged African books takes members’ proposals, checked against their sources.',
      body: [
        'Members can propose a book for the banned-books list, with the reason it was banned and a source. Our editors check each proposal against its source before it is listed.',
      ],
      tags: ['Banned books', 'Community'],
    },
    {
      id: 'spring-workshops-2023',
      title: 'A season of revision workshops opens',
      date: '2023-03-06',
      byline: 'Yusuf Abdi',
      summary: 'Eight craft workshops, two open readings and a grant clinic, in person and online.',
      body: [
        `This season's workshops focus on revision: how to read your own draft like an editor. Sessions run on Saturday mornings in Montclair, New Jersey and are streamed for members abroad.`,
        'Places are free for Voices of Africa members and limited to twenty per session so that everyone gets feedback.',
      ],
      tags: ['Voices of Africa', 'Workshops'],
    },
    {
      id: 'voa-med-launch',
      title: 'VOA Med: a medical-writing practice',
      date: '2023-01-17',
      byline: 'Adaeze Okafor-Bennett',
      summary: 'Patient education and health-equity writing, with clinicians as reviewers.',
      body: [
        'After three years of writing health materials for community clinics, we are giving that work a name and a team. VOA Med writes patient information, research summaries and grant proposals for health programmes.',
        'Every document is reviewed by a clinician and tested with readers from the community it serves.',
      ],
      tags: ['Practices', 'Health'],
    },
    {
      id: 'library-milestone',
      title: 'The members’ library passes 1,000 books',
      date: '2022-11-02',
      byline: 'Voices of Africa',
      summary: 'Donated by members, catalogued by volunteers, lent across three states.',
      body: [
        'Our shared library began with a shelf of books in our office. It now holds more than a thousand titles by African and diaspora writers, including many banned or challenged in US schools.',
      ],
      tags: ['Library', 'Community'],
    },
  ],
  'writing-samples': [
    {
      id: 'literacy-case-statement',
      title: 'Case statement for a family-literacy programme',
      date: '2022-09-12',
      byline: 'Kwame Mensah-Hart',
      summary: 'Opening of a funding case for evening reading classes for parents.',
      body: [
        '“When Mrs. Adeyemi read her daughter a bedtime story for the first time, it was in a language she had learned at forty-one. Our programme exists for that evening, and for the three hundred families still waiting for it.”',
      ],
      tags: ['Grant writing', 'Education'],
    },
    {
      id: 'memoir-opening',
      title: 'Memoir opening, after developmental editing',
      date: '2022-06-30',
      byline: 'Edited by Tendai Moyo',
      summary: 'The first lines of a memoir about leaving Harare, restructured around a single object.',
      body: [
        '“My grandmother’s radio went everywhere with her, even to the fields, tuned to a station that played only hymns and the news. When I left, she gave it to me and said: now you will know what time it is at home.”',
      ],
      tags: ['Memoir', 'Developmental editing'],
    },
    {
      id: 'product-onboarding',
      title: 'Onboarding copy for a mobile savings app',
      date: '2022-03-08',
      byline: 'Amara Diallo',
      summary: 'Plain-language onboarding for a savings-circle app used by West African traders.',
      body: [
        '“Your circle, on your phone. Everyone pays in on the same day, and everyone can see who has paid. When it is your turn, the money is yours, with no fees and no surprises.”',
      ],
      tags: ['Technology', 'Content strategy'],
    },
  ],
  proposals: [
    {
      id: 'logic-model',
      title: 'The logic model is a story, too',
      date: '2023-02-14',
      byline: 'Kwame Mensah-Hart',
      summary: 'Why we write the narrative and the logic model together, not one after the other.',
      body: [
        'Reviewers read the logic model to check that the narrative is honest. If the story promises transformation and the outputs list four workshops, the mismatch costs points.',
        'We draft both side by side: every claim in the narrative points to an activity, an output and a measure.',
      ],
      tags: ['Grant writing'],
    },
    {
      id: 'capacity-building-proposal',
      title: 'Capacity-building proposal for a diaspora arts collective',
      date: '2022-10-03',
      byline: 'Sankofa Editorial',
      summary: 'Executive summary of a two-year proposal for administrative staff and training.',
      body: [
        'The collective asks for support over two years to hire its first part-time administrator, train eight artist-members in financial management and build a reserve fund, so that its programming no longer depends on volunteer hours alone.',
      ],
      tags: ['Arts', 'Capacity building'],
    },
  ],
  creative: [
    {
      id: 'harmattan',
      title: 'Harmattan, New Jersey',
      date: '2023-01-20',
      byline: 'A Voices of Africa member',
      summary: 'A short poem about the first winter after moving from Kano.',
      body: [
        'The air here is dry in a different way. / It does not bring dust from the desert, / only the quiet of snow, / and my mother’s voice asking, on the phone, / if I have found a good pot yet.',
      ],
      tags: ['Poetry'],
    },
    {
      id: 'braids',
      title: 'Eleven hours',
      date: '2022-08-15',
      byline: 'A Voices of Africa member',
      summary: 'Flash fiction set in a braiding salon on a Saturday.',
      body: [
        'By the fourth hour the salon had settled two marriages, one inheritance dispute and the question of whether jollof should ever contain carrots. By the eleventh, my hair was done and I knew more about my aunt than in thirty years.',
      ],
      tags: ['Flash fiction'],
    },
  ],
  articles: [
    {
      id: 'anthology-style-sheet',
      title: 'One style sheet, twelve Englishes',
      date: '2026-04-20',
      byline: 'Nia Thompson',
      summary: 'How we copyedited an anthology whose writers spell, punctuate and speak differently, on purpose.',
      body: [
        'The anthology’s twelve writers live in six countries. We kept one style sheet per story, not one for the book: a Kenyan writer’s “matatu” is not italicised, a Nigerian writer’s dialogue keeps its “abi”.',
        'What the book shares is only what a reader needs to move between the stories: the layout of dialogue, the dashes, the notes.',
      ],
      tags: ['Copyediting', 'Language'],
    },
    {
      id: 'dialect-not-error',
      title: 'A dialect is not an error',
      date: '2023-02-01',
      byline: 'Nia Thompson',
      summary: 'How we copyedit dialogue and narration written in African and Caribbean Englishes.',
      body: [
        'A copyeditor’s first job is to understand what the writer meant. When a character says “I’m coming” as she leaves the room, in Nigerian English that means she will be right back. Changing it would change her.',
        'We keep a style sheet of each author’s choices, query anything that may confuse the intended reader, and never standardise by default.',
      ],
      tags: ['Copyediting', 'Language'],
    },
    {
      id: 'editorial-letter',
      title: 'What to expect from an editorial letter',
      date: '2022-11-21',
      byline: 'Adaeze Okafor-Bennett',
      summary: 'A developmental edit, explained, so the first one is not a shock.',
      body: [
        'An editorial letter is long, usually ten to twenty pages, and it starts with what works. Then it names the few changes that would make the biggest difference, in order.',
        'Read it twice, a few days apart. Then call us: the conversation is part of the edit.',
      ],
      tags: ['Developmental editing'],
    },
  ],
  press: [
    {
      id: 'local-paper-2023',
      title: 'Local editors build a home for diaspora writers',
      date: '2023-03-22',
      byline: 'The Watchung Avenue Weekly',
      summary: 'A profile of the company and the Voices of Africa workshops.',
      body: [
        '“On a Saturday morning, twenty writers sit around tables pushed together, reading each other’s pages aloud. Some have published books; some are writing their first paragraph.”',
      ],
      tags: ['Profile'],
    },
    {
      id: 'radio-2022',
      title: 'Radio interview: writing grants that sound like you',
      date: '2022-07-09',
      byline: 'Ujamaa Radio Hour, Newark',
      summary: 'Kwame Mensah-Hart on why small organisations should not imitate big ones.',
      body: [
        '“Funders read hundreds of applications that all sound the same. The small organisation that writes plainly about the people it serves is the one they remember.”',
      ],
      tags: ['Interview', 'Grant writing'],
    },
  ],
};
