/** As docs/product/spec/product-spec.md (section 3) orders them. */
export const CATEGORIES = [
  { value: 'adventure', label: 'Adventure Travel' },
  { value: 'cultural', label: 'Cultural Experiences' },
  { value: 'food', label: 'Food & Cuisine' },
  { value: 'photography', label: 'Travel Photography' },
  { value: 'solo', label: 'Solo Travel' },
  { value: 'family', label: 'Family Travel' },
  { value: 'luxury', label: 'Luxury Travel' },
  { value: 'budget', label: 'Budget Travel' },
  { value: 'guide', label: 'Travel Guide' },
  { value: 'tips', label: 'Travel Tips' },
  { value: 'lifestyle', label: 'Lifestyle' },
  { value: 'wellness', label: 'Travel Wellness' },
] as const;

export type Category = (typeof CATEGORIES)[number]['value'];

export const DEFAULT_POST_TYPE = 'blog';
export const DEFAULT_POST_TYPE_LABEL = 'Travel';

export const POST_TYPES = [...CATEGORIES.map((category) => category.value), DEFAULT_POST_TYPE] as const;
export type PostType = (typeof POST_TYPES)[number];

const labels = new Map<string, string>(CATEGORIES.map((category) => [category.value, category.label]));

export function postTypeLabel(postType: string | null | undefined): string {
  return (postType && labels.get(postType)) || DEFAULT_POST_TYPE_LABEL;
}

export function isPostType(value: unknown): value is PostType {
  return typeof value === 'string' && (POST_TYPES as readonly string[]).includes(value);
}

export const TRAVEL_TYPES = ['adventure', 'cultural', 'food', 'photography', 'solo', 'family', 'luxury', 'budget'] as const;
export type TravelType = (typeof TRAVEL_TYPES)[number];
