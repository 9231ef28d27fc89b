import type { TRAVEL_TYPES } from '@journey-canvas/shared';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message', 'travelType'] as const;
export type ContactValues = Record<(typeof CONTACT_FIELDS)[number], string>;

export const TRAVEL_TYPE_LABELS: Record<(typeof TRAVEL_TYPES)[number], string> = {
  adventure: 'Adventure',
  cultural: 'Cultural',
  food: 'Food & Cuisine',
  photography: 'Photography',
  solo: 'Solo',
  family: 'Family',
  luxury: 'Luxury',
  budget: 'Budget',
};
