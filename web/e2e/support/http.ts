import http from 'node:http';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent: no client decodes it first. */
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true });

/** The site under test (or `base`), asked without a browser's or fetch's help: the path as written, these headers only (Host included). */
export function rawGet(
  path: string,
  headers: Record<string, string> = {},
  base = `http://127.0.0.1:${process.env.E2E_WEB_PORT}`,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path, agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
