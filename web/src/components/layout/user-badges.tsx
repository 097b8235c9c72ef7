import type { TCurrentUser } from '../../features/auth/use-auth';
import { cn } from '../../lib/cn';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold';

export function UserBadges({ user, className }: { user: TCurrentUser; className?: string }) {
  if (!user.verified && !user.isPremium && user.role !== 'admin') return null;
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      {user.role === 'admin' && <span className={cn(BADGE, 'bg-red-100 text-red-800')}>Admin</span>}
      {user.isPremium && <span className={cn(BADGE, 'bg-amber-100 text-amber-900')}>Premium</span>}
      {user.verified && <span className={cn(BADGE, 'bg-herb-50 text-herb-700')}>Verifiziert</span>}
    </div>
  );
}
