import { beforeAll, describe, expect, it } from 'vitest';
import { api, fieldErrors, createPost, login, postBody, uploadImage } from '../support/api';

const kyoto = { placeName: 'Kyoto', placeCountry: 'Japan', placeLatitude: 35.0116, placeLongitude: 135.7681 };

describe("a post's place and a guide's last verified date", () => {
  let token: string;
  let imageId: number;

  beforeAll(async () => {
    token = await login();
    imageId = await uploadImage(token);
  });

  it('are stored through the admin API and published in the REST API', async () => {
    const created = await api('/api/admin/blog-posts', {
      token,
      body: postBody([imageId], { postType: 'guide', ...kyoto, lastVerifiedAt: '2026-02-03' }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...kyoto, lastVerifiedAt: '2026-02-03' });

    const published = await api(`/api/blog-posts?filters[slug][$eq]=${created.body.slug}`);
    expect(published.body.data[0]).toMatchObject({ ...kyoto, lastVerifiedAt: '2026-02-03' });
  });

  it('are checked by the shared rules on the admin API, keeping what was stored', async () => {
    const post = await createPost(token, kyoto);
    const response = await api(`/api/admin/blog-posts/${post.id}`, {
      method: 'PUT',
      token,
      body: { placeName: '', placeLatitude: 91, placeLongitude: 200, lastVerifiedAt: '2999-01-01' },
    });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual({
      placeLatitude: 'Latitude must be a number from -90 to 90',
      placeLongitude: 'Longitude must be a number from -180 to 180',
      lastVerifiedAt: 'The last verified date cannot be in the future',
    });
    const stored = await api(`/api/admin/blog-posts/${post.id}`, { token });
    expect(stored.body).toMatchObject(kyoto);
  });

  it('are checked by the same rules on the core REST API', async () => {
    const response = await api('/api/blog-posts', {
      token,
      body: { data: { ...postBody([imageId]), placeLatitude: 35, placeLongitude: 135 } },
    });
    expect(response.status).toBe(400);
    expect(fieldErrors(response.body)).toEqual({ placeName: 'Enter the name of the place these coordinates point to' });

    const half = await api('/api/blog-posts', {
      token,
      body: { data: { ...postBody([imageId]), ...kyoto, placeLongitude: null } },
    });
    expect(fieldErrors(half.body)).toEqual({ placeLongitude: 'Enter both latitude and longitude, or neither' });
  });

  it('are cleared when the editor empties them', async () => {
    const post = await createPost(token, { ...kyoto, lastVerifiedAt: '2026-01-01' });
    const response = await api(`/api/admin/blog-posts/${post.id}`, {
      method: 'PUT',
      token,
      body: { placeName: '', placeCountry: '', placeLatitude: null, placeLongitude: null, lastVerifiedAt: '' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      placeName: null,
      placeCountry: null,
      placeLatitude: null,
      placeLongitude: null,
      lastVerifiedAt: null,
    });
  });
});
