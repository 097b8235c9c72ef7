import { users, type TUserRole } from '@kochclip/db/schema';

/** A member as the community shows them beside what they wrote: comments, ratings, photos, challenge entries. */
export const communityUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  verified: users.verified,
};

/** The acting member, as the services need them for owner-or-admin checks. */
export interface TActor {
  id: number;
  username: string;
  role: TUserRole;
}
