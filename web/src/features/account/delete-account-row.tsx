import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { leaveMemberPagesFor } from '../auth/route-guards';
import { useClearSession } from '../auth/use-auth';
import { SettingsRow } from '../members/settings-rows';

/** 'Konto löschen': what happens, the choice for the recipes, and the password once more. */
export function DeleteAccountRow() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const [password, setPassword] = useState('');
  const [recipes, setRecipes] = useState<'delete' | 'anonymize'>('anonymize');
  const deletion = useMutation(
    trpc.account.deleteAccount.mutationOptions({
      onSuccess: async () => {
        leaveMemberPagesFor('/');
        await clearSession();
        toast({ variant: 'success', title: 'Dein Konto wurde gelöscht.', description: 'Schade, dass du gehst. Alles Gute!' });
        await navigate('/', { replace: true });
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Konto nicht gelöscht', description: errorMessage(error) }),
    }),
  );
  return (
    <SettingsRow title="Konto löschen" summary="Endgültig, sofort">
      <form
        className="space-y-4 text-sm text-stone-700"
        onSubmit={(e) => (e.preventDefault(), deletion.mutate({ password, recipes }))}
      >
        <p>
          Dein Konto wird sofort und endgültig gelöscht. Es geht: dein Profil mit Bildern und E-Mail-Adresse, deine Anmeldungen
          und API-Tokens, Push-Benachrichtigungen, wem du folgst und wer dir folgt, deine Likes, Bewertungen, Kommentare,
          Sammlungen, Kochbücher, Einkaufslisten, dein Wochenplan, deine Community-Fotos und Datenexporte. Kommentare, auf die
          andere geantwortet haben, bleiben als „gelöscht“ stehen, damit die Antworten lesbar bleiben. Ein laufendes Premium-Abo
          wird vorher gekündigt. Wenn du deine Daten behalten willst, lade sie vorher herunter.
        </p>
        <fieldset className="space-y-2">
          <legend className="font-semibold text-stone-900">Deine Rezepte</legend>
          <label className="flex items-start gap-2">
            <input type="radio" name="recipes" checked={recipes === 'anonymize'} onChange={() => setRecipes('anonymize')} />
            <span>Behalten, aber anonym: sie bleiben für die Community sichtbar, als Ersteller steht „Gelöschtes Mitglied“.</span>
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" name="recipes" checked={recipes === 'delete'} onChange={() => setRecipes('delete')} />
            <span>Mitlöschen: deine Rezepte verschwinden mit allen Bewertungen und Kommentaren.</span>
          </label>
        </fieldset>
        <FormField
          label="Passwort zur Bestätigung"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" variant="destructive" size="sm" disabled={deletion.isPending || password === ''}>
          Konto endgültig löschen
        </Button>
      </form>
    </SettingsRow>
  );
}
