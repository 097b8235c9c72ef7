import { describe, expect, it } from 'vitest';
import { escapeHtml, ROUTE_MANIFEST, sitemapPaths } from '@kochclip/core';
import { pageRouteOf, renderTemplate, scriptJson, shortDescription } from '@kochclip/server';

const SAMPLE_PARAMS: Record<string, string> = { id: '5', username: 'anna', token: 'abc123' };
const concrete = (pattern: string) => `/${pattern.replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? 'x')}`;

describe('the route manifest the web app and the server share', () => {
  it.each(ROUTE_MANIFEST.map((route) => [route.id, route.path] as const))(
    'opens the route %s (%s) at its own path, never at another one',
    (id, pattern) => {
      expect(pageRouteOf(concrete(pattern))?.route.id).toBe(id);
    },
  );

  it('reads the public pages and their parameters, with or without a trailing slash', () => {
    expect(pageRouteOf('/')?.route.id).toBe('home');
    expect(pageRouteOf('/recipes/')?.route.id).toBe('recipes');
    expect(pageRouteOf('/recipe/42')).toMatchObject({ route: { id: 'recipe', serverRender: 'always' }, params: { id: '42' } });
    expect(pageRouteOf('/u/Anna')).toMatchObject({ route: { id: 'memberProfile' }, params: { username: 'Anna' } });
    expect(pageRouteOf('/anna')).toMatchObject({ route: { id: 'memberShortcut' }, params: { username: 'anna' } });
    expect(pageRouteOf('/u/Max%20M')?.params).toEqual({ username: 'Max M' });
  });

  it('never reads a reserved word or a deep path as a member, and leaves a broken escape unknown', () => {
    expect(pageRouteOf('/collections')).toBeNull();
    expect(pageRouteOf('/recipe/5/unbekannt')).toBeNull();
    expect(pageRouteOf('/%E0%A4%A')).toBeNull();
  });

  it('lists the public pages with a fixed path for the sitemap, and no members-only page', () => {
    expect(sitemapPaths()).toEqual(['/', '/recipes', '/community', '/challenges', '/impressum', '/datenschutz']);
    for (const path of sitemapPaths()) expect(pageRouteOf(path)?.route.access).toBe('public');
  });
});

describe('HTML of the public pages', () => {
  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<a href="x">'Tom' & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;Tom&#39; &amp; Jerry&lt;/a&gt;');
  });

  it('writes JSON for a script data block that no text can close', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
  });

  it('shortens a description at a word, on one line', () => {
    expect(shortDescription('Ein  kurzer\nText')).toBe('Ein kurzer Text');
    const long = shortDescription('Tomaten '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/Tomaten…$/);
  });

  it('replaces title and description once and keeps `$` patterns of user text literally', () => {
    const html = renderTemplate(
      '<html><head><title>Alt</title><meta name="description" content="alt" /></head><body><div id="root"></div></body></html>',
      { title: "Preis $& $' $1", description: 'Neu' },
      '<p>$&</p>',
    );
    expect(html).toContain('<title>Preis $&amp; $&#39; $1</title>');
    expect(html).toContain('<meta name="description" content="Neu" />');
    expect(html).toContain('<div id="root"><p>$&</p></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});
