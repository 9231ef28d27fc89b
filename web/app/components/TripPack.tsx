import { useNonce } from '../platform/nonce';
import { SAVE_BUTTON_SCRIPT } from '../trip-pack/inline-scripts';

/** A reader who never presses it gets no service worker and no stored data (decision 064). */
export function TripPack({ slug }: { slug: string }) {
  const nonce = useNonce();
  return (
    <form className="trip-pack" method="post" action="/saved" data-trip-pack>
      <input type="hidden" name="page" value={`/articles/${slug}`} />
      <button type="submit" className="button ghost">
        Save for offline
      </button>{' '}
      <a href="/saved">Saved for offline</a>
      {/* The script writes here; React leaves the contents of an element with inner HTML to it when it hydrates. */}
      <p
        className="trip-pack-status"
        role="status"
        data-trip-pack-status
        dangerouslySetInnerHTML={{
          __html: 'Keeps this page, its pictures and its map on this device for reading without a connection.',
        }}
      />
      <noscript>
        <p className="muted">Saving for offline needs JavaScript in this browser.</p>
      </noscript>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SAVE_BUTTON_SCRIPT }} />
    </form>
  );
}
