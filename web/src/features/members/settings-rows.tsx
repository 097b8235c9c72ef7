import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Avatar } from '../../components/ui/avatar';
import { FormField } from '../../components/ui/form-field';
import { displayName } from '../../lib/format';
import { AllergyForm } from './allergy-form';
import { DevicePicker } from './device-picker';
import type { TOwnUser, TProfileOptions } from './member-types';
import { BioField } from './profile-edit-form';
import { useUpdatePrivacy, useUpdateProfile, useUploadProfilePicture } from './use-profile';

/** One row of the mobile-style settings list; opens its editor in place. */
export function SettingsRow({ title, summary, children }: { title: string; summary: ReactNode; children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="px-4 py-3">
      <button
        type="button"
        className="flex w-full flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 text-left"
        aria-expanded={children ? open : undefined}
        onClick={() => setOpen(!open)}
        disabled={!children}
      >
        <span className="font-medium text-stone-900">{title}</span>
        {/* Wraps under the title on a narrow phone instead of ending in '…' (a value cut short reads as another one). */}
        <span className="ml-auto min-w-0 text-right text-sm wrap-anywhere text-stone-500">{summary}</span>
      </button>
      {open && children && <div className="mt-3">{children}</div>}
    </div>
  );
}

export function NameEditor({ user }: { user: TOwnUser }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const update = useUpdateProfile();
  return (
    <form className="space-y-3" onSubmit={(e) => (e.preventDefault(), update.mutate({ firstName, lastName }))}>
      <FormField label="Vorname" value={firstName} maxLength={50} onChange={(e) => setFirstName(e.target.value)} />
      <FormField label="Nachname" value={lastName} maxLength={50} onChange={(e) => setLastName(e.target.value)} />
      <Button type="submit" size="sm" disabled={update.isPending}>
        Speichern
      </Button>
    </form>
  );
}

export function BioEditor({ user, max }: { user: TOwnUser; max: number }) {
  const [bio, setBio] = useState(user.bio ?? '');
  const update = useUpdateProfile();
  return (
    <form className="space-y-3" onSubmit={(e) => (e.preventDefault(), update.mutate({ bio }))}>
      <BioField value={bio} onChange={setBio} max={max} />
      <Button type="submit" size="sm" disabled={update.isPending}>
        Speichern
      </Button>
    </form>
  );
}

export function PictureEditor({ user, kind }: { user: TOwnUser; kind: 'profile-image' | 'header-image' }) {
  const upload = useUploadProfilePicture(kind);
  const label = kind === 'profile-image' ? 'Profilbild auswählen' : 'Titelbild auswählen';
  return (
    <div className="flex items-center gap-4">
      {kind === 'profile-image' && (
        <Avatar name={displayName(user, 'full')} imageUrl={user.profileImageUrl} className="size-14" />
      )}
      <label className="cursor-pointer text-sm font-semibold text-brand-700 underline">
        {upload.isPending ? 'Wird hochgeladen …' : label}
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
      </label>
      <span className="text-xs text-stone-500">JPG, PNG oder GIF, max. 5MB</span>
    </div>
  );
}

export function DeviceEditor({ user, options }: { user: TOwnUser; options: TProfileOptions }) {
  const [devices, setDevices] = useState(user.kitchenDevices);
  const update = useUpdateProfile();
  return (
    <div className="space-y-3">
      <DevicePicker options={options} value={devices} onChange={setDevices} isPremium={user.isPremium} />
      <Button size="sm" disabled={update.isPending} onClick={() => update.mutate({ kitchenDevices: devices })}>
        Speichern
      </Button>
    </div>
  );
}

export function PrivacyEditor({ user }: { user: TOwnUser }) {
  const update = useUpdatePrivacy();
  return (
    <label className="flex items-center gap-3 text-sm text-stone-700 pointer-coarse:min-h-11">
      <input
        type="checkbox"
        className="size-4 accent-brand-600"
        checked={user.showLikedRecipes}
        disabled={update.isPending}
        onChange={(e) => update.mutate({ showLikedRecipes: e.target.checked })}
      />
      Gelikte Rezepte auf meinem öffentlichen Profil zeigen
    </label>
  );
}

export function AllergyEditor({ user }: { user: TOwnUser }) {
  return <AllergyForm allergies={user.allergies} />;
}

export function PremiumRow({ isPremium }: { isPremium: boolean }) {
  return (
    <Link to="/premium" className="flex items-center justify-between px-4 py-3 font-medium text-stone-900 hover:bg-cream-50">
      Premium
      <span className="text-sm text-brand-700">{isPremium ? 'Aktiv' : 'Jetzt upgraden'}</span>
    </Link>
  );
}
