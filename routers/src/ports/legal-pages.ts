import type { TLegalPage, TLegalPageName } from '../account/account.schemas';

/** Impressum and Datenschutz as the server renders them from the operator's files (server/src/legal). */
export interface TLegalPages {
  page: (name: TLegalPageName) => Promise<TLegalPage>;
  /** SOURCE_URL: where this instance's source code is (AGPL-3.0-or-later, section 13). */
  sourceUrl: string;
}
