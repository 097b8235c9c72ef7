/** Profiles, follows, collections and cookbooks (issue: members' space). */
export const memberProcedures = {};
