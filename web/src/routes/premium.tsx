import { useState } from 'react';
import { Page, PageHeading } from '../components/layout/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { ReferralTab } from '../features/premium/referral-tab';
import { SubscribeTab } from '../features/premium/subscribe-tab';

/** /premium: plans with Stripe's Payment Element, and the referral programme. */
export function PremiumPage() {
  const [tab, setTab] = useState('subscribe');
  return (
    <Page title="Premium">
      <PageHeading lead="Mehr KI-Rezepte, unbegrenzt private Kochbücher und Premium-Geräte – jederzeit kündbar.">
        Kochclip Premium
      </PageHeading>
      <Tabs value={tab} onValueChange={setTab} className="space-y-6">
        <TabsList label="Premium" className="max-w-md">
          <TabsTrigger value="subscribe">Abonnieren</TabsTrigger>
          <TabsTrigger value="referral">Freunde werben</TabsTrigger>
        </TabsList>
        <TabsContent value="subscribe">
          <SubscribeTab />
        </TabsContent>
        <TabsContent value="referral">
          <ReferralTab />
        </TabsContent>
      </Tabs>
    </Page>
  );
}
