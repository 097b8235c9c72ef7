import { useState } from 'react';
import { Page, PageHeading } from '../../components/layout/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { formatNumberDE } from '../../lib/format';
import { AnalyticsTab } from './analytics-tab';
import { ImagesTab } from './images-tab';
import { PushTab } from './push-tab';
import { RecipesTab } from './recipes-tab';
import { ReportsTab, useOpenReports } from './reports-tab';
import { StatCards } from './stat-cards';
import { SystemTab } from './system-tab';
import { useAdminStats } from './use-admin';
import { UsersTab } from './users-tab';

const count = (n: number | undefined) => (n === undefined ? '' : ` (${formatNumberDE(n)})`);

/** /admin (spec part 2 §2): stat cards and the tabs; loaded lazily, so only admins download it. */
export default function AdminDashboard() {
  const [tab, setTab] = useState('users');
  const stats = useAdminStats();
  const reports = useOpenReports();
  return (
    <Page title="Admin Dashboard">
      <PageHeading>Admin Dashboard</PageHeading>
      <div className="grid grid-cols-1 gap-6">
        <StatCards />
        <Tabs value={tab} onValueChange={setTab} className="grid grid-cols-1 gap-4">
          <TabsList label="Bereiche" wrap>
            <TabsTrigger value="users">Benutzer{count(stats.data?.totalUsers)}</TabsTrigger>
            <TabsTrigger value="recipes">Rezepte{count(stats.data?.totalRecipes)}</TabsTrigger>
            <TabsTrigger value="analytics">Analytics</TabsTrigger>
            <TabsTrigger value="images">KI-Bilder</TabsTrigger>
            <TabsTrigger value="push">Push-Benachrichtigungen</TabsTrigger>
            <TabsTrigger value="system">System</TabsTrigger>
            <TabsTrigger value="reports">Meldungen{count(reports.data?.total)}</TabsTrigger>
          </TabsList>
          <TabsContent value="users">
            <UsersTab />
          </TabsContent>
          <TabsContent value="recipes">
            <RecipesTab />
          </TabsContent>
          <TabsContent value="analytics">
            <AnalyticsTab />
          </TabsContent>
          <TabsContent value="images">
            <ImagesTab />
          </TabsContent>
          <TabsContent value="push">
            <PushTab />
          </TabsContent>
          <TabsContent value="system">
            <SystemTab />
          </TabsContent>
          <TabsContent value="reports">
            <ReportsTab />
          </TabsContent>
        </Tabs>
      </div>
    </Page>
  );
}
