import { useState } from 'react';
import { Page } from '../../components/layout/page';
import { Avatar } from '../../components/ui/avatar';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { displayName } from '../../lib/format';
import { PushNotificationCard } from '../push/push-notification-card';
import { RecipeGrid, EmptyRecipes } from '../recipes/recipe-grid';
import { AllergyForm } from './allergy-form';
import { MemberStats } from './member-stats';
import type { TOwnProfile, TProfileOptions } from './member-types';
import { BioWithAllergies, KitchenDevices, SocialLinks } from './profile-facts';
import { ProfileEditForm } from './profile-edit-form';
import { useOwnProfile, useProfileOptions } from './use-profile';

const TABS = ['overview', 'recipes', 'allergies', 'settings'] as const;
type TTab = (typeof TABS)[number];
const isTab = (value: string): value is TTab => TABS.some((tab) => tab === value);

function ProfileTabs({ profile, options }: { profile: TOwnProfile; options: TProfileOptions | undefined }) {
  const [tab, setTab] = useState<TTab>('overview');
  const { user, recipes } = profile;
  return (
    <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)} className="mt-8">
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <TabsList label="Profilbereiche" className="w-max min-w-full">
          <TabsTrigger value="overview">Übersicht</TabsTrigger>
          <TabsTrigger value="recipes">Meine Rezepte ({user.recipeCount})</TabsTrigger>
          <TabsTrigger value="allergies">Allergien</TabsTrigger>
          <TabsTrigger value="settings">Einstellungen</TabsTrigger>
        </TabsList>
      </div>
      <div className="mt-4 rounded-(--radius-card) bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6">
        <TabsContent value="overview" className="space-y-6">
          <KitchenDevices devices={user.kitchenDevices} />
          <SocialLinks links={user.socialMediaLinks} />
          <PushNotificationCard />
        </TabsContent>
        <TabsContent value="recipes">
          <h2 className="sr-only">Meine Rezepte</h2>
          <RecipeGrid
            recipes={recipes}
            label="Meine Rezepte"
            empty={<EmptyRecipes title="Du hast noch keine Rezepte erstellt." />}
          />
        </TabsContent>
        <TabsContent value="allergies">
          <AllergyForm allergies={user.allergies} />
        </TabsContent>
        <TabsContent value="settings">
          {options ? <ProfileEditForm key={user.id} user={user} options={options} /> : <PageSpinner />}
        </TabsContent>
      </div>
    </Tabs>
  );
}

/** /profile: the member's own profile (spec part 2 §2). */
export function OwnProfile() {
  const profile = useOwnProfile();
  const options = useProfileOptions();
  if (!profile.data) {
    return profile.isError ? (
      <p role="alert" className="py-24 text-center text-stone-700">
        Das Profil konnte nicht geladen werden.
      </p>
    ) : (
      <PageSpinner />
    );
  }
  const { user } = profile.data;
  const name = displayName(user, 'full');
  return (
    <Page title="Mein Profil">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={name} imageUrl={user.profileImageUrl} className="size-20 text-2xl" />
        <div className="min-w-0 flex-1 space-y-1">
          <h1 className="text-3xl font-extrabold tracking-tight wrap-anywhere text-stone-900">{name}</h1>
          <p className="text-stone-600">@{user.username}</p>
          <BioWithAllergies bio={user.bio} allergies={user.allergies} />
        </div>
      </header>
      <div className="mt-6">
        <MemberStats stats={user} />
      </div>
      <ProfileTabs profile={profile.data} options={options.data} />
    </Page>
  );
}
