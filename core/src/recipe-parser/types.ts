export interface TParsedIngredient {
  name: string;
  /** Amount as written but normalised: '1', '1/2', '1 1/2', '1.5', '20-30' or '' when none. */
  amount: string;
  /** Canonical German unit (see units.ts) or '' when none. */
  unit: string;
}

export interface TParsedStep {
  step: string;
  /** Minutes mentioned in the step (sum of all mentions, ranges averaged). */
  duration?: number;
  /** E.g. '180 °C', '160 °C Umluft', '200 °C Ober-/Unterhitze'. */
  temperature?: string;
}

export interface TParsedRecipe {
  title?: string;
  servings?: number;
  duration?: number;
  ingredients: TParsedIngredient[];
  instructions: TParsedStep[];
  /** Hashtags of the text: without '#', lower case, deduplicated, ad disclosures ('#werbung') left out. */
  tags: string[];
}
