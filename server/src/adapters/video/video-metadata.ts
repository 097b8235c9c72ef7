import { z } from 'zod';
import type { TVideoRef } from '@kochclip/routers/ports';
import { GuardError, type TGuardedClient } from '../http/guarded-client';
import { parseOpenGraph } from './open-graph';

/** Public metadata of a video; the caption usually holds the recipe on TikTok and Instagram. */
export interface TVideoMetadata {
  title?: string;
  caption?: string;
  author?: string;
  thumbnailUrl?: string;
}

const ZOEmbed = z.object({
  title: z.string().optional(),
  author_name: z.string().optional(),
  author_unique_id: z.string().optional(),
  thumbnail_url: z.string().optional(),
});

const OEMBED_ENDPOINTS: Partial<Record<TVideoRef['platform'], string>> = {
  youtube: 'https://www.youtube.com/oembed?format=json&url=',
  tiktok: 'https://www.tiktok.com/oembed?url=',
};

async function fetchOEmbed(client: TGuardedClient, endpoint: string, video: TVideoRef): Promise<TVideoMetadata> {
  const response = await client.get(`${endpoint}${encodeURIComponent(video.url)}`, { accept: 'application/json' });
  if (response.status !== 200) throw new GuardError('network', `oEmbed antwortete mit ${response.status}`);
  const parsed = ZOEmbed.safeParse(JSON.parse(response.body.toString('utf8')));
  if (!parsed.success) throw new GuardError('network', 'oEmbed-Antwort unlesbar');
  const data = parsed.data;
  const author = data.author_unique_id ? `@${data.author_unique_id}` : data.author_name;
  // TikTok's oEmbed "title" is the whole caption; YouTube's is a real title (descriptions are not public there).
  return video.platform === 'tiktok'
    ? { caption: data.title, author, thumbnailUrl: data.thumbnail_url }
    : { title: data.title, author, thumbnailUrl: data.thumbnail_url };
}

async function fetchOpenGraph(client: TGuardedClient, video: TVideoRef): Promise<TVideoMetadata> {
  const response = await client.get(video.url, { accept: 'text/html' });
  if (response.status !== 200) throw new GuardError('network', `Seite antwortete mit ${response.status}`);
  const og = parseOpenGraph(response.body.toString('utf8'));
  const ogTitle = og['og:title'];
  // Instagram titles read 'Name on Instagram: "caption"'; the caption itself is og:description.
  const author = ogTitle ? /^(.+?) (?:on|auf) Instagram/i.exec(ogTitle)?.[1] : undefined;
  return {
    title: author ? undefined : ogTitle,
    caption: og['og:description'] ?? og.description,
    author,
    thumbnailUrl: og['og:image'],
  };
}

/** Fetches only public metadata (oEmbed or Open Graph) through the guarded client. Throws GuardError when unreachable. */
export function fetchVideoMetadata(client: TGuardedClient, video: TVideoRef): Promise<TVideoMetadata> {
  const endpoint = OEMBED_ENDPOINTS[video.platform];
  return endpoint ? fetchOEmbed(client, endpoint, video) : fetchOpenGraph(client, video);
}
