/**
 * The landing page's content, links and constants (docs/product/platform.md §1, §2 "Landing page (in order)", §9).
 * Sections import from here; a text is a message id of ./messages/en.json (docs/i18n.md), rendered by
 * the section in the player's language.
 */
import { BREAKPOINTS } from "../../lib/constants.ts";
import type { LandingMessage } from "./messages.ts";

/** Header behaviour (docs/product/platform.md §9 "Scroll thresholds"). */
export const HEADER_STICKY_AFTER_PX = 48;
/** The fixed marker, this far from the viewport top, turns the header black inside the features section. */
export const HEADER_MARKER_PX = 70;

/** `(max-width: 767px)`: burger menu and the reduced social set (docs/product/platform.md §2, §9 "768px mobile"). */
export const NARROW_QUERY = `(max-width: ${BREAKPOINTS.mobile - 1}px)`;
/** Hero shows the still image at 768 px wide or less (docs/product/platform.md §2). */
export const HERO_STILL_QUERY = `(max-width: ${BREAKPOINTS.mobile}px)`;
/** Connection types the hero treats as slow (docs/product/platform.md §2 "2g, 3g"). */
export const SLOW_CONNECTIONS: readonly string[] = ["slow-2g", "2g", "3g"];
/** Carousel arrows show above 768 px only (docs/product/platform.md §2 "arrows on desktop only"). */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.mobile + 1}px)`;
/** Roadmap swiper from 1200 px (docs/product/platform.md §9 "1200px wide landing layout"). */
export const ROADMAP_SWIPER_QUERY = `(min-width: ${BREAKPOINTS.landingWide}px)`;

/** Mission carousel (docs/product/platform.md §9): 14 slides, 3 visible, starts on the third (index 2). */
export const CAROUSEL_VISIBLE = 3;
export const CAROUSEL_INITIAL_INDEX = 2;
/** Roadmap swiper starts on the second card (index 1) on wide screens (docs/product/platform.md §9). */
export const ROADMAP_INITIAL_INDEX = 1;
/** Horizontal travel, px, that counts as a swipe on the carousels. */
export const SWIPE_THRESHOLD_PX = 40;

/** Our own media (scripts/generate-landing-media.sh), served with the web app; never a remote host. */
export const LANDING_MEDIA = {
  heroVideo: "/landing/hero.webm",
  heroPoster: "/landing/hero-poster.webp",
  heroPosterSmall: "/landing/hero-poster-640.webp",
  trailerVideo: "/landing/trailer.webm",
  trailerPoster: "/landing/trailer-poster.webp",
  trailerStill: "/landing/trailer-still.webp",
  trailerCaptions: "/landing/trailer.en.vtt",
} as const;

/** External documents (docs/product/platform.md §2: Whitepaper in the header, pitch deck in section 11). */
export const WHITEPAPER_URL = "https://docs.jadeverse.io/whitepaper";
export const PITCH_DECK_URL = "https://docs.jadeverse.io/pitch-deck";

/** Partners strip (section 3) and technology logos (section 11): our own wordmarks, names written alike in every language. */
export const BACKERS = ["Jade Capital", "Lotus Labs", "Red Lantern Ventures", "Dragon Gate", "Nine Peaks"];
export const TECHNOLOGY = ["Unreal Engine", "Pixel Streaming", "Solana", "Ethereum", "Telegram", "TON"];

export interface Feature {
  title: LandingMessage;
  body: LandingMessage;
  icon: "cards" | "avatar" | "dashboard" | "devices" | "trophy" | "coins";
}

/** Section 4: the six key features in spec order. */
export const FEATURES: readonly Feature[] = [
  { title: "f1", body: "f1b", icon: "cards" },
  { title: "f2", body: "f2b", icon: "avatar" },
  { title: "f3", body: "f3b", icon: "dashboard" },
  { title: "f4", body: "f4b", icon: "devices" },
  { title: "f5", body: "f5b", icon: "trophy" },
  { title: "f6", body: "f6b", icon: "coins" },
];

export interface MiniGame {
  /** The game's title, a name every language keeps. */
  name: string;
  tag: LandingMessage;
  body: LandingMessage;
  /** Two colours of the card's art. */
  hues: readonly [string, string];
}

/** Section 6: the PvP mini-games (docs/product/platform.md §2). */
export const MINI_GAMES: readonly MiniGame[] = [
  { name: "Frenzy Fireworks", tag: "crash", body: "g1b", hues: ["#ff8f5a", "#7a1f3d"] },
  { name: "Dragon Fortune", tag: "slots", body: "g2b", hues: ["#3fd39b", "#0b3d2c"] },
  { name: "Bound in Gold", tag: "crash", body: "g3b", hues: ["#f2c862", "#5a3f0c"] },
  { name: "Jet-Ski Battles", tag: "race", body: "g4b", hues: ["#5ec8f2", "#0c3552"] },
];

export interface TokenomicsItem {
  id: string;
  title: LandingMessage;
  body: LandingMessage;
}

/** Section 8: the tokenomics accordion, five items in spec order (uses from docs/product/platform.md §1). */
export const TOKENOMICS: readonly TokenomicsItem[] = [
  { id: "staking", title: "t1", body: "t1b" },
  { id: "bonuses", title: "t2", body: "t2b" },
  { id: "exclusive", title: "t3", body: "t3b" },
  { id: "nfts", title: "t4", body: "t4b" },
  { id: "dao", title: "t5", body: "t5b" },
];

export interface CoinTier {
  name: LandingMessage;
  body: LandingMessage;
  currency: "coins" | "gems" | "token";
}

/** Section 9: the three currencies of docs/product/platform.md §1, tier 1 first. */
export const COIN_TIERS: readonly CoinTier[] = [
  { name: "coins", body: "coinsB", currency: "coins" },
  { name: "gems", body: "gemsB", currency: "gems" },
  { name: "jvToken", body: "tokenB", currency: "token" },
];

export interface Mission {
  title: LandingMessage;
  reward: LandingMessage;
  /** The amount a counted reward names ("500 Golden Coins"). */
  amount?: number;
}

/** Section 10: the 14 mission slides. */
export const MISSIONS: readonly Mission[] = [
  { title: "m1", reward: "gc", amount: 500 },
  { title: "m2", reward: "spin" },
  { title: "m3", reward: "gc", amount: 1500 },
  { title: "m4", reward: "jg", amount: 25 },
  { title: "m5", reward: "jg", amount: 40 },
  { title: "m6", reward: "gc", amount: 750 },
  { title: "m7", reward: "jg", amount: 50 },
  { title: "m8", reward: "vip" },
  { title: "m9", reward: "gc", amount: 2000 },
  { title: "m10", reward: "jg", amount: 30 },
  { title: "m11", reward: "gc", amount: 1000 },
  { title: "m12", reward: "frame" },
  { title: "m13", reward: "jg", amount: 60 },
  { title: "m14", reward: "ticket" },
];

export interface RoadmapCard {
  /** Its quarter: "2025 Q1" in English (message `q`). */
  year: number;
  quarter: number;
  subtitle: LandingMessage;
  bullets: readonly LandingMessage[];
}

/** Section 12: the five roadmap cards, exactly as docs/product/platform.md §1. */
export const ROADMAP: readonly RoadmapCard[] = [
  { year: 2025, quarter: 1, subtitle: "r1", bullets: ["r1a", "r1b"] },
  { year: 2025, quarter: 2, subtitle: "r2", bullets: ["r2a", "r2b", "r2c"] },
  { year: 2025, quarter: 3, subtitle: "r3", bullets: ["r3a", "r3b", "r3c", "r3d", "r3e"] },
  { year: 2025, quarter: 4, subtitle: "r4", bullets: ["r4a", "r4b", "r4c"] },
  { year: 2026, quarter: 1, subtitle: "r5", bullets: ["r5a", "r5b", "r5c", "r5d"] },
];
