/** The member's data-export archives in the media store (server/src/adapters/storage implements it). */
export interface TAccountFiles {
  /** Deletes an export archive; a missing one is fine. */
  removeExportArchive: (name: string) => Promise<void>;
}
