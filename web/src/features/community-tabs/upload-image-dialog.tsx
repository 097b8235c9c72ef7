import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Textarea } from '../shared/textarea';
import { checkImage } from './image-upload';
import { ImagePicker } from './image-picker';

interface TUploadImageDialogProps {
  open: boolean;
  onClose: () => void;
  pending: boolean;
  onUpload: (input: { image: File; description: string }) => void;
}

export function UploadImageDialog({ open, onClose, pending, onUpload }: TUploadImageDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pick = (next: File | null) => {
    setFile(next);
    setProblem(next ? checkImage(next) : null);
  };
  return (
    <Dialog open={open} onClose={onClose} title="Bild hochladen" description="Zeig der Community, wie dein Gericht geworden ist.">
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const found = checkImage(file);
          if (found || !file) {
            setProblem(found);
            return;
          }
          onUpload({ image: file, description });
        }}
      >
        <ImagePicker onPick={pick} problem={problem} />
        <Textarea
          aria-label="Beschreibung (optional)"
          placeholder="Beschreibung (optional)"
          maxLength={500}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          className="min-h-20"
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Abbrechen
          </Button>
          <Button type="submit" pending={pending} disabled={!file || problem !== null}>
            Hochladen
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
