import { z } from "zod";

// Response objects are strict (`additionalProperties: false` in the document): a field the API sends
// but the document does not describe fails the live check in routes/platform/docs.test.ts.

/** `{ success: true, message }`: the answer of most actions (docs/product/platform.md §7). */
export const successMessage = z.strictObject({ success: z.literal(true), message: z.string() });

/** Any `…At` timestamp in a body: ISO 8601 in UTC. */
export const isoDateTime = z.iso.datetime();
