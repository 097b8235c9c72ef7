declare module 'espeak-ng' {
  interface TESpeakModule {
    FS: { readFile: (path: string) => Uint8Array };
  }
  interface TESpeakOptions {
    arguments: string[];
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
    ) => object;
  }
  export default function ESpeakNg(options: TESpeakOptions): Promise<TESpeakModule>;
}
