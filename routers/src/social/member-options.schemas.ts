/**
 * The fixed choices of a member profile (spec part 2 §9). The web reads them through `social.profileOptions`,
 * so this module stays the single list.
 */
export const ALLERGY_CATEGORIES = [
  'Nüsse',
  'Erdnüsse',
  'Milch',
  'Eier',
  'Gluten',
  'Soja',
  'Fisch',
  'Meeresfrüchte',
  'Sesam',
  'Sellerie',
  'Senf',
  'Lupinen',
] as const;
export type TAllergyCategory = (typeof ALLERGY_CATEGORIES)[number];

export function isAllergyCategory(value: string): value is TAllergyCategory {
  return (ALLERGY_CATEGORIES as readonly string[]).includes(value);
}

export const STANDARD_KITCHEN_DEVICES = [
  'Thermomix',
  'Heißluftfritteuse',
  'Schongarer',
  'Sous-Vide-Gerät',
  'Küchenmaschine',
  'Küchenwaage',
  'Mixer',
  'Reiskocher',
  'Schnellkochtopf',
  'Grill',
  'Räucherofen',
  'Nudelmaschine',
  'Brotbackautomat',
  'Eismaschine',
  'Entsafter',
] as const;

/**
 * Named appliances premium members may add (the spec names 15 premium models but not which): current models
 * on the German market whose programmes change how a recipe is written (temperatures, steam, pressure).
 */
export const PREMIUM_KITCHEN_DEVICES = [
  'Thermomix TM7',
  'Thermomix TM6',
  'Monsieur Cuisine Smart',
  'KitchenAid Artisan 5KSM175',
  'Kenwood Cooking Chef XL',
  'Bosch Cookit',
  'Ninja Foodi MAX Dual Zone AF400EU',
  'Philips Airfryer XXL HD9867',
  'Cosori Dual Blaze Chef Edition',
  'Instant Pot Duo Plus',
  'Ninja Foodi 9-in-1 OP350',
  'Miele Dampfgarer DG 2840',
  'Siemens iQ700 Kombi-Dampfbackofen',
  'Anova Precision Cooker 3.0',
  'Weber Genesis E-325s',
] as const;

export const KITCHEN_DEVICES: readonly string[] = [...STANDARD_KITCHEN_DEVICES, ...PREMIUM_KITCHEN_DEVICES];

/** Social links: only these platforms, only https links on their own hosts. */
export const SOCIAL_PLATFORMS = {
  instagram: { label: 'Instagram', hosts: ['instagram.com', 'www.instagram.com'] },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com', 'www.tiktok.com'] },
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'www.youtube.com', 'm.youtube.com'] },
  facebook: { label: 'Facebook', hosts: ['facebook.com', 'www.facebook.com'] },
  pinterest: { label: 'Pinterest', hosts: ['pinterest.com', 'www.pinterest.com', 'pinterest.de', 'www.pinterest.de'] },
  x: { label: 'X', hosts: ['x.com', 'twitter.com', 'www.twitter.com'] },
} as const satisfies Record<string, { label: string; hosts: readonly string[] }>;
export type TSocialPlatform = keyof typeof SOCIAL_PLATFORMS;
export const SOCIAL_PLATFORM_KEYS = Object.keys(SOCIAL_PLATFORMS) as TSocialPlatform[];

export const BIO_MAX_LENGTH = 500;
export const ALLERGY_TEXT_MAX_LENGTH = 1000;

/** Free members keep this many private cookbooks; premium members any number ('unbegrenzt private Kochbücher'). */
export const FREE_PRIVATE_COOKBOOKS = 3;
