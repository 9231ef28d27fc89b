/**
 * A request that is certainly in flight when a server is told to stop: its body is half sent, the
 * server gets SIGTERM, then the rest follows. Answers the status the draining server gave it.
 */
import http from 'node:http';

export async function answerWhileStopping(url: string, body: string, stop: () => void): Promise<number> {
  const request = http.request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => resolve(response.statusCode!));
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  await new Promise((resolve) => setTimeout(resolve, 300));
  stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  request.end(body.slice(10));
  return answered;
}
