import { Link } from 'react-router';
import { Page, PageHeading } from '../components/layout/page';
import { PageSpinner } from '../components/ui/spinner';
import { displayName } from '../lib/format';
import {
  AllergyEditor,
  BioEditor,
  DeviceEditor,
  NameEditor,
  PictureEditor,
  PremiumRow,
  PrivacyEditor,
  SettingsRow,
} from '../features/members/settings-rows';
import { useOwnProfile, useProfileOptions } from '../features/members/use-profile';
import { NotificationSettingsRow } from '../features/push/notification-settings-row';
import { EmailEditor, PasswordEditor, SessionsEditor } from '../features/account/account-settings';
import { DataExportRow } from '../features/account/data-export-row';
import { DeleteAccountRow } from '../features/account/delete-account-row';

/** The row shows the bio's start in full words; the whole text is in the editor the row opens. */
function bioExcerpt(bio: string): string {
  if (bio.length <= 60) return bio;
  const cut = bio.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : 60).trimEnd()} …`;
}

/** /settings in mobile style: one row per setting (spec part 2 §2). */
export function SettingsPage() {
  const profile = useOwnProfile();
  const options = useProfileOptions();
  if (!profile.data || !options.data) return <PageSpinner />;
  const { user } = profile.data;
  return (
    <Page title="Einstellungen" className="max-w-2xl">
      <PageHeading>Einstellungen</PageHeading>
      <div className="divide-y divide-cream-200 rounded-(--radius-card) bg-white shadow-card ring-1 ring-cream-200">
        <SettingsRow title="Name" summary={displayName(user, 'full')}>
          <NameEditor user={user} />
        </SettingsRow>
        <SettingsRow title="Bio" summary={user.bio ? bioExcerpt(user.bio) : 'Keine Bio'}>
          <BioEditor user={user} max={options.data.bioMaxLength} />
        </SettingsRow>
        <SettingsRow title="Profilbild" summary={user.profileImageUrl ? 'Gesetzt' : 'Kein Bild'}>
          <PictureEditor user={user} kind="profile-image" />
        </SettingsRow>
        <SettingsRow title="Titelbild" summary={user.headerImageUrl ? 'Gesetzt' : 'Kein Bild'}>
          <PictureEditor user={user} kind="header-image" />
        </SettingsRow>
        <SettingsRow title="Küchengeräte" summary={`${user.kitchenDevices.length} ausgewählt`}>
          <DeviceEditor user={user} options={options.data} />
        </SettingsRow>
        <SettingsRow title="Allergien" summary={user.allergies.join(', ') || 'Keine'}>
          <AllergyEditor user={user} />
        </SettingsRow>
        <NotificationSettingsRow />
        <SettingsRow title="Privatsphäre" summary={user.showLikedRecipes ? 'Likes öffentlich' : 'Likes privat'}>
          <PrivacyEditor user={user} />
        </SettingsRow>
        <SettingsRow title="E-Mail-Adresse" summary={`${user.email}${user.emailVerified ? '' : ' (nicht bestätigt)'}`}>
          <EmailEditor user={user} />
        </SettingsRow>
        <SettingsRow title="Passwort" summary="Ändern">
          <PasswordEditor />
        </SettingsRow>
        <SettingsRow title="Sitzungen und API-Tokens" summary="Geräte abmelden">
          <SessionsEditor />
        </SettingsRow>
        <PremiumRow isPremium={user.isPremium} />
        <SettingsRow title="Rezepte umziehen" summary="Aus Mealie, Tandoor, Paprika & Co.">
          <p className="text-sm text-stone-700">
            Bring deine Sammlung aus einer anderen Rezept-App mit.{' '}
            <Link to="/umziehen" className="font-semibold text-brand-700 underline underline-offset-2">
              Zum Umzug
            </Link>
          </p>
        </SettingsRow>
        <DataExportRow />
        <DeleteAccountRow />
      </div>
    </Page>
  );
}
