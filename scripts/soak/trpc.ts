/** A tRPC query batch as the web app's httpBatchLink sends it (one JSON input per call, none for `undefined`). */
export function trpcQuery(calls: [path: string, input: unknown][]): string {
  const inputs = Object.fromEntries(calls.flatMap(([, input], i) => (input === undefined ? [] : [[i, input]])));
  return `/trpc/${calls.map(([path]) => path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/** A mutation as httpBatchLink sends one: POST, the input under "0". */
export function trpcMutation(path: string, input: unknown): { path: string; body: unknown } {
  return { path: `/trpc/${path}?batch=1`, body: input === undefined ? {} : { 0: input } };
}

/** The data of call `index` of a batch answer, or undefined when it failed or the body is not a batch. */
export function trpcData<T>(body: string, index = 0): T | undefined {
  try {
    const answers = JSON.parse(body) as { result?: { data?: T } }[];
    return Array.isArray(answers) ? answers[index]?.result?.data : undefined;
  } catch {
    return undefined;
  }
}
