import { PagePlaceholder } from '../components/layout/page-placeholder';

export function SettingsPage() {
  return <PagePlaceholder title="Einstellungen" />;
}
