import { formatPriceDE, formatPricePerDE } from '../../lib/format';
import type { TRouterInputs } from '../../lib/trpc';

export type TPlan = TRouterInputs['premium']['createSubscription']['plan'];

export interface TPlanOffer {
  plan: TPlan;
  name: string;
  price: string;
  period: string;
  /** Label of the payment form's submit button: the price and 'abonnieren'. */
  submitLabel: string;
  features: readonly string[];
}

/** Premium benefits (spec part 2 §1); Kochclip shows no ads to anyone. */
export const PREMIUM_BENEFITS = [
  '100 KI-Rezept-Generierungen pro Monat',
  'Premium-Abzeichen im Profil',
  'Unbegrenzt private Kochbücher',
  'Unbegrenzt Einkaufslisten und Wochenpläne',
  'Haushalt mit bis zu 12 Mitgliedern (kostenlos 2)',
  'Premium-Geräte-Integration (z. B. Thermomix TM7)',
  'Prioritäts-Support',
  'Werbefrei',
] as const;

export const PLAN_OFFERS: readonly TPlanOffer[] = [
  {
    plan: 'monthly',
    name: 'Monatlich',
    price: formatPriceDE(4.99),
    period: 'pro Monat',
    submitLabel: `${formatPriceDE(4.99)} abonnieren`,
    features: PREMIUM_BENEFITS,
  },
  {
    plan: 'yearly',
    name: 'Jährlich',
    price: formatPriceDE(39.99),
    period: 'pro Jahr',
    submitLabel: `${formatPriceDE(39.99)} abonnieren`,
    features: [
      ...PREMIUM_BENEFITS,
      'Exklusive Jahres-Features: saisonale Rezept-Sammlungen',
      'Bonus-Inhalte: Kochkurs-Videos der Community',
    ],
  },
];

export const YEARLY_HIGHLIGHTS = {
  badge: '33% Rabatt',
  monthly: `nur ${formatPricePerDE(3.33, 'Monat')}`,
  saving: `${formatPriceDE(20)} pro Jahr sparen`,
} as const;
