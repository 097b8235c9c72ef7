import { Page, PageHeading } from '../components/layout/page';
import { ButtonLink } from '../components/ui/button';
import { CommunityRecipeSection } from '../features/community/community-recipe-section';
import { CommunityStatTiles } from '../features/community/community-stat-tiles';
import { RunningChallenges } from '../features/community/running-challenges-section';
import { UploadCall } from '../features/community/upload-call';
import { useCommunityStats } from '../features/recipes/use-recipe-lists';
import { ArrowRightIcon } from '../features/shared/extra-icons';

/** /community: numbers, the running challenges, the most popular and the newest recipes (recipes refresh every 15 s). */
export function CommunityPage() {
  const { data: stats } = useCommunityStats();
  return (
    <Page title="Community" className="flex flex-col gap-10 md:gap-14">
      <div>
        <PageHeading lead="Entdecke, was die Kochclip-Community kocht, teilt und liebt.">Community</PageHeading>
        <CommunityStatTiles stats={stats} />
      </div>
      <RunningChallenges />
      <CommunityRecipeSection
        id="popular-title"
        title="Beliebteste Rezepte"
        lead="Die Lieblinge der Community."
        sort="popular"
        limit={6}
        columns={3}
        action={
          <ButtonLink to="/recipes" variant="ghost" className="-mx-4 text-brand-700 sm:mx-0">
            Alle Rezepte
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        }
      />
      <CommunityRecipeSection
        id="recent-title"
        title="Neueste Rezepte"
        lead="Frisch aus der Community-Küche."
        sort="recent"
        limit={4}
        columns={4}
      />
      <UploadCall />
    </Page>
  );
}
