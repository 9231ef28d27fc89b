import { ERROR_REPORTS_SCRIPT, MENU_SCRIPT, SPECULATION_RULES } from '../inline-scripts/reader-scripts';
import { useNonce } from '../platform/nonce';

/**
 * Every script a reader page runs, inline under the page's CSP nonce (decision 065): error
 * reports, the menu's keyboard touches, and speculation rules. The page needs none of them to work.
 */
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
