/** Comments, ratings, community images and challenges (issue: recipe page community). */
export const recipeCommunityProcedures = {};
