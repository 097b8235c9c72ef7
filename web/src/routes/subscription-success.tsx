import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../components/layout/page';
import { ButtonLink } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { toast } from '../components/ui/toast-store';
import { PREMIUM_BENEFITS } from '../features/premium/plans';
import { useTRPC, useTRPCClient } from '../lib/trpc';

/**
 * Stripe returns here after confirming the payment (?payment_intent=…&redirect_status=…). The server asks
 * Stripe itself; a missing payment_intent fails at once.
 */
export function SubscriptionSuccessPage() {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const redirectStatus = params.get('redirect_status') ?? undefined;
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: (id: string) => client.premium.verifyPayment.mutate({ paymentIntentId: id, redirectStatus }),
    onSuccess: async ({ success }) => {
      if (success) {
        toast({ variant: 'success', title: 'Zahlung erfolgreich!', description: 'Willkommen bei Kochclip Premium.' });
        await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      } else failed();
    },
    onError: () => failed(),
  });
  const started = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (paymentIntentId) mutate(paymentIntentId);
    else failed();
  }, [mutate, paymentIntentId]);

  const state =
    !paymentIntentId || verify.isError || verify.data?.success === false
      ? 'failed'
      : verify.data?.success
        ? 'success'
        : 'verifying';
  return (
    <Page title="Zahlungsbestätigung" className="max-w-2xl">
      {state === 'verifying' && (
        <div className="flex flex-col items-center gap-4 py-16 text-center" role="status">
          <Spinner className="size-10 text-brand-600" label="Zahlung wird überprüft" />
          <p className="text-stone-700">Deine Zahlung wird überprüft …</p>
        </div>
      )}
      {state === 'success' && (
        <section className="rounded-(--radius-card) bg-white p-8 shadow-card ring-1 ring-stone-200">
          <h1 className="text-3xl font-extrabold text-stone-900">Zahlung erfolgreich!</h1>
          <p className="mt-2 text-stone-700">Dein Premium-Abo ist aktiv. Das erhältst du jetzt:</p>
          <ul className="mt-4 space-y-2 text-stone-800">
            {PREMIUM_BENEFITS.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <span aria-hidden="true" className="text-brand-600">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-stone-600">Eine Bestätigung erhältst du in Kürze per E-Mail.</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/">Zur Startseite</ButtonLink>
            <ButtonLink to="/settings" variant="outline">
              Zu den Einstellungen
            </ButtonLink>
          </div>
        </section>
      )}
      {state === 'failed' && (
        <section className="rounded-(--radius-card) bg-white p-8 shadow-card ring-1 ring-red-200">
          <h1 className="text-3xl font-extrabold text-stone-900">Verifizierung fehlgeschlagen</h1>
          <p className="mt-2 text-stone-700">
            Wir konnten deine Zahlung nicht bestätigen. Falls dir Geld abgebucht wurde, wende dich bitte an unseren Support.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to="/premium">Erneut versuchen</ButtonLink>
            <ButtonLink to="/" variant="outline">
              Zur Startseite
            </ButtonLink>
          </div>
        </section>
      )}
    </Page>
  );
}

function failed() {
  toast({
    variant: 'destructive',
    title: 'Verifizierung fehlgeschlagen',
    description: 'Bitte kontaktiere unseren Support, falls dir Geld abgebucht wurde.',
  });
}
