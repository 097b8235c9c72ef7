import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { useTRPC } from '../../lib/trpc';
import { Textarea } from '../shared/textarea';
import { AdminCard } from './admin-card';
import { showError, useAdminRefresh } from './use-admin';

/** Spec §5/§9: title and body required, title at most 100, body at most 300 characters, target URL default /. */
export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 300;
export const PUSH_REQUIRED = 'Titel und Nachricht sind erforderlich';

export function PushTab() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const bodyId = useId();
  const send = useMutation(
    trpc.social.sendPush.mutationOptions({
      onSuccess: async (answer) => {
        setResult(answer.message);
        toast({ variant: 'success', title: 'Gesendet', description: answer.message });
        setTitle('');
        setBody('');
        setUrl('');
        await refresh();
      },
      onError: showError('Fehler'),
    }),
  );
  return (
    <AdminCard title="Push-Benachrichtigung senden" description="Geht an jedes Gerät, das Push-Benachrichtigungen abonniert hat.">
      <form
        className="grid max-w-xl gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!title.trim() || !body.trim()) {
            setError(PUSH_REQUIRED);
            return;
          }
          setError(null);
          send.mutate({ title: title.trim(), body: body.trim(), url: url.trim() || '/' });
        }}
      >
        <FormField
          label="Titel"
          value={title}
          maxLength={PUSH_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          hint={`${title.length}/${PUSH_TITLE_MAX}`}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={bodyId}>Nachricht</Label>
          <Textarea id={bodyId} value={body} maxLength={PUSH_BODY_MAX} onChange={(event) => setBody(event.target.value)} />
          <p className="text-xs text-stone-500">
            {body.length}/{PUSH_BODY_MAX}
          </p>
        </div>
        <FormField
          label="Ziel-URL"
          labelSuffix="(optional)"
          placeholder="/"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          hint="Seite, die beim Tippen auf die Nachricht öffnet, z. B. /community"
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" className="justify-self-start" pending={send.isPending}>
          Senden
        </Button>
        {result && (
          <p role="status" className="text-sm text-emerald-800">
            {result}
          </p>
        )}
      </form>
    </AdminCard>
  );
}
