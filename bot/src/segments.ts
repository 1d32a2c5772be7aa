import { type Segment, type SegmentKind, segmentSchema } from "@jadeverse/db/broadcasts/segments";

/** Segments that need one more value typed by the manager. */
export const SEGMENT_ARGUMENT: Partial<Record<SegmentKind, string>> = {
  level: "Type the minimum level (1–100).",
  inactive: "Type the number of days without a sign-in (1–3650).",
  referral: "Type the referral code of the player whose referrals you want.",
};

/** Builds a segment from a kind and, for level / inactive / referral, the text typed by the manager. */
export function parseSegment(kind: SegmentKind, argument?: string): Segment | null {
  const arg = argument?.trim() ?? "";
  const raw =
    kind === "level"
      ? { kind, minLevel: Number(arg) }
      : kind === "inactive"
        ? { kind, days: Number(arg) }
        : kind === "referral"
          ? { kind, referralCode: arg }
          : { kind };
  const parsed = segmentSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function describeSegment(segment: Segment): string {
  switch (segment.kind) {
    case "all":
      return "all players";
    case "beta":
      return "beta players";
    case "level":
      return `players at level ${segment.minLevel} or above`;
    case "wallet":
      return "players with a wallet (EVM or TON)";
    case "inactive":
      return `players inactive for ${segment.days} days`;
    case "referral":
      return `players referred by ${segment.referralCode}`;
  }
}
