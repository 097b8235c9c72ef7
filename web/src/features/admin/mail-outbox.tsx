import { formatDateTimeDE, formatNumberDE } from '../../lib/format';
import type { TRouterOutputs } from '../../lib/trpc';

type TMailStatus = TRouterOutputs['admin']['system']['mail'];

/** The outbox as the delivery job left it: waiting mails and the newest that failed after every retry. */
export function MailOutbox({ mail }: { mail: TMailStatus }) {
  return (
    <div className="space-y-2 text-sm">
      <p>
        {formatNumberDE(mail.pending)} wartend · {formatNumberDE(mail.failedCount)} endgültig fehlgeschlagen
      </p>
      {mail.failed.length > 0 && (
        <ul className="divide-y divide-cream-200" aria-label="Fehlgeschlagene E-Mails">
          {mail.failed.map((m) => (
            <li key={m.id} className="py-1.5">
              <span className="font-medium">{m.recipient}</span> · {m.template} · {m.attempts} Versuche
              {m.failedAt && ` · ${formatDateTimeDE(m.failedAt)}`}
              {m.lastError && <span className="block text-stone-600">{m.lastError}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
