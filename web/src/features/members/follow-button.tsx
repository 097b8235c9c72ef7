import { Button } from '../../components/ui/button';
import { useFollow } from './use-follow';

export function FollowButton({ userId }: { userId: number }) {
  const { isFollowing, ready, toggle, pending } = useFollow(userId, true);
  return (
    <Button variant={isFollowing ? 'outline' : 'primary'} disabled={!ready || pending} onClick={() => toggle(!isFollowing)}>
      {isFollowing ? 'Entfolgen' : 'Folgen'}
    </Button>
  );
}
