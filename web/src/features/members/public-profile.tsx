import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Page } from '../../components/layout/page';
import { Avatar } from '../../components/ui/avatar';
import { CheckIcon } from '../../components/ui/icons';
import { PageSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorCode } from '../../lib/errors';
import { displayName, formatMonthYearDE } from '../../lib/format';
import { PROFILE_RECIPES_PAGE } from '../../lib/page-data';
import { useTRPC } from '../../lib/trpc';
import { useAuth } from '../auth/use-auth';
import { EmptyRecipes, RecipeGrid } from '../recipes/recipe-grid';
import { PremiumBadge } from '../premium/premium-badge';
import { FollowButton } from './follow-button';
import { MemberStats } from './member-stats';
import type { TPublicUser } from './member-types';
import { KitchenDevices } from './profile-facts';
import { PROFILE_REFRESH_MS } from './use-profile';

const PAGE = PROFILE_RECIPES_PAGE;

function MemberRecipeTabs({ user }: { user: TPublicUser }) {
  const trpc = useTRPC();
  const [tab, setTab] = useState<'recipes' | 'liked'>('recipes');
  const own = useQuery(trpc.social.memberRecipes.queryOptions({ username: user.username, limit: PAGE }));
  const liked = useQuery({
    ...trpc.social.likedRecipes.queryOptions({ username: user.username, limit: PAGE }),
    enabled: tab === 'liked',
  });
  return (
    <Tabs value={tab} onValueChange={(value) => (value === 'recipes' || value === 'liked') && setTab(value)} className="mt-8">
      <TabsList label="Rezepte des Mitglieds">
        <TabsTrigger value="recipes">Rezepte</TabsTrigger>
        <TabsTrigger value="liked">Gelikte Rezepte</TabsTrigger>
      </TabsList>
      <div className="mt-4">
        <TabsContent value="recipes">
          <h2 className="sr-only">Rezepte</h2>
          <RecipeGrid
            recipes={own.data?.recipes}
            loading={own.isPending}
            label="Rezepte"
            empty={<EmptyRecipes title="Noch keine Rezepte." />}
          />
        </TabsContent>
        <TabsContent value="liked">
          <h2 className="sr-only">Gelikte Rezepte</h2>
          {user.showsLikedRecipes ? (
            <RecipeGrid
              recipes={liked.data?.recipes}
              loading={liked.isPending}
              label="Gelikte Rezepte"
              empty={<EmptyRecipes title="Noch keine gelikten Rezepte." />}
            />
          ) : (
            <p className="text-stone-600">Dieses Mitglied zeigt seine gelikten Rezepte nicht öffentlich.</p>
          )}
        </TabsContent>
      </div>
    </Tabs>
  );
}

function ProfileHeader({ user }: { user: TPublicUser }) {
  const { user: me } = useAuth();
  const name = displayName(user, 'full');
  return (
    <header>
      <div className="h-40 overflow-hidden rounded-(--radius-card) bg-linear-to-r from-brand-200 to-cream-200 sm:h-56">
        {user.headerImageUrl && <img src={user.headerImageUrl} alt="" className="size-full object-cover" />}
      </div>
      <div className="-mt-12 flex flex-col gap-4 px-4 sm:flex-row sm:items-end">
        <Avatar name={name} imageUrl={user.profileImageUrl} className="size-24 text-3xl ring-4" />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-3xl font-extrabold tracking-tight wrap-anywhere text-stone-900">{name}</h1>
            {user.verified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 text-sm font-semibold text-sky-800">
                <CheckIcon className="size-4" aria-hidden="true" />
                Verifiziert
              </span>
            )}
            {user.isPremium && <PremiumBadge size="md" />}
          </div>
          <p className="text-stone-600">
            @{user.username} · Mitglied seit {formatMonthYearDE(user.memberSince)}
          </p>
        </div>
        {me && me.id !== user.id && <FollowButton userId={user.id} />}
      </div>
      {user.bio && <p className="mt-4 px-4 whitespace-pre-line text-stone-700">{user.bio}</p>}
    </header>
  );
}

/** /u/{username} and /{username}; an unknown name shows what the caller passes (the one 404 page). */
export function PublicProfile({ username, notFound }: { username: string; notFound: ReactNode }) {
  const trpc = useTRPC();
  const profile = useQuery({
    ...trpc.social.publicProfile.queryOptions({ username }),
    refetchInterval: PROFILE_REFRESH_MS,
    retry: (failures, error) => errorCode(error) !== 'NOT_FOUND' && failures < 3,
  });
  if (profile.isPending) return <PageSpinner />;
  if (!profile.data) {
    if (errorCode(profile.error) === 'NOT_FOUND') return <>{notFound}</>;
    return (
      <p role="alert" className="py-24 text-center text-stone-700">
        Das Profil konnte nicht geladen werden.
      </p>
    );
  }
  const user = profile.data;
  return (
    <Page title={`@${user.username}`}>
      <ProfileHeader user={user} />
      <div className="mt-6 space-y-6">
        <MemberStats stats={user} />
        <KitchenDevices devices={user.kitchenDevices} />
      </div>
      <MemberRecipeTabs user={user} />
    </Page>
  );
}
