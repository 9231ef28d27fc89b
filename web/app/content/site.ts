/** Static site copy, in American spelling; contact details, footer and newsletter text are CMS settings (decision 048). */

export const HOME_INTRO: string =
  'Honest stories, practical guides, and photographs from the places we have actually been. Find your next trip here, whether it is a weekend away or a season on the road.';

export const HOME_FEATURES: {
  title: 'Hidden Destinations' | 'Visual Storytelling' | 'Authentic Experiences';
  text: string;
}[] = [
  {
    title: 'Hidden Destinations',
    text: 'Quiet towns, lesser-known trails, and neighborhoods most guidebooks skip. We go first, then tell you how to get there and when it is worth the effort.',
  },
  {
    title: 'Visual Storytelling',
    text: 'Every story is built around our own photographs, taken on the ground rather than pulled from a stock library. You see a place as it looks on an ordinary Tuesday, not only at golden hour.',
  },
  {
    title: 'Authentic Experiences',
    text: 'We write about the cooks, guides, and hosts who shaped each trip. Expect real costs, real mistakes, and advice you can use the moment you land.',
  },
];

export const ABOUT: {
  /** The search-result summary: 160 characters at most. */
  description: string;
  intro: string;
  story: { heading: 'Our Story'; paragraphs: string[] };
  mission: { heading: 'Our Mission'; paragraphs: string[] };
  values: { title: 'Authentic Stories' | 'Visual Storytelling' | 'Responsible Travel'; text: string }[];
  stats: { value: '50+' | '1000+' | '10K+'; label: string }[];
} = {
  description:
    'Who writes Journey Canvas, why we started it in 2024, and how we travel: honest stories, original photographs and responsible trips.',
  intro:
    'Journey Canvas is a travel and lifestyle blog written by people who still get excited about a train timetable. We share the trips we take, the lessons we learn, and the details that make planning your own easier.',
  story: {
    heading: 'Our Story',
    paragraphs: [
      'Journey Canvas began in 2024, after two old friends spent seven months traveling overland from Lisbon to Hanoi with one backpack each and a shared notebook. By the end, that notebook held bus schedules, border-crossing notes, recipes scribbled in market stalls, and the names of people who had pointed them toward places no app had mentioned.',
      'Back home in Portland, friends kept asking for the notebook. Typing it up took longer than expected, and somewhere between the third draft and the four-hundredth photo edit it became clear this was more than a trip diary. It was a way to pass on what we wished someone had told us before we left.',
      'Today Journey Canvas is a small team of writers and photographers who still plan every story the same way: go there, stay long enough to get a little lost, and come back with notes worth sharing. We only write about places we have visited ourselves.',
    ],
  },
  mission: {
    heading: 'Our Mission',
    paragraphs: [
      'We want to make thoughtful travel feel within reach. That means clear, practical guides with real prices and honest trade-offs, paired with stories that help you understand a place before you arrive.',
      'We also believe the way we travel matters. We encourage slower trips, spending with local businesses, and respect for the communities that welcome visitors, so the places we love stay worth visiting for the people who live there.',
    ],
  },
  values: [
    {
      title: 'Authentic Stories',
      text: 'Everything we publish comes from firsthand experience, including the missed connections and meals we would not order again.',
    },
    {
      title: 'Visual Storytelling',
      text: 'We take our own photographs and caption them honestly, so the pictures help you plan rather than just admire.',
    },
    {
      title: 'Responsible Travel',
      text: 'We favor locally owned stays, fair guiding practices, and itineraries that leave a light footprint on the places we visit.',
    },
  ],
  stats: [
    { value: '50+', label: 'Countries explored' },
    { value: '1000+', label: 'Stories shared' },
    { value: '10K+', label: 'Travelers inspired' },
  ],
};

export const TIP_CARDS: {
  title: 'Destination Planning' | 'Packing Smart' | 'Travel Photography' | 'Cultural Immersion';
  text: string;
  points: string[];
}[] = [
  {
    title: 'Destination Planning',
    text: 'A little research before booking saves money and stress later. Start with the season, then build the route around it.',
    points: [
      'Check weather, holidays, and festivals for your dates',
      'Compare shoulder-season prices before committing',
      'Leave at least one unplanned day per week',
    ],
  },
  {
    title: 'Packing Smart',
    text: 'Carrying less makes every transfer easier and leaves room for what you find along the way. Pack for a week, then do laundry.',
    points: [
      'Choose layers that mix and match in one color palette',
      'Keep medication and documents in your carry-on',
      'Bring a universal adapter and a compact power bank',
    ],
  },
  {
    title: 'Travel Photography',
    text: 'Great travel photos come from patience more than expensive gear. Learn your camera at home so you can focus on the moment abroad.',
    points: [
      'Shoot early morning or late afternoon for softer light',
      'Ask before photographing people, and respect a no',
      'Back up your photos every evening',
    ],
  },
  {
    title: 'Cultural Immersion',
    text: 'The best moments usually happen when you slow down and join in. A few words of the local language open more doors than any guidebook.',
    points: [
      'Learn greetings, thank you, and numbers before you go',
      'Read up on dress codes and dining etiquette',
      'Eat where the locals eat and try the daily special',
    ],
  },
];

export const TRAVEL_SERVICES: { title: string; text: string }[] = [
  {
    title: 'Custom Itinerary Planning',
    text: 'We design a day-by-day route around your interests, pace, and budget, complete with transport details and booking links.',
  },
  {
    title: 'Adventure Trip Design',
    text: 'From multi-day treks to coastal kayak routes, we plan active trips with realistic distances, trusted outfitters, and backup options.',
  },
  {
    title: 'Cultural Immersion Experiences',
    text: 'We connect you with cooking classes, homestays, and local guides who share their traditions firsthand.',
  },
  {
    title: 'Food Tours',
    text: 'We map out market visits, street food stops, and family-run restaurants so every meal is worth the trip.',
  },
  {
    title: 'Photography Workshops',
    text: 'Small-group sessions, in person and online, teach you to capture light, people, and places with whatever camera you carry.',
  },
  {
    title: 'Solo Travel Coaching',
    text: 'One-on-one guidance on safety, budgeting, and confidence helps you plan and enjoy your first trip on your own.',
  },
  {
    title: 'Family Trip Planning',
    text: 'We build kid-friendly itineraries with sensible travel days, flexible activities, and stays that work for the whole family.',
  },
  {
    title: 'Luxury Escapes',
    text: 'We select boutique hotels, private tours, and unhurried schedules for trips where comfort and detail come first.',
  },
];

export const CONSULTATION = {
  heading: 'Ready to Explore?',
  text: 'Tell us where you are dreaming of going, and we will help you shape the trip. Book a free 30-minute consultation with our team, with no obligation.',
  button: 'Book Free Consultation',
} as const;

export const CTA = {
  heading: 'Ready to Plan Your Own Journey?',
  text: 'Whether you have a destination in mind or just a feeling that it is time to go, we can help you turn it into a trip worth remembering.',
  button: 'Get Started Today',
} as const;

/** The day the words of the fixed pages (about, contact) last changed: their sitemap `lastmod`. */
export const SITE_COPY_UPDATED = '2026-11-01';
