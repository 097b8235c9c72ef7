import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC, type TRouterOutputs } from '../../lib/trpc';
import { Badge } from './admin-table';

type TTest = TRouterOutputs['admin']['testImageModel'];

/** The spec's four outcomes of the image-model test, as toasts (§8). */
function announce(result: TTest): void {
  if (result.available) {
    toast({ variant: 'success', title: `Funktionsfähig! ${result.diagnosis.workingApproaches} Ansätze erfolgreich` });
  } else if (result.modelAvailable) {
    toast({ variant: 'destructive', title: `Modell verfügbar, aber nicht funktionsfähig. Status: ${result.diagnosis.status}` });
  } else {
    toast({ variant: 'destructive', title: 'Modell nicht verfügbar für diesen API-Key', description: result.recommendation });
  }
}

export function ImageModelTest() {
  const trpc = useTRPC();
  const test = useMutation(
    trpc.admin.testImageModel.mutationOptions({
      onSuccess: announce,
      onError: (error) => toast({ variant: 'destructive', title: 'Test fehlgeschlagen', description: errorMessage(error) }),
    }),
  );
  const result = test.data;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium">KI-Bildmodell</span>
        <Button size="sm" variant="outline" pending={test.isPending} onClick={() => test.mutate(undefined)}>
          Testen
        </Button>
      </div>
      {result && (
        <div className="grid gap-2 rounded-xl bg-cream-100 p-3 text-sm" role="status">
          <p>
            <Badge tone={result.available ? 'green' : result.modelAvailable ? 'amber' : 'red'}>{result.diagnosis.status}</Badge>
          </p>
          {result.approaches.length > 0 && (
            <ul className="grid gap-1">
              {result.approaches.map((approach) => (
                <li key={approach.name}>
                  {approach.success ? '✓' : '✗'} <span className="font-medium">{approach.name}</span>: {approach.detail}
                </li>
              ))}
            </ul>
          )}
          <p className="text-stone-700">{result.recommendation}</p>
        </div>
      )}
    </div>
  );
}
