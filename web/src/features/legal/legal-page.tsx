import { useQuery } from '@tanstack/react-query';
import { Page } from '../../components/layout/page';
import { PageSpinner } from '../../components/ui/spinner';
import { useTRPC } from '../../lib/trpc';

type TLegalPageName = 'impressum' | 'datenschutz';

/** Impressum and Datenschutz as the server renders them from the operator's Markdown (raw HTML escaped there). */
export function LegalPage({ page }: { page: TLegalPageName }) {
  const trpc = useTRPC();
  const legal = useQuery({ ...trpc.account.legalPage.queryOptions({ page }), staleTime: 5 * 60_000 });
  if (legal.isPending) return <PageSpinner />;
  if (!legal.data) {
    return (
      <Page title="Rechtliches" className="max-w-3xl">
        <p role="alert" className="text-stone-700">
          Diese Seite konnte nicht geladen werden. Bitte versuche es später erneut.
        </p>
      </Page>
    );
  }
  return (
    <Page title={legal.data.title} className="max-w-3xl">
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{legal.data.title}</h1>
      <article
        className="legal-text space-y-4 text-stone-700 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:rounded-xl [&_blockquote]:bg-amber-50 [&_blockquote]:p-4 [&_blockquote]:ring-1 [&_blockquote]:ring-amber-200 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-stone-900 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1"
        // The server renders the Markdown with raw HTML turned off and only http(s), mailto and relative links.
        dangerouslySetInnerHTML={{ __html: legal.data.html }}
      />
    </Page>
  );
}

export function ImpressumPage() {
  return <LegalPage page="impressum" />;
}

export function DatenschutzPage() {
  return <LegalPage page="datenschutz" />;
}
