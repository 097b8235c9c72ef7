import type { TLegalPage, TLegalPageName } from './account.schemas';

/** Impressum and Datenschutz as the server renders them from the operator's files (server/src/legal). */
export interface TLegalPages {
  page: (name: TLegalPageName) => Promise<TLegalPage>;
}
