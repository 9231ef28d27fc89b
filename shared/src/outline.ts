import type { Category } from './categories';
import { TITLE_MAX_LENGTH } from './limits';

/** The admin's "AI structure" helper: built on the device, no network, no randomness, so a prompt always gives the same outline. */

const STOP_WORDS = new Set(
  `a about after all also an and any are as at be been before but by can could do for from get go going
  had has have how i if in into is it its just like make me more most my need of on or our over plan
  post should so some story than that the their them then there these they this to trip travel up us
  want was we what when where which while who why will with write you your days day week weeks
  one two three four five six seven eight nine ten first second third please create draft article`.split(/\s+/),
);

const THEMES: { words: string[]; postType: Category; heading: string; points: string[] }[] = [
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
    postType: 'food',
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
    postType: 'adventure',
    heading: 'The Route',
    points: ['Distance, difficulty and timing', 'Gear that earned its place', 'Safety notes'],
  },
  {
    words: ['budget', 'cheap', 'backpacking', 'backpack', 'hostel', 'hostels', 'affordable', 'money'],
    postType: 'budget',
    heading: 'Costs at a Glance',
    points: ['Daily budget breakdown', 'Where to save', 'Where it is worth spending'],
  },
  {
    words: ['family', 'kids', 'children', 'toddler', 'toddlers'],
    postType: 'family',
    heading: 'Travelling with Kids',
    points: ['Child-friendly stops', 'Keeping the pace gentle', 'What to pack for little ones'],
  },
  {
    words: ['photo', 'photos', 'photography', 'camera', 'sunrise', 'sunset'],
    postType: 'photography',
    heading: 'Best Photo Spots',
    points: ['Golden-hour locations', 'Camera settings that worked', 'Respectful street photography'],
  },
  {
    words: ['luxury', 'spa', 'resort', 'boutique', 'villa'],
    postType: 'luxury',
    heading: 'Where to Stay in Style',
    points: ['Stays worth the splurge', 'Little luxuries on a normal budget'],
  },
  {
    words: ['solo', 'alone', 'myself'],
    postType: 'solo',
    heading: 'Going Solo',
    points: ['Meeting people on the road', 'Staying safe', 'Enjoying your own company'],
  },
  {
    words: ['culture', 'cultural', 'temple', 'temples', 'museum', 'museums', 'history', 'festival', 'traditions'],
    postType: 'cultural',
    heading: 'Culture and Customs',
    points: ['Places that tell the story', 'Etiquette to know before you go', 'Festivals and seasons'],
  },
  {
    words: ['wellness', 'yoga', 'retreat', 'relax', 'mindful', 'slow'],
    postType: 'wellness',
    heading: 'Slowing Down',
    points: ['Rest days that recharge', 'Wellness experiences worth booking'],
  },
];

const TYPE_HINTS: { words: string[]; postType: Category }[] = [
  { words: ['guide', 'itinerary', 'how', 'best', 'top', 'things', 'essentials'], postType: 'guide' },
  { words: ['tips', 'tip', 'hacks', 'packing', 'mistakes', 'advice'], postType: 'tips' },
  { words: ['lifestyle', 'nomad', 'remote', 'living', 'home'], postType: 'lifestyle' },
];

/** Inside one place name: "Bay of Kotor", "Rio de Janeiro". */
const CONNECTORS = new Set(['of', 'de', 'del', 'da', 'di', 'du', 'la', 'le', 'el', 'los', 'las']);
const SMALL_WORDS = new Set('a an and as at but by for from in into nor of on or the to with'.split(' '));
const LEAD_IN =
  /^(?:please\s+)?(?:(?:i\s+(?:want|would\s+like)\s+to|let'?s)\s+)?(?:write|create|draft)\b(?:\s+(?:a|an|my|the)\b)?(?:\s+(?:travel|blog|short|long)\b)*(?:\s+(?:post|story|article|piece)\b)?(?:\s+(?:about|on)\b)?\s*/i;

const WORD = /[\p{L}\p{N}'’-]+/gu;
const isSignalWord = (word: string) =>
  STOP_WORDS.has(word) ||
  THEMES.some((theme) => theme.words.includes(word)) ||
  TYPE_HINTS.some((hint) => hint.words.includes(word));

function titleCase(words: string[]): string {
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

export function promptKeywords(prompt: string): string[] {
  const words = prompt.toLowerCase().match(WORD) ?? [];
  const keywords = words
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ''))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
  return [...new Set(keywords)];
}

export function promptPlaces(prompt: string): string[] {
  const places: string[] = [];
  let current: string[] = [];
  const close = () => {
    while (current.length > 0 && CONNECTORS.has(current.at(-1)!)) current.pop();
    if (current.length > 0) places.push(current.join(' '));
    current = [];
  };
  // A place name never runs across punctuation: "Kyoto, Kyoto temples" names Kyoto once.
  for (const clause of prompt.split(/[.,;:!?()]+/)) {
    for (const word of clause.match(WORD) ?? []) {
      const capitalised = /^\p{Lu}/u.test(word) && !isSignalWord(word.toLowerCase());
      if (capitalised) current.push(word);
      else if (current.length > 0 && CONNECTORS.has(word)) current.push(word);
      else close();
    }
    close();
  }
  return [...new Set(places)];
}

export function guessPostType(prompt: string, places = promptPlaces(prompt)): Category {
  const words = prompt.toLowerCase().match(WORD) ?? [];
  const candidates = [...THEMES, ...TYPE_HINTS].map((signal) => ({
    postType: signal.postType,
    hits: words.filter((word) => signal.words.includes(word)).length,
    first: words.findIndex((word) => signal.words.includes(word)),
  }));
  const best = candidates.filter((candidate) => candidate.hits > 0).sort((a, b) => b.hits - a.hits || a.first - b.first)[0];
  return best?.postType ?? (places.length > 0 ? 'guide' : 'lifestyle');
}

function headline(prompt: string): string {
  const words = prompt
    .replace(LEAD_IN, '')
    .replace(/[.!?,;:]+$/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const title = words
    .map((word, index) =>
      /\p{Lu}/u.test(word) || (index > 0 && SMALL_WORDS.has(word.toLowerCase()))
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
  return title.slice(0, TITLE_MAX_LENGTH).trim();
}

export interface Outline {
  title: string;
  content: string;
  postType: Category;
}

export class EmptyPromptError extends Error {
  constructor() {
    super('Describe the story you want to write first.');
    this.name = 'EmptyPromptError';
  }
}

export function generateOutline(prompt: string): Outline {
  const keywords = promptKeywords(prompt);
  if (keywords.length === 0) throw new EmptyPromptError();

  const places = promptPlaces(prompt);
  const placeWords = new Set(places.flatMap((place) => place.toLowerCase().split(/\s+/)));
  const topic = places.length > 0 ? places.join(' and ') : titleCase(keywords.slice(0, 3));
  const where = places[0] ? ` in ${places[0]}` : '';
  const themes = THEMES.filter((theme) => theme.words.some((word) => keywords.includes(word)));
  const subjects = keywords.filter((keyword) => !placeWords.has(keyword) && !isSignalWord(keyword));
  const sections: [string, string[]][] = [
    ['Introduction', [`Why ${topic} belongs on your list`, 'The moment that made this trip memorable']],
    [
      places[0] ? `Getting to ${places[0]} and Around` : 'Getting There and Around',
      ['Best time to visit', 'Transport options and rough costs'],
    ],
    ...themes.map((theme): [string, string[]] => [theme.heading, theme.points]),
    ...places.map((place): [string, string[]] => [
      place,
      [`What to know about ${place}`, 'A personal highlight', 'A practical tip'],
    ]),
    ...subjects
      .slice(0, Math.max(0, 3 - places.length))
      .map((keyword): [string, string[]] => [
        titleCase([keyword]),
        [`What to know about ${keyword}`, 'A personal highlight', 'A practical tip'],
      ]),
    [`Where to Stay${where}`, ['Neighbourhoods to base yourself in', 'Options for every budget']],
    ['Final Thoughts', ['What I would do differently', 'Who will love this trip']],
  ];

  const content = sections
    .map(([heading, points]) => `## ${heading}\n\n${points.map((point) => `- ${point}`).join('\n')}`)
    .join('\n\n');
  return {
    title: headline(prompt) || titleCase(keywords.slice(0, 4)),
    content: `${content}\n`,
    postType: guessPostType(prompt, places),
  };
}
