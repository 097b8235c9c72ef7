declare module 'autocannon' {
  interface TOptions {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
  }
  interface TResult {
    requests: { average: number; total: number };
    latency: { p99: number; average: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: TOptions): Promise<TResult>;
}
