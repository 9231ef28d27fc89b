import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** The render's CSP nonce, handed from entry.server.tsx to the scripts root.tsx writes. */
export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/** The nonce on the server; undefined in the browser, which never needs it after the page has loaded. */
export const useNonce = () => useContext(NonceContext);
