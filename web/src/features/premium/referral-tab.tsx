import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC, useTRPCClient } from '../../lib/trpc';

/** 'Freunde werben': the member's own code to share and a field to redeem someone else's (spec part 2 §2, §8). */
export function ReferralTab() {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');

  const generate = useMutation({
    mutationFn: () => client.premium.generateReferralCode.mutate(),
    // The spec only logs a failed generation; the redeem field still works.
    onError: (error) => console.error('Empfehlungscode konnte nicht erzeugt werden', error),
  });
  const { mutate: generateCode } = generate;
  useEffect(() => generateCode(), [generateCode]);

  const redeem = useMutation({
    mutationFn: (referralCode: string) => client.premium.useReferralCode.mutate({ referralCode }),
    onSuccess: async ({ message }) => {
      setCode('');
      toast({ variant: 'success', title: message });
      await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.premium.status.queryKey() });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Fehler', description: errorMessage(error, 'Ungültiger Empfehlungscode') }),
  });

  const copy = async () => {
    const own = generate.data?.referralCode;
    if (!own) return;
    try {
      await navigator.clipboard.writeText(own);
      toast({ variant: 'success', title: 'Kopiert!' });
    } catch {
      toast({ variant: 'destructive', title: 'Fehler', description: 'Der Code konnte nicht kopiert werden.' });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      toast({ variant: 'destructive', title: 'Fehler', description: 'Bitte gib einen Empfehlungscode ein' });
      return;
    }
    redeem.mutate(trimmed);
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section className="rounded-(--radius-card) bg-white p-6 shadow-card ring-1 ring-stone-200">
        <h2 className="text-lg font-bold text-stone-900">Dein Empfehlungscode</h2>
        <p className="mt-1 text-sm text-stone-600">Teile ihn mit Freunden: Ihr bekommt beide 1 Woche Premium.</p>
        <p className="mt-1 text-sm text-stone-600">
          Deine Woche bekommst du, sobald dein Freund oder deine Freundin das erste eigene Rezept erstellt hat (begrenzt auf
          wenige Wochen im Monat).
        </p>
        <div className="mt-4 flex gap-2">
          <Label htmlFor="own-referral-code" className="sr-only">
            Dein Empfehlungscode
          </Label>
          <Input
            id="own-referral-code"
            readOnly
            value={generate.data?.referralCode ?? ''}
            placeholder="Wird geladen …"
            className="font-mono tracking-widest"
          />
          <Button variant="outline" onClick={() => void copy()} disabled={!generate.data}>
            Kopieren
          </Button>
        </div>
      </section>
      <section className="rounded-(--radius-card) bg-white p-6 shadow-card ring-1 ring-stone-200">
        <h2 className="text-lg font-bold text-stone-900">Code einlösen</h2>
        <p className="mt-1 text-sm text-stone-600">Hast du einen Code von Freunden? Löse ihn hier ein (einmal pro Konto).</p>
        <form className="mt-4 flex gap-2" onSubmit={submit} noValidate>
          <Label htmlFor="redeem-referral-code" className="sr-only">
            Empfehlungscode
          </Label>
          <Input
            id="redeem-referral-code"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            placeholder="z. B. KOCHLOI1"
            autoComplete="off"
            className="font-mono tracking-widest"
            maxLength={32}
          />
          <Button type="submit" pending={redeem.isPending}>
            Einlösen
          </Button>
        </form>
      </section>
    </div>
  );
}
