import { ChefHatIcon, CommunityIcon, PlayIcon, type TIcon } from '../../components/ui/icons';
import { GiftIcon } from '../shared/extra-icons';

const FEATURES: Array<{ icon: TIcon; title: string; text: string }> = [
  {
    icon: PlayIcon,
    title: 'Vom Video zum Rezept',
    text: 'Link von TikTok, Instagram oder YouTube einfügen – die KI schreibt Zutaten und Schritte für dich auf.',
  },
  {
    icon: ChefHatIcon,
    title: 'Passend für deine Küchengeräte',
    text: 'Rezepte angepasst an Thermomix, Heißluftfritteuse und mehr – so wie du kochst.',
  },
  {
    icon: CommunityIcon,
    title: 'Eine Community, die gern kocht',
    text: 'Entdecke Rezepte anderer, like, bewerte und sammle deine Favoriten in Kochbüchern.',
  },
  {
    icon: GiftIcon,
    title: 'Kostenlos',
    text: 'Registrieren, Rezepte erstellen und stöbern kostet nichts.',
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title" className="text-2xl font-extrabold tracking-tight text-stone-900 md:text-3xl">
        So funktioniert Kochclip
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-(--radius-card) bg-white p-6 shadow-card ring-1 ring-cream-200">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-stone-900">{title}</h3>
            <p className="mt-1 text-stone-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
