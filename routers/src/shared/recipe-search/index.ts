/**
 * The recipe search plan behind one entry: search terms and their SQL (recipe-search.ts), the planner's hit
 * estimates (search-estimates.ts), the list cursor with its relevance tier (list-cursor.ts) and the list statement
 * that puts them together (list-query.ts). Everything outside shared/recipe-search/ imports from here: the recipe
 * list, a member's recipes on their profile and the community match of a new recipe are all searches.
 */
export { buildRecipeListQuery, listRecipes, listShape, listValues, type TListParams } from './list-query';
export { foldText, resolveSearch, searchTerms, searchValues, type TSearch } from './recipe-search';
export { searchEstimates, searchPlanValues, type TSearchEstimates } from './search-estimates';
