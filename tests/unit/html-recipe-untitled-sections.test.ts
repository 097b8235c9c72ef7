import { describe, expect, it } from 'vitest';
import { extractHtmlRecipe } from '@kochclip/server';

const page = (body: string) =>
  `<!doctype html><html><head><title>Flammkuchen | Blog</title></head><body><article><h1>Flammkuchen</h1>${body}</article></body></html>`;

describe('website import: a page that names neither its ingredient list nor its method', () => {
  it('reads lists under headings of their own as ingredient groups and numbered headings as the parts of the method', () => {
    const html = page(`
      <p>Ein Klassiker aus dem Elsass.</p>
      <h3>Teig</h3>
      <ul><li>250 g Mehl</li><li>125 ml Wasser</li><li>2 EL Öl</li><li>Salz</li></ul>
      <h3>Belag</h3>
      <ul><li>200 g Schmand</li><li>150 g Speckwürfel</li><li>1 Zwiebel, in Ringen</li></ul>
      <h4>1) Teig machen</h4>
      <ol><li>Mehl, Wasser, Öl und Salz verkneten.</li><li>Dünn ausrollen.</li></ol>
      <h4>2) Belegen und backen</h4>
      <ol><li>Schmand aufstreichen, Speck und Zwiebeln verteilen.</li><li>Bei 250 °C 12 Minuten backen.</li></ol>
      <h4>Mehr vom Blog</h4>`);
    const result = extractHtmlRecipe(html, 'https://example.org/flammkuchen');
    expect(result.method).toBe('structure');
    const draft = result.draft;
    expect(draft?.title).toBe('Flammkuchen');
    expect(draft?.ingredients.map((i) => [i.name, i.group ?? null])).toEqual([
      ['Mehl', 'Teig'],
      ['Wasser', 'Teig'],
      ['Öl', 'Teig'],
      ['Salz', 'Teig'],
      ['Schmand', 'Belag'],
      ['Speckwürfel', 'Belag'],
      ['Zwiebel', 'Belag'],
    ]);
    expect(draft?.instructions.map((s) => [s.step, s.group ?? null])).toEqual([
      ['Mehl, Wasser, Öl und Salz verkneten.', 'Teig machen'],
      ['Dünn ausrollen.', 'Teig machen'],
      ['Schmand aufstreichen, Speck und Zwiebeln verteilen.', 'Belegen und backen'],
      ['Bei 250 °C 12 Minuten backen.', 'Belegen und backen'],
    ]);
  });

  it('takes lists under headings for no recipe structure when no numbered method follows them', () => {
    const html = page(`
      <h3>Teig</h3>
      <ul><li>250 g Mehl</li><li>125 ml Wasser</li></ul>
      <h3>Belag</h3>
      <ul><li>200 g Schmand</li><li>150 g Speckwürfel</li></ul>
      <h4>Unsere Tipps</h4>
      <ul><li>Heiß servieren.</li><li>Dazu passt Wein.</li></ul>`);
    const result = extractHtmlRecipe(html, 'https://example.org/flammkuchen');
    // The caption reader may still read the visible text; the page's structure gives nothing.
    expect(result.method).not.toBe('structure');
    expect(result.draft?.instructions.some((s) => s.group)).not.toBe(true);
  });
});
