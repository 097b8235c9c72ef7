import { collectionProcedures } from './collections.router';
import { cookbookProcedures } from './cookbooks.router';
import { followProcedures } from './follows.router';
import { profileProcedures } from './profile.router';

/** Profiles, follows, collections and cookbooks (issue: members' space). */
export const memberProcedures = {
  ...profileProcedures,
  ...followProcedures,
  ...collectionProcedures,
  ...cookbookProcedures,
};
