import { readFile } from 'node:fs/promises';
import MarkdownIt from 'markdown-it';
import type { TLegalPage, TLegalPageName } from '@kochclip/routers/server';
import type { TLegalPages } from '@kochclip/routers/ports';
import { datenschutzDefault, impressumDefault, type TPrivacyFacts } from './legal-defaults';

export interface TLegalConfig {
  /** Markdown files of the operator (IMPRESSUM_FILE, DATENSCHUTZ_FILE); absent, the default page says what is missing. */
  impressumFile?: string;
  datenschutzFile?: string;
  /** SOURCE_URL: where this instance's source code is (AGPL-3.0-or-later, section 13). */
  sourceUrl: string;
  facts: TPrivacyFacts;
  log: (line: string) => void;
}

const TITLES: Record<TLegalPageName, string> = { impressum: 'Impressum', datenschutz: 'Datenschutzerklärung' };

/** The operator's Markdown, with raw HTML shown as text (html: false) and only http(s)/mailto links kept. */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
const SAFE_LINK = /^(https?:|mailto:|\/|#)/i;
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

export function renderLegalMarkdown(text: string): string {
  return markdown.render(text);
}

/**
 * Impressum and Datenschutz: the operator's Markdown files, read on each request (an edited file shows at once,
 * the pages are rarely read), or the defaults generated from the configuration.
 */
export function createLegalPages(config: TLegalConfig): TLegalPages {
  const files: Record<TLegalPageName, string | undefined> = {
    impressum: config.impressumFile,
    datenschutz: config.datenschutzFile,
  };
  const defaults: Record<TLegalPageName, () => string> = {
    impressum: () => impressumDefault(config.sourceUrl),
    datenschutz: () => datenschutzDefault(config.facts),
  };
  return {
    sourceUrl: config.sourceUrl,
    async page(name): Promise<TLegalPage> {
      const file = files[name];
      let text: string | null = null;
      if (file) {
        text = await readFile(file, 'utf8').catch((error: unknown) => {
          config.log(
            `${TITLES[name]}: ${file} nicht lesbar (${error instanceof Error ? error.message : String(error)}), zeige die Standardseite`,
          );
          return null;
        });
      }
      return {
        page: name,
        title: TITLES[name],
        html: renderLegalMarkdown(text ?? defaults[name]()),
        isDefault: text === null,
        sourceUrl: config.sourceUrl,
      };
    },
  };
}
