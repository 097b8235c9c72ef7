import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { CheckIcon } from '../../components/ui/icons';
import { Label } from '../../components/ui/label';
import { LinkIcon } from '../shared/extra-icons';
import { Textarea } from '../shared/textarea';
import type { TSubmitHandler, TVideoRequest } from './creator-types';
import { linkKind } from './page-link';
import { usePendingSubmit } from './use-pending-submit';
import { isSupportedVideoUrl } from './video-url';

interface TVideoLinkTabProps {
  onSubmit: TSubmitHandler<TVideoRequest>;
  /** A link handed over (share sheet, the website tab). */
  initialUrl?: string;
  /** Offers the website import for a link to any other web page. */
  onWebsiteLink: (url: string) => void;
}

export function VideoLinkTab({ onSubmit, initialUrl = '', onWebsiteLink }: TVideoLinkTabProps) {
  const [url, setUrl] = useState(initialUrl);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const descriptionId = useId();
  const { pending, submit } = usePendingSubmit(onSubmit, () => {
    setUrl('');
    setTitle('');
    setDescription('');
  });

  const valid = isSupportedVideoUrl(url, { allowInstagramPosts: true });
  const webPage = !valid && linkKind(url) === 'website';
  const showInvalid = url.trim() !== '' && !valid && !webPage;

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || pending) return;
        submit({
          videoUrl: url.trim(),
          videoTitle: title.trim() || undefined,
          videoDescription: description.trim() || undefined,
        });
      }}
    >
      <FormField
        label="Video-Link"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://www.tiktok.com/@koch/video/…"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        hint="TikTok, Instagram (Reels und Beiträge) oder YouTube (Shorts und Videos)"
        error={showInvalid ? 'Bitte gib einen gültigen Link von TikTok, Instagram oder YouTube ein.' : undefined}
        disabled={pending}
      />
      {valid && (
        <p role="status" className="-mt-2 flex items-center gap-1.5 text-sm font-semibold text-herb-700">
          <CheckIcon className="size-4" />
          Video-URL erkannt
        </p>
      )}
      {webPage && (
        <div role="status" className="-mt-2 flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <span>Das ist kein Video, sondern eine Webseite.</span>
          <Button variant="outline" size="sm" onClick={() => onWebsiteLink(url.trim())}>
            Als Webseite importieren
          </Button>
        </div>
      )}
      <FormField
        label="Titel"
        labelSuffix="(optional)"
        value={title}
        maxLength={300}
        onChange={(event) => setTitle(event.target.value)}
        disabled={pending}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={descriptionId}>
          Beschreibung<span className="ml-1 font-normal text-stone-500">(optional)</span>
        </Label>
        <Textarea
          id={descriptionId}
          value={description}
          maxLength={5000}
          placeholder="Was siehst du im Video? Zutaten, Mengen, Besonderheiten …"
          onChange={(event) => setDescription(event.target.value)}
          disabled={pending}
          className="min-h-20"
        />
      </div>
      <Button type="submit" size="lg" disabled={!valid} pending={pending} className="self-start">
        {!pending && <LinkIcon className="size-4" />}
        {pending ? 'Video wird analysiert …' : 'Rezept aus Video erstellen'}
      </Button>
    </form>
  );
}
