import { APP_TIME_ZONE } from '@kochclip/core';
import { eq, sql } from 'drizzle-orm';
import type { TTx } from '../client';
import { challenges, users } from '../schema';

/** Offset of Europe/Berlin from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function berlinOffsetMs(instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: APP_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** Midnight in Berlin `days` days after the Berlin day of `now`: challenges start and end at Berlin day boundaries. */
export function berlinMidnight(now: Date, days: number): Date {
  const local = new Date(now.getTime() + berlinOffsetMs(now));
  const utcMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days);
  return new Date(utcMidnight - berlinOffsetMs(new Date(utcMidnight)));
}

interface TSeedChallenge {
  title: string;
  description: string;
  rules: string;
  tags: string[];
  /** Start and end in Berlin days relative to the seed day; the end is the last instant before that midnight. */
  startDay: number;
  endDay: number;
}

/** Two active, one upcoming and one ended challenge; the active ones run long so a demo install keeps them. */
export const SEED_CHALLENGES: readonly TSeedChallenge[] = [
  {
    title: 'Kürbis-Wochen',
    description: 'Zeig uns dein liebstes Kürbisgericht: Suppe, Ofengemüse, Kuchen oder etwas ganz Neues.',
    rules: 'Ein Foto deines selbst gekochten Gerichts, dazu das Rezept aus Kochclip. Ein Beitrag pro Person.',
    tags: ['Herbst', 'Kürbis', 'saisonal'],
    startDay: -14,
    endDay: 180,
  },
  {
    title: 'Feierabendküche in 30 Minuten',
    description: 'Schnelle Gerichte für volle Tage: alles, was in höchstens 30 Minuten auf dem Tisch steht.',
    rules: 'Das Rezept darf höchstens 30 Minuten dauern. Zeig das fertige Gericht auf einem Foto.',
    tags: ['schnell', 'Alltag'],
    startDay: -7,
    endDay: 365,
  },
  {
    title: 'Weihnachtsbäckerei',
    description: 'Plätzchen, Stollen und Lebkuchen: Backt mit uns durch die Adventszeit.',
    rules: 'Nur Gebäck. Ein Foto pro Beitrag, gern mit einem Tipp in der Beschreibung.',
    tags: ['Backen', 'Advent'],
    startDay: 30,
    endDay: 75,
  },
  {
    title: 'Sommer-Grillchallenge',
    description: 'Vom Gemüsespieß bis zum Grillkäse: eure besten Rezepte vom Rost.',
    rules: 'Gegrillt wird draußen. Ein Foto deines Grillguts und das passende Rezept.',
    tags: ['Grillen', 'Sommer'],
    startDay: -90,
    endDay: -30,
  },
];

/** Inserts the demo challenges once (also into installs seeded before challenges existed). */
export async function seedChallenges(tx: TTx, now: Date = new Date()): Promise<void> {
  const [existing] = await tx
    .select({ one: sql<number>`1` })
    .from(challenges)
    .limit(1);
  if (existing) return;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin')).limit(1);
  await tx.insert(challenges).values(
    SEED_CHALLENGES.map((c) => ({
      title: c.title,
      description: c.description,
      rules: c.rules,
      tags: c.tags,
      startDate: berlinMidnight(now, c.startDay),
      endDate: new Date(berlinMidnight(now, c.endDay).getTime() - 1),
      creatorId: admin?.id ?? null,
    })),
  );
}
