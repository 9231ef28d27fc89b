import type { MetaFunction } from '@remix-run/node';
import { LegalPage } from '../components/LegalPage';
import { PRIVACY_POLICY } from '../content/legal';
import { pageHeaders } from '../platform/http.server';
import { routeMeta } from '../data/seo';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: `${PRIVACY_POLICY.title} | Journey Canvas`,
    description: PRIVACY_POLICY.description,
    path: '/privacy-policy',
  });

export const headers = pageHeaders;

export default function PrivacyPolicy() {
  return <LegalPage page={PRIVACY_POLICY} />;
}
