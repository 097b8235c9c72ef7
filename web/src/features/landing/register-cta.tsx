import { ButtonLink } from '../../components/ui/button';

export function RegisterCta() {
  return (
    <section
      aria-labelledby="register-cta-title"
      className="relative overflow-hidden rounded-[2rem] bg-brand-700 px-6 py-12 text-center text-white shadow-pop sm:px-12"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-10 size-72 rounded-full bg-brand-500/50 blur-3xl" />
      <div className="relative mx-auto max-w-2xl">
        <h2 id="register-cta-title" className="text-3xl font-extrabold tracking-tight text-balance md:text-4xl">
          Bereit für dein nächstes Lieblingsrezept?
        </h2>
        <p className="mt-3 text-lg text-brand-50">
          Registriere dich kostenlos und verwandle deine Kochvideos in Rezepte, die du immer wiederfindest.
        </p>
        <div className="mt-7 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/auth?tab=register" size="lg" variant="secondary">
            Jetzt kostenlos registrieren
          </ButtonLink>
          <ButtonLink
            to="/auth"
            size="lg"
            variant="ghost"
            className="text-white hover:bg-white/10 hover:text-white focus-visible:outline-white"
          >
            Ich habe schon ein Konto
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
