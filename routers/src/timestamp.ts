import { z } from 'zod';

/**
 * A point in time in an answer: a Date in the services, ISO 8601 text (UTC) on the wire, for REST and tRPC alike.
 * The web client gets the same JSON as every other client and reads these fields as strings (`new Date(text)`).
 */
export const ZTimestamp = z.codec(z.date(), z.iso.datetime(), {
  decode: (date) => date.toISOString(),
  encode: (text) => new Date(text),
});
