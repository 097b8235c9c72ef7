declare module 'autocannon' {
  interface TOptions {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
  }
  interface TResult {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
  }
  /** The running load: 'response' fires for every answer with its latency in milliseconds. */
  interface TInstance {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): TInstance;
  }
  export type { TResult };
  export default function autocannon(options: TOptions): Promise<TResult>;
  export default function autocannon(options: TOptions, done: (error: unknown, result: TResult) => void): TInstance;
}
