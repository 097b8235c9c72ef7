const PLATFORM_LABELS: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  x: 'X',
};

export function KitchenDevices({ devices }: { devices: string[] }) {
  return (
    <section aria-label="Küchenausstattung">
      <h2 className="font-bold text-stone-900">Küchenausstattung</h2>
      {devices.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">Noch keine Küchengeräte angegeben.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {devices.map((device) => (
            <li key={device} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {device}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function SocialLinks({ links }: { links: Record<string, string> }) {
  const entries = Object.entries(links);
  return (
    <section aria-label="Social Media">
      <h2 className="font-bold text-stone-900">Social Media</h2>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">Keine Links angegeben.</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-3">
          {entries.map(([platform, url]) => (
            <li key={platform}>
              <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-brand-700 underline">
                {PLATFORM_LABELS[platform] ?? platform}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The spec shows allergies inside the bio, after the prefix 'Allergien: '. */
export function BioWithAllergies({ bio, allergies }: { bio: string | null; allergies: string[] }) {
  return (
    <div className="space-y-1 text-stone-700">
      {bio && <p className="whitespace-pre-line">{bio}</p>}
      {allergies.length > 0 && <p className="text-sm">Allergien: {allergies.join(', ')}</p>}
    </div>
  );
}
