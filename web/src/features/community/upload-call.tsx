import { ButtonLink } from '../../components/ui/button';
import { PlayIcon } from '../../components/ui/icons';

/** Invitation to turn a video into a recipe (the creator lives on /). */
export function UploadCall() {
  return (
    <section
      aria-labelledby="upload-call-title"
      className="flex flex-col items-start gap-5 rounded-[2rem] bg-stone-900 p-6 text-white shadow-pop sm:flex-row sm:items-center sm:p-10"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600">
        <PlayIcon className="size-7" />
      </span>
      <div className="flex-1">
        <h2 id="upload-call-title" className="text-2xl font-extrabold tracking-tight">
          Dein Lieblingsvideo fehlt noch?
        </h2>
        <p className="mt-1 text-stone-300">
          Füge einen Link von TikTok, Instagram oder YouTube ein – Kochclip macht ein Rezept daraus und teilt es mit der
          Community.
        </p>
      </div>
      <ButtonLink to="/" size="lg">
        Video hochladen
      </ButtonLink>
    </section>
  );
}
