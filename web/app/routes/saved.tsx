import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { LANGUAGE_PREFIX } from '@journey-canvas/shared';
import { metaWords, routeMeta } from '../data/seo';
import { useWords } from '../components/page-language';
import { localPath } from '../data/page-language.server';
import { pageHeaders } from '../platform/http.server';
import { useNonce } from '../platform/nonce';
import { SAVED_LIST_SCRIPT } from '../trip-pack/inline-scripts';
export { travelLinks as links } from '../styles/travel-links';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, { title: metaWords(matches).tripPack.pageTitle, noindex: true });

export const headers = pageHeaders;

/** A story's address in any of the languages, and nothing else: where the button's form may send the reader back. */
const STORY_PATH = new RegExp(`^${LANGUAGE_PREFIX}?/articles/[a-z0-9]+(?:-[a-z0-9]+)*$`);

/** The form, sent before the script ran, goes back to the story, which asks for the press once more: only a press saves. */
export async function action({ request }: ActionFunctionArgs) {
  const page = String((await request.formData()).get('page') ?? '');
  return redirect(STORY_PATH.test(page) ? `${page}?save=offline` : localPath('/saved'), 303);
}

/** The list lives in the reader's browser, so the page is the same for everyone and cached like any other (decision 064). */
export default function SavedForOffline() {
  const nonce = useNonce();
  const { tripPack: say } = useWords();
  return (
    <div className="page narrow">
      <header className="page-header">
        <p className="eyebrow">{say.eyebrow}</p>
        <h1>{say.heading}</h1>
        <p className="lead">{say.lead}</p>
      </header>
      {/* Both filled in the browser; React leaves the contents of an element with inner HTML to it when it hydrates. */}
      <p role="status" data-saved-status dangerouslySetInnerHTML={{ __html: say.listedHere }} />
      <ul
        className="saved-list"
        data-saved-list
        data-cannot-keep={say.cannotKeep}
        data-removed={say.removed}
        data-remove={say.remove}
        data-remove-label={say.removeLabel}
        data-saved-on-short={say.savedOnShort}
        data-nothing-saved={say.nothingSaved}
        data-one-saved={say.oneSaved}
        data-many-saved={say.manySaved}
        aria-label={say.listLabel}
        dangerouslySetInnerHTML={{ __html: '' }}
      />
      <noscript>
        <p>{say.listNeedsScript}</p>
      </noscript>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SAVED_LIST_SCRIPT }} />
    </div>
  );
}
