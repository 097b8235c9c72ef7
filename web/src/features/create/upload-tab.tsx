import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '../../components/ui/button';
import { AlertIcon, CloseIcon } from '../../components/ui/icons';
import { toast } from '../../components/ui/toast-store';
import { cn } from '../../lib/cn';
import { FileIcon, UploadIcon } from '../shared/extra-icons';
import type { TSubmitHandler, TUpload } from './creator-types';
import { formatFileSize, routeUpload, UPLOAD_ACCEPT, type TUploadProblem } from './upload-validation';
import { usePendingSubmit } from './use-pending-submit';

export function UploadTab({ onSubmit }: { onSubmit: TSubmitHandler<TUpload> }) {
  const [upload, setUpload] = useState<TUpload | null>(null);
  const file = upload?.file ?? null;
  const [problem, setProblem] = useState<TUploadProblem | null>(null);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const problemId = useId();
  const clear = () => {
    setUpload(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const { pending, submit } = usePendingSubmit(onSubmit, clear);

  const choose = async (candidate: File | undefined) => {
    if (!candidate) return;
    const route = await routeUpload(candidate);
    if (route.kind === 'problem') {
      setProblem(route.problem);
      clear();
      toast({ variant: 'destructive', title: route.problem.title, description: route.problem.description });
      return;
    }
    setProblem(null);
    setUpload({ file: candidate, kind: route.kind });
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!pending) void choose(event.dataTransfer.files[0]);
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (upload && !pending) submit(upload);
      }}
    >
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-6 py-8 text-center transition-colors',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-cream-300 bg-cream-50 hover:border-brand-300',
        )}
      >
        <UploadIcon className="size-8 text-brand-600" />
        <span className="font-semibold text-stone-900">Rezept als Datei hochladen</span>
        <span className="text-sm text-stone-600">
          Datei auswählen oder hierher ziehen · PDF, JPG, PNG, WebP oder gespeicherte Webseite (.html) · max. 10 MB
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="sr-only"
          aria-describedby={problem ? problemId : undefined}
          aria-invalid={problem ? true : undefined}
          disabled={pending}
          onChange={(event: ChangeEvent<HTMLInputElement>) => void choose(event.target.files?.[0])}
        />
      </label>
      {problem && (
        <div id={problemId} className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-semibold">{problem.title}:</span> {problem.description}
          </p>
        </div>
      )}
      {file && (
        <div className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-cream-300">
          <FileIcon className="size-6 shrink-0 text-brand-600" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-stone-900">{file.name}</p>
            <p className="text-xs text-stone-500">
              {upload?.kind === 'page' ? 'Gespeicherte Webseite · ' : ''}
              {formatFileSize(file.size)}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 pointer-coarse:size-11"
            aria-label={`${file.name} entfernen`}
            onClick={clear}
            disabled={pending}
          >
            <CloseIcon className="size-4" />
          </Button>
        </div>
      )}
      <Button type="submit" size="lg" disabled={!file} pending={pending} className="self-start">
        {!pending && <FileIcon className="size-4" />}
        {submitLabel(upload?.kind ?? 'file', pending)}
      </Button>
    </form>
  );
}

function submitLabel(kind: TUpload['kind'], pending: boolean): string {
  if (kind === 'page') return pending ? 'Webseite wird importiert …' : 'Webseite importieren';
  return pending ? 'Datei wird analysiert …' : 'Datei analysieren';
}
