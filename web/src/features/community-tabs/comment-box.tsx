import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Textarea } from '../shared/textarea';

interface TCommentBoxProps {
  label: string;
  submitLabel: string;
  initial?: string;
  pending: boolean;
  onSubmit: (content: string) => void;
  onCancel?: () => void;
}

/** Text box for a new comment, a reply or an edit; the button waits for non-blank text. */
export function CommentBox({ label, submitLabel, initial = '', pending, onSubmit, onCancel }: TCommentBoxProps) {
  const [content, setContent] = useState(initial);
  const trimmed = content.trim();
  return (
    <form
      className="grid gap-2"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed === '') return;
        onSubmit(trimmed);
        if (!initial) setContent('');
      }}
    >
      <Textarea
        aria-label={label}
        placeholder={label}
        maxLength={2000}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        className="min-h-20"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={trimmed === ''} pending={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            Abbrechen
          </Button>
        )}
      </div>
    </form>
  );
}
