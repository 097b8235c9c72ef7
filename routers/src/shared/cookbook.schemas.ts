import { rowId } from './common.schemas';

export const COOKBOOK_NOT_FOUND = 'Kochbuch nicht gefunden';
export const ZCookbookId = rowId('Ungültige Kochbuch-ID');
