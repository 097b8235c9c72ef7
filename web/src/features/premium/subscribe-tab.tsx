import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { formatDateDE } from '../../lib/format';
import { useTRPC, useTRPCClient, type TRouterOutputs } from '../../lib/trpc';
import { PlanCards } from './plan-cards';
import { PLAN_OFFERS, type TPlan } from './plans';

type TStatus = TRouterOutputs['premium']['status'];

/** The payment step with Stripe's Payment Element: loaded (and Stripe.js with it) only when a plan is chosen. */
const CheckoutForm = lazy(() => import('./checkout-form').then((m) => ({ default: m.CheckoutForm })));

export function SubscribeTab() {
  const trpc = useTRPC();
  const status = useQuery(trpc.premium.status.queryOptions());
  if (status.isPending) return <Spinner className="mx-auto my-10 size-8" label="Premium-Status wird geladen" />;
  if (status.isError) return <p className="text-red-700">{errorMessage(status.error)}</p>;
  if (status.data.isPremium) return <PremiumStatusCard status={status.data} />;
  return <PlanChooser status={status.data} />;
}

function PlanChooser({ status }: { status: TStatus }) {
  const client = useTRPCClient();
  const [checkout, setCheckout] = useState<{ plan: TPlan; clientSecret: string } | null>(null);
  const create = useMutation({
    mutationFn: (plan: TPlan) => client.premium.createSubscription.mutate({ plan }),
    onSuccess: ({ clientSecret }, plan) => setCheckout({ plan, clientSecret }),
    onError: () => toast({ variant: 'destructive', title: 'Fehler', description: 'Abonnement konnte nicht erstellt werden' }),
  });
  const payable = status.paymentsEnabled && status.publishableKey !== null;
  const offer = PLAN_OFFERS.find((o) => o.plan === checkout?.plan);

  if (checkout && offer && status.publishableKey) {
    return (
      <Suspense fallback={<Spinner className="mx-auto my-10 size-8" label="Zahlungsformular wird geladen" />}>
        <CheckoutForm
          publishableKey={status.publishableKey}
          clientSecret={checkout.clientSecret}
          offer={offer}
          onCancel={() => setCheckout(null)}
        />
      </Suspense>
    );
  }
  return (
    <div className="space-y-4">
      {!payable && (
        <p role="status" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
          Zahlungen sind derzeit nicht eingerichtet. Du kannst Premium trotzdem mit einem Empfehlungscode testen (Tab „Freunde
          werben“).
        </p>
      )}
      <PlanCards
        pendingPlan={create.isPending ? (create.variables ?? null) : null}
        disabled={!payable || create.isPending}
        onChoose={(plan) => create.mutate(plan)}
      />
    </div>
  );
}

function PremiumStatusCard({ status }: { status: TStatus }) {
  const client = useTRPCClient();
  const portal = useMutation({
    mutationFn: () => client.premium.billingPortal.mutate(),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => toast({ variant: 'destructive', title: 'Fehler', description: errorMessage(error) }),
  });
  const plan = status.subscription?.plan === 'yearly' ? 'Jährlich' : status.subscription?.plan === 'monthly' ? 'Monatlich' : null;
  return (
    <section className="rounded-(--radius-card) bg-white p-6 shadow-card ring-2 ring-amber-400">
      <h2 className="text-lg font-bold text-stone-900">Du bist Premium-Mitglied</h2>
      <dl className="mt-3 grid gap-1 text-sm text-stone-700 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        {status.premiumUntil && (
          <>
            <dt className="font-semibold">Premium bis</dt>
            <dd>{formatDateDE(status.premiumUntil)}</dd>
          </>
        )}
        <dt className="font-semibold">Grundlage</dt>
        <dd>{status.source === 'referral' ? 'Empfehlungsprogramm' : plan ? `Abo (${plan})` : 'Abo'}</dd>
      </dl>
      {status.canManageSubscription && (
        <Button className="mt-5" variant="outline" pending={portal.isPending} onClick={() => portal.mutate()}>
          Abo verwalten
        </Button>
      )}
    </section>
  );
}
