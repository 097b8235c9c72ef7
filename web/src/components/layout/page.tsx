import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';

interface TPageProps {
  /** Sets the document title ("<title> – Kochclip"). */
  title?: string;
  className?: string;
  children: ReactNode;
}

/** Standard page frame: width, padding and document title. */
export function Page({ title, className, children }: TPageProps) {
  useDocumentTitle(title);
  return <div className={cn('mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12', className)}>{children}</div>;
}

export function PageHeading({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-balance text-stone-900 md:text-4xl">{children}</h1>
      {lead && <p className="mt-2 max-w-2xl text-stone-600">{lead}</p>}
    </div>
  );
}
