import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { CheckIcon } from '../../components/ui/icons';
import { GlobeIcon } from '../shared/extra-icons';
import type { TSubmitHandler } from './creator-types';
import { linkKind } from './page-link';
import { usePendingSubmit } from './use-pending-submit';

interface TWebsiteTabProps {
  onSubmit: TSubmitHandler<string>;
  /** A link handed over (share sheet, the video tab). */
  initialUrl?: string;
  /** Offers the video tab for a video link. */
  onVideoLink: (url: string) => void;
}

/** A recipe from any web page: the server reads its recipe markup, headings or text. */
export function WebsiteTab({ onSubmit, initialUrl = '', onVideoLink }: TWebsiteTabProps) {
  const [url, setUrl] = useState(initialUrl);
  const { pending, submit } = usePendingSubmit(onSubmit, () => setUrl(''));
  const kind = linkKind(url);
  const showInvalid = url.trim() !== '' && kind === null;

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (kind === 'website' && !pending) submit(url.trim());
      }}
    >
      <FormField
        label="Link zur Rezeptseite"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://www.chefkoch.de/rezepte/…"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        hint="Jede öffentliche Rezeptseite, z. B. Chefkoch, Lecker, Kitchen Stories oder dein Lieblingsblog"
        error={showInvalid ? 'Bitte gib einen vollständigen Link ein (beginnend mit https://).' : undefined}
        disabled={pending}
      />
      {kind === 'website' && (
        <p role="status" className="-mt-2 flex items-center gap-1.5 text-sm font-semibold text-herb-700">
          <CheckIcon className="size-4" />
          Webseite erkannt
        </p>
      )}
      {kind === 'video' && (
        <div role="status" className="-mt-2 flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <span>Das ist ein Video-Link.</span>
          <Button variant="outline" size="sm" onClick={() => onVideoLink(url.trim())}>
            Als Video importieren
          </Button>
        </div>
      )}
      <Button type="submit" size="lg" disabled={kind !== 'website'} pending={pending} className="self-start">
        {!pending && <GlobeIcon className="size-4" />}
        {pending ? 'Seite wird gelesen …' : 'Rezept importieren'}
      </Button>
    </form>
  );
}
