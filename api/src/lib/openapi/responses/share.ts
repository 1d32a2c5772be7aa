import { z } from "zod";

/** `POST /api/share/win`: hand `preparedMessageId` to the Mini App SDK's `shareMessage`. */
export const preparedMessageResponse = z.object({
  preparedMessageId: z.string(),
  expiresAt: z.iso.datetime(),
});
