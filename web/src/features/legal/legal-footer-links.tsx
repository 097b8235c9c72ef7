import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTRPC } from '../../lib/trpc';

/** Impressum, Datenschutz and the source code (AGPL-3.0-or-later, section 13), each once. */
export function LegalFooterLinks() {
  const trpc = useTRPC();
  const source = useQuery({ ...trpc.account.sourceCode.queryOptions(), staleTime: Infinity });
  const link = 'font-semibold text-stone-700 hover:text-brand-700 hover:underline';
  return (
    <nav aria-label="Rechtliches">
      <ul className="flex flex-wrap gap-x-5 gap-y-1">
        <li>
          <Link to="/impressum" className={link}>
            Impressum
          </Link>
        </li>
        <li>
          <Link to="/datenschutz" className={link}>
            Datenschutz
          </Link>
        </li>
        <li>
          <a href={source.data?.sourceUrl ?? '/api/source'} className={link} rel="noopener">
            Quellcode (AGPL)
          </a>
        </li>
      </ul>
    </nav>
  );
}
