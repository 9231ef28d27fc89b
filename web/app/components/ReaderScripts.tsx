import {
  EMBEDS_SCRIPT,
  ERROR_REPORTS_SCRIPT,
  GALLERY_KEYS_SCRIPT,
  MENU_SCRIPT,
  SPECULATION_RULES,
} from '../inline-scripts/reader-scripts';
import { useNonce } from '../platform/nonce';

/** The page needs none of these scripts to work (decision 065). */
export function ReaderScripts() {
  const nonce = useNonce();
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ERROR_REPORTS_SCRIPT }} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MENU_SCRIPT }} />
      <script type="speculationrules" nonce={nonce} dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }} />
    </>
  );
}

/** A story's video and map facades play in place when pressed; without it they are links to the provider. */
export function EmbedsScript() {
  return <script nonce={useNonce()} dangerouslySetInnerHTML={{ __html: EMBEDS_SCRIPT }} />;
}

/** A story's gallery: the arrow keys and Escape in its large view. */
export function GalleryKeysScript() {
  return <script nonce={useNonce()} dangerouslySetInnerHTML={{ __html: GALLERY_KEYS_SCRIPT }} />;
}
