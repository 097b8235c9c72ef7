declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    baseUrl: string;
    mailDir: string;
  }
}
export {};
