// A story with a gallery of twelve pictures (issue 36), published through the admin API as an editor would, so
// the bench reads its page beside the plain article: its hit ratio, its Lighthouse scores and its weight on a phone.
import sharp from 'sharp';

const PICTURES = 12;

/** A drawn landscape, 1600 × 1000, each a little different, so no two files compress alike. */
function drawn(index) {
  const hue = (index * 29) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 45% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 75%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${300 + index * 90}" cy="360" r="110" fill="hsl(45 90% 80%)"/>
    <path d="M0 760 Q 400 ${600 + index * 10} 800 720 T 1600 700 V1000 H0 Z" fill="hsl(${(hue + 180) % 360} 30% 30%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

async function upload(cmsUrl, headers, index) {
  const form = new FormData();
  form.append('files', new Blob([await drawn(index)], { type: 'image/jpeg' }), `bench-gallery-${index}.jpg`);
  const answer = await fetch(`${cmsUrl}/api/upload`, { method: 'POST', headers, body: form });
  if (!answer.ok) throw new Error(`gallery picture upload: ${answer.status} ${await answer.text()}`);
  const [file] = await answer.json();
  return file;
}

/** Publishes the story and answers its page's path. */
export async function publishGalleryStory(cmsUrl, credentials) {
  const login = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const headers = { Authorization: `Bearer ${(await login.json()).jwt}` };
  const files = [];
  for (let index = 0; index <= PICTURES; index += 1) files.push(await upload(cmsUrl, headers, index));
  const [featured, ...pictures] = files;
  const lines = pictures.map(
    (file, index) => `![A drawn hillside at sunset, number ${index + 1}](${file.url} "Evening ${index + 1}")`,
  );
  const content = [
    'Twelve evenings on the same hillside, one picture each, in the order they were taken.',
    '',
    '::: gallery',
    ...lines,
    ':::',
    '',
    'The light changed every night, the hill never did. '.repeat(12).trim(),
  ].join('\n');
  const answer = await fetch(`${cmsUrl}/api/admin/blog-posts`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Twelve evenings on one hillside',
      postType: 'photography',
      content,
      author: 'Bench',
      metaDescription: 'Twelve drawn evenings on one hillside, in a gallery.',
      images: [featured.id],
    }),
  });
  if (!answer.ok) throw new Error(`gallery story: ${answer.status} ${await answer.text()}`);
  return `/articles/${(await answer.json()).slug}`;
}
