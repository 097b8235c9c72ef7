import { describe, it, expect } from 'vitest';
import { seedRecipes, type TSeedRecipe } from '@kochclip/db/seed';
import { DIFFICULTIES, RECIPE_CATEGORIES } from '@kochclip/db/schema';

const CATEGORIES = RECIPE_CATEGORIES;
const AUTHORS = ['anna', 'max', 'lena', 'admin'] as const;
const UNITS = new Set([
  'g',
  'kg',
  'ml',
  'l',
  'EL',
  'TL',
  'Prise',
  'Stück',
  'Zehe',
  'Dose',
  'Bund',
  'Becher',
  'Pck.',
  'Scheibe',
  'Handvoll',
  'etwas',
  'nach Geschmack',
  '',
]);

type TBucket = 'unter-15' | '15-30' | '30-60' | 'über-60';
function bucketOf(minutes: number): TBucket {
  if (minutes < 15) return 'unter-15';
  if (minutes <= 30) return '15-30';
  if (minutes <= 60) return '30-60';
  return 'über-60';
}

function countBy<K extends string>(items: TSeedRecipe[], key: (r: TSeedRecipe) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

const hasTag = (r: TSeedRecipe, tag: string) => r.tags.includes(tag);

describe('seed recipes: spread', () => {
  it('has at least 40 recipes', () => {
    expect(seedRecipes.length).toBeGreaterThanOrEqual(40);
  });

  it('covers every category with at least 2 recipes', () => {
    const counts = countBy(seedRecipes, (r) => r.category);
    for (const category of CATEGORIES) {
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(2);
    }
    for (const r of seedRecipes) expect(CATEGORIES, r.slug).toContain(r.category);
  });

  it('has at least 8 recipes per difficulty', () => {
    const counts = countBy(seedRecipes, (r) => r.difficulty);
    for (const difficulty of DIFFICULTIES) {
      expect(counts.get(difficulty) ?? 0, difficulty).toBeGreaterThanOrEqual(8);
    }
  });

  it('fills every duration bucket', () => {
    const counts = countBy(seedRecipes, (r) => bucketOf(r.duration));
    expect(counts.get('unter-15') ?? 0).toBeGreaterThanOrEqual(5);
    expect(counts.get('15-30') ?? 0).toBeGreaterThanOrEqual(8);
    expect(counts.get('30-60') ?? 0).toBeGreaterThanOrEqual(8);
    expect(counts.get('über-60') ?? 0).toBeGreaterThanOrEqual(5);
  });

  it('spreads authors fairly evenly', () => {
    const counts = countBy(seedRecipes, (r) => r.author);
    const fairShare = seedRecipes.length / AUTHORS.length;
    for (const author of AUTHORS) {
      const n = counts.get(author) ?? 0;
      expect(n, author).toBeGreaterThanOrEqual(Math.floor(fairShare) - 2);
      expect(n, author).toBeLessThanOrEqual(Math.ceil(fairShare) + 2);
    }
  });
});

describe('seed recipes: shape', () => {
  it('has unique kebab-case slugs', () => {
    const slugs = seedRecipes.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has unique titles', () => {
    const titles = seedRecipes.map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('has 5-15 ingredients and 4-10 steps per recipe', () => {
    for (const r of seedRecipes) {
      expect(r.ingredients.length, r.slug).toBeGreaterThanOrEqual(5);
      expect(r.ingredients.length, r.slug).toBeLessThanOrEqual(15);
      expect(r.instructions.length, r.slug).toBeGreaterThanOrEqual(4);
      expect(r.instructions.length, r.slug).toBeLessThanOrEqual(10);
    }
  });

  it('uses known units and text amounts', () => {
    for (const r of seedRecipes) {
      for (const ing of r.ingredients) {
        const where = `${r.slug}: ${ing.name}`;
        expect(ing.name.trim().length, where).toBeGreaterThan(0);
        expect(UNITS.has(ing.unit), `${where} (${ing.unit})`).toBe(true);
        expect(ing.amount, where).toMatch(/^(?:|\d+(?:\/\d+)?(?:-\d+(?:\/\d+)?)?)$/);
        if (ing.amount === '') {
          expect(['etwas', 'nach Geschmack', 'Prise'], where).toContain(ing.unit);
        }
      }
    }
  });

  it('has 2-6 lowercase tags', () => {
    for (const r of seedRecipes) {
      expect(r.tags.length, r.slug).toBeGreaterThanOrEqual(2);
      expect(r.tags.length, r.slug).toBeLessThanOrEqual(6);
      expect(new Set(r.tags).size, r.slug).toBe(r.tags.length);
      for (const tag of r.tags) expect(tag, r.slug).toBe(tag.toLocaleLowerCase('de-DE'));
    }
  });

  it('has sane durations, servings and steps', () => {
    for (const r of seedRecipes) {
      expect(Number.isInteger(r.duration) && r.duration > 0, r.slug).toBe(true);
      expect(Number.isInteger(r.servings) && r.servings >= 1 && r.servings <= 12, r.slug).toBe(true);
      expect(r.description.length, r.slug).toBeGreaterThan(20);
      let stepMinutes = 0;
      for (const s of r.instructions) {
        expect(s.step.trim().length, r.slug).toBeGreaterThan(5);
        if (s.duration !== undefined) {
          expect(Number.isInteger(s.duration) && s.duration > 0, r.slug).toBe(true);
          stepMinutes += s.duration;
        }
      }
      // Schritte können parallel laufen, die Summe muss aber grob zur Gesamtzeit passen.
      expect(stepMinutes, r.slug).toBeGreaterThanOrEqual(r.duration * 0.5);
      expect(stepMinutes, r.slug).toBeLessThanOrEqual(r.duration * 1.5);
    }
  });

  it('has ~8 distinct source videos with plausible URLs', () => {
    const videos = seedRecipes.flatMap((r) => (r.originalVideo ? [r.originalVideo] : []));
    expect(videos.length).toBeGreaterThanOrEqual(5);
    expect(videos.length).toBeLessThanOrEqual(12);
    const urls = videos.map((v) => v.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const v of videos) {
      if (v.platform === 'youtube') expect(v.url).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
      if (v.platform === 'tiktok') expect(v.url).toMatch(/^https:\/\/www\.tiktok\.com\/@[\w.]+\/video\/\d{19}$/);
      if (v.platform === 'instagram') expect(v.url).toMatch(/^https:\/\/www\.instagram\.com\/reel\/[\w-]+\/$/);
      expect(v.creator.length).toBeGreaterThan(0);
    }
  });
});

describe('seed recipes: diet tags', () => {
  it('tags every vegan recipe as vegetarisch too', () => {
    for (const r of seedRecipes.filter((x) => hasTag(x, 'vegan'))) {
      expect(r.tags, r.slug).toContain('vegetarisch');
    }
  });

  it('tags diet categories with the matching tag', () => {
    const expected: Partial<Record<(typeof RECIPE_CATEGORIES)[number], string>> = {
      Vegetarisch: 'vegetarisch',
      Vegan: 'vegan',
      Glutenfrei: 'glutenfrei',
      'Low Carb': 'low carb',
    };
    for (const r of seedRecipes) {
      const tag = expected[r.category];
      if (tag) expect(r.tags, r.slug).toContain(tag);
    }
  });

  it('does not tag meat or fish dishes as vegetarisch', () => {
    const meat =
      /hackfleisch|speck|schinken|würstchen|guanciale|pancetta|hähnchen|rind|schwein|lamm|kalb|lachs|garnele|sardelle|fischsauce|brät/i;
    for (const r of seedRecipes.filter((x) => hasTag(x, 'vegetarisch'))) {
      for (const ing of r.ingredients) expect(ing.name, r.slug).not.toMatch(meat);
    }
  });

  it('does not tag vegan dishes that use animal products', () => {
    const animal = /milch|joghurt|sahne|butter|käse|quark|schmand|\bei\b|eigelb|honig|crème fraîche/i;
    for (const r of seedRecipes.filter((x) => hasTag(x, 'vegan'))) {
      for (const ing of r.ingredients) {
        if (/kokosmilch/i.test(ing.name)) continue;
        expect(ing.name, r.slug).not.toMatch(animal);
      }
    }
  });

  it('does not tag glutenfrei dishes that use wheat products', () => {
    const gluten = /weizen|mehl(?!ig)|brot|brötchen|nudel|spaghetti|lasagne|semmel|bier|sojasauce|haferflocken|ciabatta|pita/i;
    for (const r of seedRecipes.filter((x) => hasTag(x, 'glutenfrei'))) {
      for (const ing of r.ingredients) {
        if (/reisbandnudel|zucchini-nudel/i.test(ing.name)) continue;
        expect(ing.name, r.slug).not.toMatch(gluten);
      }
    }
  });
});

describe('seed recipes: fixtures relied on by search tests', () => {
  const byTitle = (title: string) => seedRecipes.find((r) => r.title === title);

  it('contains the named recipes', () => {
    expect(byTitle('Klassische Lasagne')).toBeDefined();
    expect(byTitle('Kürbissuppe mit Ingwer')).toBeDefined();
    expect(seedRecipes.some((r) => r.title.includes('Tomatensuppe'))).toBe(true);
    expect(seedRecipes.some((r) => r.title.includes('Linsensuppe'))).toBe(true);
  });

  it('has Käsespätzle with Bergkäse and at least two other recipes with Käse ingredients', () => {
    const spaetzle = byTitle('Käsespätzle');
    expect(spaetzle).toBeDefined();
    expect(spaetzle?.ingredients.some((i) => i.name === 'Bergkäse')).toBe(true);
    const others = seedRecipes.filter((r) => r.title !== 'Käsespätzle' && r.ingredients.some((i) => i.name.includes('Käse')));
    expect(others.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps Spaghetti Carbonara non-vegetarian', () => {
    const carbonara = seedRecipes.find((r) => r.title.includes('Carbonara'));
    expect(carbonara).toBeDefined();
    expect(carbonara?.tags).not.toContain('vegetarisch');
  });
});
