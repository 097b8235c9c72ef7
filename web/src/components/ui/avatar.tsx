import { useState } from 'react';
import { cn } from '../../lib/cn';

interface TAvatarProps {
  name: string;
  imageUrl?: string | null;
  className?: string;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [name.trim()];
  return letters
    .map((part) => part?.charAt(0) ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 2);
}

/** Round profile picture; falls back to initials when there is no image or it fails to load. */
export function Avatar({ name, imageUrl, className }: TAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-bold text-brand-800 ring-2 ring-white',
        className,
      )}
    >
      {showImage && imageUrl ? (
        <img src={imageUrl} alt="" className="size-full object-cover" onError={() => setFailedUrl(imageUrl)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
