import { useState } from 'react';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { displayName } from '../../lib/format';
import { LoadMore } from '../shared/load-more';
import type { TRouterOutputs } from '../../lib/trpc';
import { useAuth } from '../auth/use-auth';
import { DELETE_CONFIRM, DELETE_CONFIRM_LABEL } from '../moderation/delete-confirm-texts';
import { ReportButton } from '../moderation/report-button';
import { CommentBox } from './comment-box';
import { RelativeDate } from './relative-date-label';
import { useComments } from './use-comments';

type TComment = TRouterOutputs['social']['commentPage']['comments'][number];

/** Only one comment is in reply or edit mode at a time. */
type TMode = { kind: 'reply' | 'edit'; commentId: number } | null;

function CommentBody({ comment }: { comment: TComment }) {
  if (comment.isDeleted || !comment.user) {
    return <p className="text-sm text-stone-500 italic">Dieser Kommentar wurde gelöscht.</p>;
  }
  const name = displayName(comment.user, 'full');
  return (
    <div className="flex gap-3">
      <Avatar name={name} imageUrl={comment.user.profileImageUrl} />
      <div className="min-w-0">
        <p className="text-sm">
          <span className="font-semibold text-stone-900">{name}</span>
          {comment.user.verified && <span className="ml-1 text-xs text-brand-700">Verifiziert</span>}{' '}
          <span className="text-stone-500">
            · <RelativeDate date={comment.createdAt} />
          </span>
        </p>
        <p className="mt-1 whitespace-pre-line text-stone-800">{comment.content}</p>
      </div>
    </div>
  );
}

export function CommentsTab({ recipeId }: { recipeId: number }) {
  const { user } = useAuth();
  const { list, create, update, remove } = useComments(recipeId);
  const [mode, setMode] = useState<TMode>(null);
  // An admin deleting someone else's comment is asked first; members delete their own at once.
  const [moderating, setModerating] = useState<number | null>(null);
  if (list.isPending) return <Spinner />;
  if (list.isError) return <p className="text-stone-600">Kommentare konnten nicht geladen werden.</p>;

  const topLevel = list.comments.filter((c) => c.parentId === null);
  const replies = new Map<number, TComment[]>();
  for (const comment of list.comments) {
    if (comment.parentId === null) continue;
    const thread = replies.get(comment.parentId);
    if (thread) thread.push(comment);
    else replies.set(comment.parentId, [comment]);
  }
  const repliesOf = (id: number) => replies.get(id) ?? [];

  const renderComment = (comment: TComment, threadId: number) => {
    const own = user !== null && comment.userId === user.id;
    // Admins moderate every comment and reply (the server allows it and records it in the audit log).
    const canDelete = own || user?.role === 'admin';
    const editing = mode?.kind === 'edit' && mode.commentId === comment.id;
    return (
      <div className="grid gap-2" data-testid={`comment-${comment.id}`}>
        {editing ? (
          <CommentBox
            label="Kommentar bearbeiten"
            submitLabel="Speichern"
            initial={comment.content}
            pending={update.isPending}
            onCancel={() => setMode(null)}
            onSubmit={(content) => update.mutate({ id: comment.id, content }, { onSuccess: () => setMode(null) })}
          />
        ) : (
          <CommentBody comment={comment} />
        )}
        {user && !comment.isDeleted && !editing && (
          <div className="flex gap-1 pl-12">
            <Button size="sm" variant="ghost" onClick={() => setMode({ kind: 'reply', commentId: threadId })}>
              Antworten
            </Button>
            {own && (
              <Button size="sm" variant="ghost" onClick={() => setMode({ kind: 'edit', commentId: comment.id })}>
                Bearbeiten
              </Button>
            )}
            {canDelete && (
              <Button
                size="sm"
                variant="ghost"
                pending={remove.isPending && remove.variables === comment.id}
                onClick={() => (own ? remove.mutate(comment.id) : setModerating(comment.id))}
              >
                Löschen
              </Button>
            )}
            {!own && <ReportButton type="comment" id={comment.id} label="Kommentar" />}
          </div>
        )}
      </div>
    );
  };

  return (
    <div className="grid gap-6">
      {user ? (
        <CommentBox
          label="Schreibe einen Kommentar"
          submitLabel="Kommentieren"
          pending={create.isPending && !mode}
          onSubmit={(content) => create.mutate({ content })}
        />
      ) : (
        <p className="text-sm text-stone-600">Melde dich an, um zu kommentieren.</p>
      )}
      {topLevel.length === 0 && <p className="text-stone-600">Noch keine Kommentare.</p>}
      <ul className="grid gap-5" aria-label="Kommentare">
        {topLevel.map((comment) => (
          <li key={comment.id} className="grid gap-3">
            {renderComment(comment, comment.id)}
            <ul className="grid gap-3 border-l-2 border-cream-200 pl-4 sm:ml-12" aria-label="Antworten">
              {repliesOf(comment.id).map((reply) => (
                <li key={reply.id}>{renderComment(reply, comment.id)}</li>
              ))}
            </ul>
            {mode?.kind === 'reply' && mode.commentId === comment.id && (
              <div className="sm:ml-12">
                <CommentBox
                  label="Antwort schreiben"
                  submitLabel="Antworten"
                  pending={create.isPending}
                  onCancel={() => setMode(null)}
                  onSubmit={(content) => create.mutate({ content, parentId: comment.id }, { onSuccess: () => setMode(null) })}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
      <ConfirmDialog
        open={moderating !== null}
        {...DELETE_CONFIRM.comment}
        confirmLabel={DELETE_CONFIRM_LABEL}
        pending={remove.isPending}
        onClose={() => setModerating(null)}
        onConfirm={() => moderating !== null && remove.mutate(moderating, { onSettled: () => setModerating(null) })}
      />
    </div>
  );
}
