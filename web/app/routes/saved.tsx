import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { routeMeta } from '../data/seo';
import { pageHeaders } from '../platform/http.server';
import { useNonce } from '../platform/nonce';
import { SAVED_LIST_SCRIPT } from '../trip-pack/inline-scripts';
export { travelLinks as links } from '../styles/travel-links';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: 'Saved for Offline | Journey Canvas', noindex: true });

export const headers = pageHeaders;

/** A story's address, and nothing else: where the button's form may send the reader back. */
const STORY_PATH = /^\/articles\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The form, sent before the script ran, goes back to the story, which asks for the press once more: only a press saves. */
export async function action({ request }: ActionFunctionArgs) {
  const page = String((await request.formData()).get('page') ?? '');
  return redirect(STORY_PATH.test(page) ? `${page}?save=offline` : '/saved', 303);
}

/** The list lives in the reader's browser, so the page is the same for everyone and cached like any other (decision 064). */
export default function SavedForOffline() {
  const nonce = useNonce();
  return (
    <div className="page narrow">
      <header className="page-header">
        <p className="eyebrow">Trip pack</p>
        <h1>Saved for Offline</h1>
        <p className="lead">
          Guides and itineraries you save with “Save for offline” stay on this device, with their pictures and map, for reading
          without a connection. They refresh themselves whenever you open them online.
        </p>
      </header>
      {/* Both filled in the browser; React leaves the contents of an element with inner HTML to it when it hydrates. */}
      <p
        role="status"
        data-saved-status
        dangerouslySetInnerHTML={{ __html: 'Pages you save for offline reading are listed here.' }}
      />
      <ul
        className="saved-list"
        data-saved-list
        aria-label="Pages saved for offline reading"
        dangerouslySetInnerHTML={{ __html: '' }}
      />
      <noscript>
        <p>Saving pages for offline reading, and listing them here, needs JavaScript in this browser.</p>
      </noscript>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SAVED_LIST_SCRIPT }} />
    </div>
  );
}
