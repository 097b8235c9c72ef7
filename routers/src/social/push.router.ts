/** Web push subscriptions and sending (issue: cooking assistant and installable app). */
export const pushProcedures = {};
