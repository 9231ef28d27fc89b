/**
 * The admin's "AI structure" helper: a Markdown outline built on the device from the keywords of a
 * prompt. No network, no randomness: the same prompt always gives the same outline.
 */

const STOP_WORDS = new Set(
  `a about after all also an and any are as at be been before but by can could do for from get go going
  had has have how i if in into is it its just like make me more most my need of on or our over plan
  post should so some story than that the their them then there these they this to trip travel up us
  want was we what when where which while who why will with write you your days day week weeks`.split(/\s+/),
);

/** Themed sections added when a prompt mentions one of their words. */
const THEMES: { words: string[]; heading: string; points: string[] }[] = [
  {
    words: [
      'food',
      'eat',
      'eating',
      'cuisine',
      'restaurant',
      'restaurants',
      'street',
      'market',
      'markets',
      'dishes',
      'coffee',
      'wine',
    ],
    heading: 'What to Eat and Where',
    points: ['Dishes worth crossing town for', 'Markets and street stalls', 'Ordering like a local'],
  },
  {
    words: [
      'hike',
      'hiking',
      'trek',
      'trekking',
      'climb',
      'climbing',
      'dive',
      'diving',
      'surf',
      'surfing',
      'kayak',
      'adventure',
      'trail',
      'trails',
    ],
    heading: 'The Route',
    points: ['Distance, difficulty and timing', 'Gear that earned its place', 'Safety notes'],
  },
  {
    words: ['budget', 'cheap', 'backpacking', 'backpack', 'hostel', 'hostels', 'affordable', 'money'],
    heading: 'Costs at a Glance',
    points: ['Daily budget breakdown', 'Where to save', 'Where it is worth spending'],
  },
  {
    words: ['family', 'kids', 'children', 'toddler', 'toddlers'],
    heading: 'Travelling with Kids',
    points: ['Child-friendly stops', 'Keeping the pace gentle', 'What to pack for little ones'],
  },
  {
    words: ['photo', 'photos', 'photography', 'camera', 'sunrise', 'sunset'],
    heading: 'Best Photo Spots',
    points: ['Golden-hour locations', 'Camera settings that worked', 'Respectful street photography'],
  },
  {
    words: ['luxury', 'spa', 'resort', 'boutique', 'villa'],
    heading: 'Where to Stay in Style',
    points: ['Stays worth the splurge', 'Little luxuries on a normal budget'],
  },
  {
    words: ['solo', 'alone', 'myself'],
    heading: 'Going Solo',
    points: ['Meeting people on the road', 'Staying safe', 'Enjoying your own company'],
  },
  {
    words: ['culture', 'cultural', 'temple', 'temples', 'museum', 'museums', 'history', 'festival', 'traditions'],
    heading: 'Culture and Customs',
    points: ['Places that tell the story', 'Etiquette to know before you go', 'Festivals and seasons'],
  },
  {
    words: ['wellness', 'yoga', 'retreat', 'relax', 'mindful', 'slow'],
    heading: 'Slowing Down',
    points: ['Rest days that recharge', 'Wellness experiences worth booking'],
  },
];

function titleCase(words: string[]): string {
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** The prompt's meaningful words in order of first appearance, lower-cased and without repeats. */
export function promptKeywords(prompt: string): string[] {
  const words = prompt.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const keywords = words
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ''))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
  return [...new Set(keywords)];
}

export interface Outline {
  title: string;
  content: string;
}

export class EmptyPromptError extends Error {
  constructor() {
    super('Describe the story you want to write first.');
    this.name = 'EmptyPromptError';
  }
}

/** Builds a titled Markdown outline from a prompt; throws `EmptyPromptError` when it has no keywords. */
export function generateOutline(prompt: string): Outline {
  const keywords = promptKeywords(prompt);
  if (keywords.length === 0) throw new EmptyPromptError();

  const topic = titleCase(keywords.slice(0, 4));
  const themes = THEMES.filter((theme) => theme.words.some((word) => keywords.includes(word)));
  const sections: [string, string[]][] = [
    ['Introduction', [`Why ${topic} belongs on your list`, 'The moment that made this trip memorable']],
    ['Getting There and Around', ['Best time to visit', 'Transport options and rough costs']],
    ...themes.map((theme): [string, string[]] => [theme.heading, theme.points]),
    ...keywords
      .slice(0, 3)
      .map((keyword): [string, string[]] => [
        titleCase([keyword]),
        [`What to know about ${keyword}`, 'A personal highlight', 'A practical tip'],
      ]),
    ['Where to Stay', ['Neighbourhoods to base yourself in', 'Options for every budget']],
    ['Final Thoughts', ['What I would do differently', 'Who will love this trip']],
  ];

  const content = sections
    .map(([heading, points]) => `## ${heading}\n\n${points.map((point) => `- ${point}`).join('\n')}`)
    .join('\n\n');
  return { title: `${topic}: A Travel Story`, content: `${content}\n` };
}
