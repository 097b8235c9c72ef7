import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC, type TRouterInputs } from '../../lib/trpc';
import { Textarea } from '../shared/textarea';

type TReportInput = TRouterInputs['moderation']['report'];
type TReason = TReportInput['reason'];

/** The reasons a member can pick (db REPORT_REASONS; the server refuses anything else). */
const REASONS: readonly TReason[] = [
  'Spam',
  'Beleidigung oder Hass',
  'Unangemessener Inhalt',
  'Urheberrechtsverletzung',
  'Sonstiges',
];

/** "Melden" on someone else's comment, photo, challenge entry or recipe: a reason, optional details, one report per item. */
export function ReportButton({ type, id, label }: { type: TReportInput['type']; id: number; label: string }) {
  const trpc = useTRPC();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<TReason>('Spam');
  const [details, setDetails] = useState('');
  const reasonId = useId();
  const detailsId = useId();
  const report = useMutation(
    trpc.moderation.report.mutationOptions({
      onSuccess: (answer) => {
        setOpen(false);
        toast({ variant: 'success', title: 'Gemeldet', description: answer.message });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Fehler',
          description: errorMessage(error, 'Die Meldung konnte nicht gesendet werden.'),
        }),
    }),
  );
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)} aria-label={`${label} melden`}>
        Melden
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`${label} melden`}
        description="Das Team sieht sich jede Meldung an."
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            report.mutate({ type, id, reason, details: details.trim() || undefined });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={reasonId}>Grund</Label>
            <select
              id={reasonId}
              value={reason}
              onChange={(event) => setReason(REASONS.find((option) => option === event.target.value) ?? 'Spam')}
              className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-base"
            >
              {REASONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={detailsId}>
              Details <span className="font-normal text-stone-500">(optional)</span>
            </Label>
            <Textarea id={detailsId} value={details} maxLength={500} onChange={(event) => setDetails(event.target.value)} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Abbrechen
            </Button>
            <Button type="submit" variant="destructive" pending={report.isPending}>
              Melden
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
