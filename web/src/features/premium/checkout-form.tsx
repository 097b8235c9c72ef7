import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import type { TPlanOffer } from './plans';
import { stripeFor } from './use-stripe';

interface TCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  offer: TPlanOffer;
  onCancel: () => void;
}

/** Stripe's Payment Element for the first invoice of the new subscription. */
export function CheckoutForm({ publishableKey, clientSecret, offer, onCancel }: TCheckoutProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret, locale: 'de' }}>
      <PaymentForm offer={offer} onCancel={onCancel} />
    </Elements>
  );
}

function PaymentForm({ offer, onCancel }: Pick<TCheckoutProps, 'offer' | 'onCancel'>) {
  const stripe = useStripe();
  const elements = useElements();
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const verify = useMutation({
    mutationFn: (paymentIntentId: string) =>
      client.premium.verifyPayment.mutate({ paymentIntentId, redirectStatus: 'succeeded' }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    setSubmitting(true);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/subscription-success` },
        redirect: 'if_required',
      });
      if (result.error) {
        toast({ variant: 'destructive', title: 'Zahlung fehlgeschlagen', description: result.error.message });
        return;
      }
      if (result.paymentIntent.status === 'succeeded') {
        const verified = await verify.mutateAsync(result.paymentIntent.id);
        if (!verified.success) throw new Error('Verifizierung fehlgeschlagen');
        await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.premium.status.queryKey() });
        toast({ variant: 'success', title: 'Premium aktiviert!', description: 'Willkommen bei Kochclip Premium.' });
        void navigate('/');
      }
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Zahlung fehlgeschlagen',
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="space-y-5 rounded-(--radius-card) bg-white p-6 shadow-card ring-1 ring-stone-200"
    >
      <h2 className="text-lg font-bold text-stone-900">Zahlungsdaten · {offer.name}</h2>
      <PaymentElement />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={submitting} disabled={!stripe || !elements}>
          {offer.submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={submitting}>
          Anderen Tarif wählen
        </Button>
      </div>
    </form>
  );
}
