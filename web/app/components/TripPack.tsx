import { useNonce } from '../platform/nonce';
import { SAVE_BUTTON_SCRIPT } from '../trip-pack/inline-scripts';

/**
 * "Save for offline" on a guide or an itinerary story (decision 064): a form button, so it is a
 * plain request without JavaScript; the page's one small inline script (with its nonce) registers
 * the trip pack's service worker only when it is pressed. A reader who never presses it gets no
 * worker and no stored data.
 */
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
