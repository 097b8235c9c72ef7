export interface TVideoRequest {
  videoUrl: string;
  videoTitle?: string;
  videoDescription?: string;
}

/**
 * A tab's submit. Resolve `true` once the recipe exists: the tab then clears its inputs.
 * `false` keeps them. Handlers report their own failures (toasts) and should not reject.
 */
export type TSubmitHandler<T> = (payload: T) => Promise<boolean> | boolean;

/** A chosen file and where its first bytes send it: the file analysis, or the import of a saved web page. */
export interface TUpload {
  file: File;
  kind: 'file' | 'page';
}

export interface TCreatorHandlers {
  onVideo: TSubmitHandler<TVideoRequest>;
  onIngredients: TSubmitHandler<string[]>;
  onPrompt: TSubmitHandler<string>;
  onUpload: TSubmitHandler<TUpload>;
  /** A web page's address (POST /api/import/url). */
  onWebsite: TSubmitHandler<string>;
}
