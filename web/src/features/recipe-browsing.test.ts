import { describe, expect, it } from 'vitest';
import { addIngredient, removeIngredient } from './create/ingredient-list';
import { validateUpload } from './create/upload-rules';
import { isSupportedVideoUrl } from './create/video-url';
import { browseRecipesPath, EMPTY_BROWSE_CHOICE } from './landing/browse-path';
import { authPath, safeNextPath } from './auth/next-path';
import { readLandingInput } from './landing/use-landing-search';
import { isoDuration, toScriptJson } from './recipes/detail/recipe-structured-data';
import { activeFilterChips, parseFilters, toggleDiet, toListInput, writeFilters } from './recipes/filters/recipe-filters';
import { visibleTags } from './recipes/recipe-defaults';

describe('isSupportedVideoUrl', () => {
  it.each([
    'https://www.tiktok.com/@koch/video/7301234567890123456',
    'https://vm.tiktok.com/ZMabc123/',
    'http://www.instagram.com/reel/C1a2B3c4D5e/',
    'https://www.youtube.com/shorts/abcdefghijk',
    'https://www.youtube.com/watch?v=abcdefghijk',
    'https://youtu.be/abcdefghijk',
  ])('accepts %s', (url) => {
    expect(isSupportedVideoUrl(url)).toBe(true);
  });

  it.each([
    'www.youtube.com/shorts/abcdefghijk',
    'ftp://youtu.be/abcdefghijk',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://example.com/reel/abc',
    'https://youtu.be/',
    'Tomaten, Nudeln',
  ])('rejects %s', (text) => {
    expect(isSupportedVideoUrl(text)).toBe(false);
  });

  it('accepts Instagram posts (/p/) only in the creator video tab', () => {
    const post = 'https://www.instagram.com/p/C1a2B3c4D5e/';
    expect(isSupportedVideoUrl(post)).toBe(false);
    expect(isSupportedVideoUrl(post, { allowInstagramPosts: true })).toBe(true);
  });
});

describe('landing input', () => {
  it('tells a video link from ingredients and ignores blank input', () => {
    expect(readLandingInput('  https://youtu.be/abcdefghijk ')).toEqual({
      kind: 'video',
      videoUrl: 'https://youtu.be/abcdefghijk',
    });
    expect(readLandingInput('Tomaten, Nudeln')).toEqual({ kind: 'text', text: 'Tomaten, Nudeln' });
    expect(readLandingInput('   ')).toBeNull();
  });

  it('leads the browse filter to /recipes with only the chosen values', () => {
    expect(browseRecipesPath(EMPTY_BROWSE_CHOICE)).toBe('/recipes');
    expect(browseRecipesPath({ ...EMPTY_BROWSE_CHOICE, category: 'breakfast', diet: 'vegan' })).toBe(
      '/recipes?category=breakfast&diet=vegan',
    );
  });
});

describe('recipe filters in the URL', () => {
  it('reads German values and the landing vocabulary, and drops unknown ones', () => {
    const filters = parseFilters(new URLSearchParams('category=breakfast&diet=gluten-free&duration=ueber-60&difficulty=MITTEL'));
    expect(filters).toEqual({
      category: 'Frühstück',
      diet: 'Glutenfrei',
      duration: 'über-60',
      difficulty: 'mittel',
      search: undefined,
    });
    expect(parseFilters(new URLSearchParams('category=Pizza&duration=5'))).toMatchObject({
      category: undefined,
      duration: undefined,
    });
  });

  it('writes filters back without touching other parameters and sends only set values to the API', () => {
    const params = writeFilters({ category: 'Dessert', search: 'Apfel' }, new URLSearchParams('tab=x&duration=15-30'));
    expect(params.toString()).toBe('tab=x&category=Dessert&search=Apfel');
    expect(toListInput({ category: 'Vegan', duration: undefined })).toEqual({ category: 'Vegan' });
  });

  it('lets a diet shortcut set the category, and a second click clear it', () => {
    const on = toggleDiet({ category: 'Dessert' }, 'Vegan');
    expect(on).toEqual({ category: 'Vegan', diet: undefined });
    expect(toggleDiet({ category: 'Vegan' }, 'Vegan')).toEqual({ category: undefined, diet: undefined });
    expect(toggleDiet({ category: 'Frühstück', diet: 'Vegan' }, 'Vegan')).toEqual({ category: 'Frühstück', diet: undefined });
  });

  it('shows one chip per active filter with German labels', () => {
    const chips = activeFilterChips({ category: 'Dessert', duration: 'unter-15', difficulty: 'einfach', search: 'Zimt' });
    expect(chips.map((chip) => chip.label)).toEqual(['Suche: „Zimt“', 'Dessert', 'Unter 15 Min', 'Einfach']);
  });
});

describe('creator inputs', () => {
  it('adds ingredients trimmed and without duplicates', () => {
    let list = addIngredient([], '  Tomaten ');
    list = addIngredient(list, 'tomaten');
    list = addIngredient(list, '   ');
    list = addIngredient(list, 'Frische   Nudeln');
    expect(list).toEqual(['Tomaten', 'Frische Nudeln']);
    expect(removeIngredient(list, 'Tomaten')).toEqual(['Frische Nudeln']);
  });

  it('allows PDF and images up to 10 MB with the spec wording for problems', () => {
    const mb = 1024 * 1024;
    expect(validateUpload({ name: 'rezept.pdf', type: 'application/pdf', size: 2 * mb })).toBeNull();
    expect(validateUpload({ name: 'foto.webp', type: '', size: mb })).toBeNull();
    expect(validateUpload({ name: 'foto.gif', type: 'image/gif', size: mb })).toEqual({
      title: 'Ungültiger Dateityp',
      description: 'Bitte lade nur PDF, JPG, PNG oder WebP Dateien hoch.',
    });
    expect(validateUpload({ name: 'scan.png', type: 'image/png', size: 10 * mb + 1 })).toEqual({
      title: 'Datei zu groß',
      description: 'Die Datei darf maximal 10MB groß sein.',
    });
  });
});

describe('recipe display helpers', () => {
  it('shows up to three tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
    expect(visibleTags(['a'])).toEqual({ shown: ['a'], hidden: 0 });
  });

  it('writes schema.org durations in ISO 8601', () => {
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(null)).toBeUndefined();
  });

  it('keeps JSON-LD from closing its script element', () => {
    expect(toScriptJson({ name: '</script><b>' })).not.toContain('</script>');
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/recipe/12', '/recipe/12'],
    ['/recipes?search=Suppe', '/recipes?search=Suppe'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/auth?next=/x', '/'],
    [null, '/'],
  ])('returns %s as %s', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it('builds /auth links that come back', () => {
    expect(authPath('/recipe/3')).toBe('/auth?next=%2Frecipe%2F3');
    expect(authPath('/recipe/3', 'register')).toBe('/auth?tab=register&next=%2Frecipe%2F3');
    expect(authPath('/')).toBe('/auth');
  });
});
