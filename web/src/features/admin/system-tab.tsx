import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../components/ui/spinner';
import { formatNumberDE } from '../../lib/format';
import { useTRPC, type TRouterOutputs } from '../../lib/trpc';
import { AdminCard } from './admin-card';
import { Badge, type TBadgeTone } from './admin-table';
import { AuditLog } from './audit-log';
import { ChallengesAdmin } from './challenges-admin';
import { ImageModelTest } from './image-model-test';
import { MailOutbox } from './mail-outbox';

type TService = TRouterOutputs['admin']['system']['services']['text'];
const TONE: Record<TService['status'], TBadgeTone> = {
  Aktiv: 'green',
  'Offline-Modus': 'blue',
  'Nicht eingerichtet': 'gray',
  Fehler: 'red',
};

function ServiceRow({ service }: { service: TService }) {
  return (
    <li className="flex flex-wrap items-center gap-2 py-1.5 text-sm">
      <span className="w-40 font-medium">{service.name}</span>
      <Badge tone={TONE[service.status]}>{service.status}</Badge>
      <span className="text-stone-600">{service.detail}</span>
    </li>
  );
}

/** Database status from a real round trip, the services as this server runs them, the image test, the log, challenges. */
export function SystemTab() {
  const trpc = useTRPC();
  const system = useQuery({ ...trpc.admin.system.queryOptions(), refetchInterval: 30_000 });
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <AdminCard title="Systemstatus">
        {system.isPending && <Spinner />}
        {system.data && (
          <ul className="divide-y divide-cream-200" aria-label="Dienste">
            <li className="flex flex-wrap items-center gap-2 py-1.5 text-sm">
              <span className="w-40 font-medium">Datenbank</span>
              <Badge tone={system.data.database.status === 'Online' ? 'green' : 'red'}>{system.data.database.status}</Badge>
              <span className="text-stone-600">
                {system.data.database.version} · {formatNumberDE(system.data.database.latencyMs)} ms
              </span>
            </li>
            {Object.values(system.data.services).map((service) => (
              <ServiceRow key={service.name} service={service} />
            ))}
          </ul>
        )}
        <ImageModelTest />
      </AdminCard>
      <AdminCard title="E-Mails" description="Postausgang: wartende und endgültig fehlgeschlagene E-Mails.">
        {system.data ? <MailOutbox mail={system.data.mail} /> : <Spinner />}
      </AdminCard>
      <AdminCard title="Challenges verwalten">
        <ChallengesAdmin />
      </AdminCard>
      <div className="lg:col-span-2">
        <AdminCard title="Protokoll" description="Jede Änderung durch Admins: wer, was, wann.">
          <AuditLog />
        </AdminCard>
      </div>
    </div>
  );
}
