import { afterEach, describe, expect, it, vi } from 'vitest';
import { ARCHIVE_TOO_LARGE, IMAGE_INVALID_TYPE, IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '@kochclip/core';
import { FORM_ROUTES, postForm, PostFormError, UNEXPECTED_ANSWER } from './post-form';

const userImage = {
  id: 3,
  recipeId: 7,
  userId: 5,
  imageUrl: '/media/community/a.webp',
  thumbnailUrl: null,
  description: 'Lecker',
  createdAt: '2026-12-06T05:00:00.000Z',
  user: { id: 5, username: 'anna', firstName: null, lastName: null, profileImageUrl: null, verified: false },
};

function answering(status: number, body: unknown) {
  const fetch = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const photo = (bytes: number, type = 'image/png', name = 'foto.png') => new File([new Uint8Array(bytes)], name, { type });

async function refusal(promise: Promise<unknown>): Promise<PostFormError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof PostFormError)) throw new Error(`expected a PostFormError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

describe('postForm', () => {
  it("refuses a photo over 5 MB with the server's German 413 and sends nothing", async () => {
    const fetch = answering(200, userImage);
    const error = await refusal(
      postForm(FORM_ROUTES.userImage, { image: photo(MAX_IMAGE_BYTES + 1), description: '' }, { id: 7 }),
    );
    expect({ status: error.status, code: error.code, message: error.message, sent: error.sent }).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: IMAGE_TOO_LARGE,
      sent: false,
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a file that is no image type with the server's German 415 and sends nothing", async () => {
    const fetch = answering(200, userImage);
    const error = await refusal(postForm(FORM_ROUTES.userImage, { image: photo(100, 'text/plain', 'rezept.txt') }, { id: 7 }));
    expect([error.status, error.message, error.sent]).toEqual([415, IMAGE_INVALID_TYPE, false]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an archive over 200 MB by its size alone', async () => {
    const fetch = answering(202, {});
    // 200 MB are not allocated for this: the size is all the check reads.
    const file = Object.defineProperty(photo(1, 'application/zip', 'mealie.zip'), 'size', {
      value: FORM_ROUTES.importArchive.file.maxBytes + 1,
    });
    const error = await refusal(postForm(FORM_ROUTES.importArchive, { file, visibility: 'public' }));
    expect(error.message).toBe(ARCHIVE_TOO_LARGE);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends exactly 5 MB with its text parts to the route's path and returns the parsed answer", async () => {
    const fetch = answering(200, userImage);
    const answer = await postForm(FORM_ROUTES.userImage, { image: photo(MAX_IMAGE_BYTES), description: 'Lecker' }, { id: 7 });
    expect(answer).toEqual(userImage);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/recipes/7/user-images');
    const form = init?.body as FormData;
    expect(form.get('description')).toBe('Lecker');
    expect((form.get('image') as File).size).toBe(MAX_IMAGE_BYTES);
  });

  it('turns an answer that does not match the output schema into a German error', async () => {
    answering(200, { ...userImage, createdAt: 'gestern' });
    const error = await refusal(postForm(FORM_ROUTES.userImage, { image: photo(10) }, { id: 7 }));
    expect([error.code, error.message, error.sent]).toEqual(['INVALID_ANSWER', UNEXPECTED_ANSWER, true]);
  });

  it("passes the server's refusal on with its status and message", async () => {
    answering(404, { message: 'Rezept nicht gefunden', code: 'NOT_FOUND' });
    const error = await refusal(postForm(FORM_ROUTES.userImage, { image: photo(10) }, { id: 7 }));
    expect([error.status, error.code, error.message]).toEqual([404, 'NOT_FOUND', 'Rezept nicht gefunden']);
  });
});
