/**
 * Reads allergy categories from German free text; implemented in server/ (LLM) and handed over in the context.
 * Returns category names; anything that is not one of the 12 categories is dropped by the caller.
 */
export interface TAllergyInterpreter {
  categoriesIn: (text: string) => Promise<string[]>;
}
