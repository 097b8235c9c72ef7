import { DIFFICULTIES, RECIPE_CATEGORIES } from '@kochclip/db/schema';
import type { TIdeaRequest, TMemberPrefs } from '@kochclip/routers/ports';
import type { TParsedRecipe } from '@kochclip/core/recipe-parser';

export type TPromptMode = 'extract' | 'create';

const listOf = (values: string[]) =>
  values
    .map((v) => v.trim().slice(0, 60))
    .filter((v) => v.length > 0)
    .slice(0, 20)
    .join(', ');

/** The German instructions every request carries, adapted to the member's kitchen and allergies. */
export function systemPrompt(member: TMemberPrefs, mode: TPromptMode): string {
  const devices = listOf(member.kitchenDevices);
  const allergies = listOf(member.allergies);
  return [
    'Du bist der Rezept-Assistent von Kochclip, einer deutschsprachigen Koch-Community.',
    'Antworte ausschließlich mit einem JSON-Objekt nach dem vorgegebenen Schema.',
    'Schreibe alle Texte (Titel, Beschreibung, Zutaten, Schritte, Tags) auf Deutsch, auch wenn die Quelle eine andere Sprache hat.',
    'Verwende metrische Einheiten (g, kg, ml, l, °C) sowie EL, TL, Prise und Stück; rechne Cups, Unzen, Pfund und Fahrenheit um.',
    mode === 'extract'
      ? 'Übernimm Mengen nur so, wie die Quelle sie angibt, und erfinde keine: Fehlt eine Menge, lass amount und unit leer. Enthält die Quelle weder Zutaten noch Zubereitungsschritte, setze isRecipe auf false und erfinde kein Rezept.'
      : 'Erstelle ein neues, gut nachkochbares Rezept mit konkreten Mengen. Setze isRecipe auf true.',
    `category ist genau eine von: ${RECIPE_CATEGORIES.join(', ')}. difficulty ist ${DIFFICULTIES.join(', ')}.`,
    'duration ist die Gesamtzeit in Minuten; bei Schritten duration (Minuten) und temperature (z. B. "180 °C Umluft") nur, wenn der Schritt sie braucht, sonst null. tags sind kurze deutsche Schlagwörter in Kleinbuchstaben (z. B. vegetarisch, schnell).',
    devices
      ? `Küchengeräte des Mitglieds: ${devices}. Passe die Zubereitung an diese Geräte an, wo es sinnvoll ist.`
      : 'Das Mitglied hat keine Küchengeräte angegeben; setze eine übliche Küchenausstattung voraus.',
    allergies
      ? `Allergien und Unverträglichkeiten des Mitglieds: ${allergies}. Verwende keine Zutaten mit diesen Allergenen; ersetze sie durch passende Alternativen und erwähne den Ersatz in der Beschreibung.`
      : 'Das Mitglied hat keine Allergien angegeben.',
  ].join('\n');
}

/** The source text plus what the built-in parser already recognised, which the model keeps unchanged. */
export function sourceMessage(context: string, text: string, parsed: TParsedRecipe | null, title?: string): string {
  const lines = [`Quelle: ${context}.`];
  if (title) lines.push(`Titel: ${title}`);
  lines.push('Text der Quelle:', text.slice(0, 20_000) || '(kein Text)');
  if (parsed) {
    lines.push(
      'Der eingebaute Parser hat daraus bereits erkannt (übernimm diese Zutaten und Mengen unverändert und ergänze nur, was fehlt):',
      JSON.stringify({ ingredients: parsed.ingredients, instructions: parsed.instructions.map((s) => s.step) }),
    );
  }
  return lines.join('\n');
}

export function ideaMessage(request: TIdeaRequest): string {
  return request.type === 'ingredients'
    ? `Erstelle ein Rezept, das möglichst diese Zutaten verwendet: ${listOf(request.ingredients)}. Übliche Grundzutaten wie Salz, Pfeffer und Öl darfst du ergänzen.`
    : `Wunsch des Mitglieds: ${request.prompt.slice(0, 1000)}`;
}
