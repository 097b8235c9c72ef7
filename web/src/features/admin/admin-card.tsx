import type { ReactNode } from 'react';

export function AdminCard({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section
      className="grid grid-cols-1 content-start gap-3 rounded-(--radius-card) border border-cream-200 bg-white p-4 shadow-xs"
      aria-label={title}
    >
      <div>
        <h2 className="font-bold text-stone-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}
