import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { Textarea } from '../shared/textarea';
import { DevicePicker } from './device-picker';
import type { TOwnUser, TProfileOptions } from './member-types';
import { useUpdateProfile } from './use-profile';

/** Name, bio (with counter), social links and kitchen devices: PATCH /user/profile. */
export function ProfileEditForm({ user, options }: { user: TOwnUser; options: TProfileOptions }) {
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [bio, setBio] = useState(user.bio ?? '');
  const [links, setLinks] = useState<Record<string, string>>(user.socialMediaLinks);
  const [devices, setDevices] = useState<string[]>(user.kitchenDevices);
  const update = useUpdateProfile();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const socialMediaLinks = Object.fromEntries(options.socialPlatforms.map(({ key }) => [key, links[key]?.trim() ?? '']));
    update.mutate({ firstName, lastName, bio, socialMediaLinks, kitchenDevices: devices });
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label="Profil bearbeiten">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Vorname" value={firstName} maxLength={50} onChange={(e) => setFirstName(e.target.value)} />
        <FormField label="Nachname" value={lastName} maxLength={50} onChange={(e) => setLastName(e.target.value)} />
      </div>
      <BioField value={bio} onChange={setBio} max={options.bioMaxLength} />
      <fieldset className="space-y-3">
        <legend className="font-medium text-stone-900">Social Media</legend>
        {options.socialPlatforms.map(({ key, label, example }) => (
          <FormField
            key={key}
            label={label}
            type="url"
            placeholder={example}
            value={links[key] ?? ''}
            onChange={(e) => setLinks({ ...links, [key]: e.target.value })}
          />
        ))}
      </fieldset>
      <DevicePicker options={options} value={devices} onChange={setDevices} isPremium={user.isPremium} />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Wird gespeichert …' : 'Profil speichern'}
      </Button>
    </form>
  );
}

export function BioField({ value, onChange, max }: { value: string; onChange: (bio: string) => void; max: number }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor="profile-bio">Bio</Label>
      <Textarea id="profile-bio" value={value} maxLength={max} onChange={(e) => onChange(e.target.value)} />
      <p className="text-right text-xs text-stone-500" aria-live="polite">
        {value.length}/{max}
      </p>
    </div>
  );
}
