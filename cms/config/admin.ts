import { previewLink } from '../src/api/blog-post/previews/preview-links';
import { BLOG_POST_UID } from '../src/content-types';
import { environment } from '../src/environment';

export default () => {
  const env = environment();
  return {
    auth: { secret: env.ADMIN_JWT_SECRET },
    apiToken: { salt: env.API_TOKEN_SALT },
    transfer: { token: { salt: env.TRANSFER_TOKEN_SALT } },
    secrets: { encryptionKey: env.ENCRYPTION_KEY },
    flags: { nps: false, promoteEE: false },
    // The site's signed preview page, the same one the publishing admin opens (decision 021).
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [new URL(env.PUBLIC_SITE_URL).origin],
        async handler(uid: string, { documentId, status }: { documentId: string; status?: string | null }) {
          if (uid !== BLOG_POST_UID) return null;
          return (await previewLink({ kind: 'document', id: documentId, status: status === 'published' ? 'published' : 'draft' }))
            .url;
        },
      },
    },
  };
};
