/** A request certainly in flight at `stop()`: half its body sent before, the rest after; answers the status it got. */
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
