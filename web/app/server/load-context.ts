/** What server.js hands every loader and action besides the request (its `getLoadContext`). */
declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The reader's address as Express sees it, honouring TRUST_PROXY_ADDRESSES. */
    clientAddress?: string;
    cspNonce?: string;
    /** A render the response cache may keep for every reader: rendered whole, whoever asked first. */
    sharedRender?: boolean;
  }
}

export {};
