/** The drawn recipe picture, for the web app (which takes values from routers only through such browser-safe modules). */
export {
  dishKind,
  illustrationDataUrl,
  isIllustrationUrl,
  type TDishKind,
  type TIllustratedRecipe,
} from '@kochclip/db/illustration';
