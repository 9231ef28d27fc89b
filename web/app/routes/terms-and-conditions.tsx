import type { MetaFunction } from '@remix-run/node';
import { LegalPage } from '../components/LegalPage';
import { TERMS } from '../content/legal';
import { pageHeaders } from '../platform/http.server';
import { routeMeta } from '../data/seo';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: `${TERMS.title} | Journey Canvas`, description: TERMS.description, path: '/terms-and-conditions' });

export const headers = pageHeaders;

export default function TermsAndConditions() {
  return <LegalPage page={TERMS} />;
}
