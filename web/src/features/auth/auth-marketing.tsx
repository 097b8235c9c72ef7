import { CheckIcon, ChefHatIcon } from '../../components/ui/icons';

const BENEFITS = [
  'Rezepte aus Kochvideos von TikTok, Instagram und YouTube',
  'Aus Zutaten, Ideen, PDFs oder Fotos wird ein fertiges Rezept',
  'Angepasst an deine Küchengeräte wie Thermomix oder Heißluftfritteuse',
  'Kochbücher, Bewertungen und eine Community voller Ideen',
];

/** Left column of the auth screen; only shown from 768 px upwards. */
export function AuthMarketing() {
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className="relative hidden overflow-hidden rounded-(--radius-card) bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-10 text-white shadow-card md:flex md:flex-col md:justify-center"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-brand-400/30 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-28 -left-16 size-72 rounded-full bg-amber-300/20 blur-2xl" />
      <div className="relative">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
          <ChefHatIcon className="size-7" />
        </span>
        <h2 id="auth-marketing-title" className="mt-6 text-3xl leading-tight font-extrabold text-balance lg:text-4xl">
          Vom Kochvideo zum Rezept – in Sekunden.
        </h2>
        <p className="mt-4 max-w-md text-brand-50/90">
          Kochclip verwandelt Clips, Zutatenlisten und Ideen mit KI in klare Schritt-für-Schritt-Rezepte. Kostenlos.
        </p>
        <ul className="mt-8 flex flex-col gap-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-white/20">
                <CheckIcon className="size-4" />
              </span>
              <span className="text-sm leading-6 text-white/95">{benefit}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
