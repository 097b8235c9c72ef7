import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRouteOf } from '@kochclip/server/http/public-pages/app-paths';
import { escapeHtml } from '@kochclip/core';
import { renderTemplate, scriptJson, shortDescription } from '@kochclip/server/http/public-pages/html';

const APP_ROUTES = readFileSync(path.resolve(import.meta.dirname, '../../web/src/routes/app-routes.tsx'), 'utf8');
const SAMPLE_PARAMS: Record<string, string> = { id: '5', username: 'anna', token: 'abc123' };

describe('the page routes the server knows', () => {
  const routePaths = [...APP_ROUTES.matchAll(/path="([^"]+)"/g)].map((m) => m[1] ?? '').filter((p) => p !== '*');

  it.each(routePaths)('knows the web app route %s, so it never answers it with 404', (routePath) => {
    const concrete = `/${routePath.replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? 'x')}`;
    expect(pageRouteOf(concrete).kind).not.toBe('unknown');
  });

  it('reads the public pages and their parameters, with or without a trailing slash', () => {
    expect(pageRouteOf('/')).toEqual({ kind: 'home' });
    expect(pageRouteOf('/recipes/')).toEqual({ kind: 'recipes' });
    expect(pageRouteOf('/recipe/42')).toEqual({ kind: 'recipe', id: '42' });
    expect(pageRouteOf('/u/Anna')).toEqual({ kind: 'profile', username: 'Anna' });
    expect(pageRouteOf('/anna')).toEqual({ kind: 'profile', username: 'anna' });
  });

  it('never reads a reserved word or a deep path as a member, and leaves a broken escape unknown', () => {
    expect(pageRouteOf('/collections').kind).toBe('unknown');
    expect(pageRouteOf('/recipe/5/unbekannt').kind).toBe('unknown');
    expect(pageRouteOf('/%E0%A4%A').kind).toBe('unknown');
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
