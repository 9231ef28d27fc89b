import { useNonce } from '../platform/nonce';
import { SAVE_BUTTON_SCRIPT } from '../trip-pack/inline-scripts';
import { useWords } from './page-language';

/** A reader who never presses it gets no service worker and no stored data (decision 064); the script says its words. */
export function TripPack({ slug }: { slug: string }) {
  const nonce = useNonce();
  const words = useWords();
  const { tripPack: say } = words;
  return (
    <form
      className="trip-pack"
      method="post"
      action={words.path('/saved')}
      data-trip-pack
      data-saved-on={say.savedOn}
      data-offline-copy={say.offlineCopy}
      data-saving={say.saving}
      data-saved-find-it={say.savedFindIt}
      data-not-saved={say.notSaved}
      data-press-again={say.pressAgain}
    >
      <input type="hidden" name="page" value={words.path(`/articles/${slug}`)} />
      <button type="submit" className="button ghost">
        {say.save}
      </button>{' '}
      <a href={words.path('/saved')}>{say.savedPages}</a>
      {/* The script writes here; React leaves the contents of an element with inner HTML to it when it hydrates. */}
      <p
        className="trip-pack-status"
        role="status"
        data-trip-pack-status
        dangerouslySetInnerHTML={{
          __html: say.explain,
        }}
      />
      <noscript>
        <p className="muted">{say.needsScript}</p>
      </noscript>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SAVE_BUTTON_SCRIPT }} />
    </form>
  );
}
