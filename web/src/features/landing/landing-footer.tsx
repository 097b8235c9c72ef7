const LEGAL = [
  { id: 'impressum', label: 'Impressum', text: 'Angaben gemäß § 5 DDG folgen in Kürze.' },
  { id: 'datenschutz', label: 'Datenschutz', text: 'Die Datenschutzerklärung wird gerade überarbeitet und folgt in Kürze.' },
  { id: 'kontakt', label: 'Kontakt', text: 'Fragen oder Ideen? Schreib uns bald über das Kontaktformular.' },
];

/** Landing footer. The legal pages are not written yet; the links jump to short placeholder notes. */
export function LandingFooter() {
  return (
    <div className="border-t border-cream-300 pt-8 text-sm text-stone-600">
      <nav aria-label="Rechtliches">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {LEGAL.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className="font-semibold text-stone-700 hover:text-brand-700 hover:underline">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
        {LEGAL.map((item) => (
          <div key={item.id} id={item.id} className="scroll-mt-24">
            <dt className="font-semibold text-stone-800">{item.label}</dt>
            <dd className="mt-0.5">{item.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
