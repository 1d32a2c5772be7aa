import { asc, eq } from "drizzle-orm";
import type { Handle } from "../queries/prepared.ts";
import { banners } from "../schema/catalog.ts";

export interface BannerRow {
  imageLink: string;
  actionRedirectLink: string;
  title: string;
}

/** The dashboard's active banners in the operator's order. */
export function activeBanners(db: Handle): Promise<BannerRow[]> {
  return db
    .select({
      imageLink: banners.imageLink,
      actionRedirectLink: banners.actionRedirectLink,
      title: banners.title,
    })
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}
