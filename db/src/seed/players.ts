import { totalXpForLevel } from "../xp.ts";
import { AVATARS, defaultSkinOf } from "./catalog-avatars.ts";
import { type GameStatSeed, generateGameStats } from "./player-stats.ts";
import { createRandom } from "./random.ts";

export const DEFAULT_LEADERBOARD_PLAYERS = 200;

export interface PlayerSeed {
  /** 1-based index; the ledger keys are `seed:player:<n>:gems` and `seed:player:<n>:coins`. */
  n: number;
  nickname: string;
  referralCode: string;
  country: string;
  xp: number;
  vip: number;
  avatarId: number;
  equippedSkinId: number;
  gems: number;
  coins: number;
  createdAt: Date;
  stats: GameStatSeed[];
}

const ADJECTIVES = (
  "Jade Lucky Golden Lotus Crimson Silk Mystic Red Silver Tiger Dragon Phoenix " +
  "Bamboo Lantern Fortune Thunder Misty Azure Ivory Royal Wild Neon Shadow Sunny " +
  "Iron Storm Velvet Cosmic Happy Sly"
).split(" ");
const NOUNS = (
  "Rider Queen King Master Ace Monk Fox Hunter Whale Shark Star Koi Panda Crane " +
  "Sage Baron Bandit Spinner Dealer Gambit Jester Lynx Falcon Wolf Empress Scholar " +
  "Comet Blade Pearl Drifter"
).split(" ");
const COMBOS = ADJECTIVES.length * NOUNS.length;

/** Countries outside the terms' blocked jurisdictions. */
const COUNTRIES = (
  "BG DE GB FR ES IT PT NL PL RO GR SE BR AR MX CA AU NZ JP KR SG MY PH VN TH ID IN " + "TR ZA NG"
).split(" ");

/** VIP 0–5, most players at 0. */
const VIP_WEIGHTS = [0.55, 0.2, 0.12, 0.07, 0.04, 0.02];

const REFERRAL_SPACE = 36 ** 7;
const REFERRAL_MULTIPLIER = 2_654_435_761; // coprime with 36, so n ↦ code is injective below 36^7

/** `JV` + 7 base-36 characters, unique per n (a bijection), distinct in length from demo codes. */
export const playerReferralCode = (n: number) =>
  `JV${((n * REFERRAL_MULTIPLIER + 1_000_003) % REFERRAL_SPACE).toString(36).toUpperCase().padStart(7, "0")}`;

/** Unique nicknames: the first 900 players get distinct word pairs, later ones a number too. */
function nicknameFor(n: number, style: number): string {
  const index = ((n - 1) * 7919) % COMBOS; // 7919 is coprime with 900: a permutation of the pairs
  const adjective = ADJECTIVES[index % ADJECTIVES.length] as string;
  const noun = NOUNS[Math.floor(index / ADJECTIVES.length)] as string;
  const lap = Math.floor((n - 1) / COMBOS);
  const suffix = lap > 0 ? String(lap) : "";
  if (style < 0.2) return `${adjective.toLowerCase()}_${noun.toLowerCase()}${suffix}`;
  if (style < 0.3) return `${adjective}${noun}${suffix || "88"}`.slice(0, 25);
  return `${adjective}${noun}${suffix}`;
}

const SIGNUP_FROM = Date.UTC(2025, 2, 1);
const SIGNUP_SPAN_MS = 180 * 24 * 3600 * 1000;

/** Player n, generated from its own seed: the same n always yields the same player. */
export function generatePlayer(n: number): PlayerSeed {
  const random = createRandom(`player:${n}`);
  const activity = random.next() ** 1.8;
  let roll = random.next();
  let vip = 0;
  while (vip < VIP_WEIGHTS.length - 1 && roll >= (VIP_WEIGHTS[vip] as number))
    roll -= VIP_WEIGHTS[vip++] as number;
  const stats = generateGameStats(random, activity, 1 + vip * 0.8);
  const plays = stats.reduce((sum, s) => sum + s.totalPlays, 0);
  const level = Math.min(80, 1 + Math.floor(Math.sqrt(plays / 6)));
  const xp = totalXpForLevel(level) + random.int(0, level * 100 - 1);
  const avatar = random.pick(AVATARS);
  return {
    n,
    nickname: nicknameFor(n, random.next()),
    referralCode: playerReferralCode(n),
    country: random.pick(COUNTRIES),
    xp,
    vip,
    avatarId: avatar.id,
    equippedSkinId: defaultSkinOf(avatar.id).id,
    gems: random.chance(0.2) ? 0 : random.logInt(10, 2500) * (vip + 1),
    coins: random.logInt(20_000, 40_000_000),
    createdAt: new Date(SIGNUP_FROM + Math.floor(random.next() * SIGNUP_SPAN_MS)),
    stats,
  };
}
