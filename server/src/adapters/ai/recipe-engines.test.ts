import { describe, expect, it } from 'vitest';
import { guessCategory, guessDifficulty, guessTags } from './builtin/classify';
import { draftFromParsed, shortTitle } from './builtin/draft-from-parsed';
import { readLlmAnswer } from './openai/llm-recipe';
import { systemPrompt } from './openai/prompt';
import { parseOpenGraph } from '../video/open-graph';

const answer = {
  isRecipe: true,
  title: 'Linsensuppe',
  description: '',
  category: 'Hauptgericht',
  difficulty: 'einfach',
  duration: 40.4,
  servings: 4,
  tags: [' Vegan '],
  ingredients: [{ name: 'Rote Linsen', amount: '250', unit: 'g' }],
  instructions: [{ step: 'Kochen.', duration: 20, temperature: null }],
};

describe('readLlmAnswer', () => {
  it('turns a valid answer into a draft with the API’s shapes', () => {
    expect(readLlmAnswer(JSON.stringify(answer))).toEqual({
      kind: 'recipe',
      recipe: {
        title: 'Linsensuppe',
        description: null,
        category: 'Hauptgericht',
        difficulty: 'einfach',
        duration: 40,
        servings: 4,
        tags: ['vegan'],
        ingredients: [{ name: 'Rote Linsen', amount: '250', unit: 'g' }],
        instructions: [{ step: 'Kochen.', duration: 20 }],
      },
    });
  });

  it('accepts JSON wrapped in a Markdown fence', () => {
    expect(readLlmAnswer(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``).kind).toBe('recipe');
  });

  it.each([
    ['no JSON', 'Hier ist dein Rezept!'],
    ['an unknown category', JSON.stringify({ ...answer, category: 'Suppe' })],
    ['no ingredients', JSON.stringify({ ...answer, ingredients: [] })],
    ['an empty step', JSON.stringify({ ...answer, instructions: [{ step: ' ', duration: null, temperature: null }] })],
    ['zero servings', JSON.stringify({ ...answer, servings: 0 })],
  ])('calls an answer with %s invalid', (_label, content) => {
    expect(readLlmAnswer(content).kind).toBe('invalid');
  });

  it('reports when the model found no recipe', () => {
    expect(readLlmAnswer(JSON.stringify({ ...answer, isRecipe: false }))).toEqual({ kind: 'no-recipe' });
  });
});

describe('systemPrompt', () => {
  it('asks for German and metric units and names devices and allergies', () => {
    const prompt = systemPrompt({ kitchenDevices: ['Thermomix'], allergies: ['Nüsse'] }, 'extract');
    expect(prompt).toContain('auf Deutsch');
    expect(prompt).toContain('metrische Einheiten');
    expect(prompt).toContain('Küchengeräte des Mitglieds: Thermomix');
    expect(prompt).toContain('Allergien und Unverträglichkeiten des Mitglieds: Nüsse');
    expect(prompt).toContain('erfinde keine');
  });
});

describe('built-in classification', () => {
  it.each([
    ['Schokoladenkuchen', ['Mehl', 'Zucker'], 'Dessert'],
    ['Bananen-Smoothie', ['Banane', 'Hafermilch'], 'Getränke'],
    ['Overnight Oats', ['Haferflocken'], 'Frühstück'],
    ['Spaghetti aglio e olio', ['Spaghetti', 'Knoblauch'], 'Italienisch'],
    ['Rotes Thai-Curry', ['Kokosmilch'], 'Asiatisch'],
    ['Ofenkartoffeln', ['Kartoffeln'], 'Hauptgericht'],
  ] as const)('files %s under %s', (title, ingredients, category) => {
    expect(guessCategory(title, [...ingredients])).toBe(category);
  });

  it('tags diets from the ingredients', () => {
    expect(guessTags(['Linsen', 'Hafermilch', 'Zwiebel'], 15)).toEqual(['vegetarisch', 'vegan', 'schnell']);
    expect(guessTags(['Linsen', 'Butter'], 45)).toEqual(['vegetarisch']);
    expect(guessTags(['Hähnchenbrust', 'Reis'], 45)).toEqual([]);
  });

  it('rates difficulty by steps, ingredients and time', () => {
    expect(guessDifficulty(3, 5, 20)).toBe('einfach');
    expect(guessDifficulty(6, 9, 45)).toBe('mittel');
    expect(guessDifficulty(12, 9, 45)).toBe('schwer');
  });
});

describe('draftFromParsed', () => {
  it('keeps amounts as parsed and points to the original when steps are missing', () => {
    const draft = draftFromParsed(
      {
        ingredients: [
          { name: 'Quark', amount: '250', unit: 'g' },
          { name: 'Eier', amount: '2', unit: '' },
        ],
        instructions: [],
        tags: [],
      },
      { title: 'Quarkbällchen', missingStepsNote: 'Die Zubereitung wird im Originalvideo gezeigt.' },
    );
    expect(draft).toMatchObject({
      title: 'Quarkbällchen',
      servings: 4,
      duration: null,
      ingredients: [
        { name: 'Quark', amount: '250', unit: 'g' },
        { name: 'Eier', amount: '2', unit: '' },
      ],
      instructions: [{ step: 'Die Zubereitung wird im Originalvideo gezeigt.' }],
    });
  });

  it('shortens caption titles at a word boundary', () => {
    expect(
      shortTitle(
        'Die allerbeste cremige One-Pot-Pasta mit Kirschtomaten, Basilikum und Parmesan für den schnellen Feierabend unter der Woche',
        60,
      ),
    ).toBe('Die allerbeste cremige One-Pot-Pasta mit Kirschtomaten …');
  });
});

describe('parseOpenGraph', () => {
  it('reads og tags in either attribute order and decodes entities', () => {
    const og = parseOpenGraph(
      '<meta content="Zutaten:&#10;200 g Mehl &amp; Salz" property="og:description"><meta property=\'og:image\' content=\'https://x.cdninstagram.com/a.jpg\'>',
    );
    expect(og).toEqual({ 'og:description': 'Zutaten:\n200 g Mehl & Salz', 'og:image': 'https://x.cdninstagram.com/a.jpg' });
  });
});
