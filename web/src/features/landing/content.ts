/**
 * The landing page's copy, links and constants (docs/product/platform.md §1, §2 "Landing page (in order)", §9).
 * Sections import from here; nothing is repeated as a literal in a component.
 */
import { BREAKPOINTS } from "../../lib/constants.ts";

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

/** Partners strip (section 3) and technology logos (section 11): our own wordmarks. */
export const BACKERS = ["Jade Capital", "Lotus Labs", "Red Lantern Ventures", "Dragon Gate", "Nine Peaks"];
export const TECHNOLOGY = ["Unreal Engine", "Pixel Streaming", "Solana", "Ethereum", "Telegram", "TON"];

export interface Feature {
  title: string;
  body: string;
  icon: "cards" | "avatar" | "dashboard" | "devices" | "trophy" | "coins";
}

/** Section 4: the six key features in spec order. */
export const FEATURES: readonly Feature[] = [
  {
    title: "Classic games and PvP",
    body: "Slots, blackjack, roulette and baccarat, plus head-to-head mini-games and tournaments.",
    icon: "cards",
  },
  {
    title: "Customizable avatars and NFTs",
    body: "Dress your avatar, collect rare skins and keep them in your profile or your wallet.",
    icon: "avatar",
  },
  {
    title: "Advanced player dashboard",
    body: "Balances, XP, rank, VIP level and your game history in one place.",
    icon: "dashboard",
  },
  {
    title: "High-quality graphics on any device",
    body: "Console-grade worlds streamed to your browser, phone or tablet. Nothing to install.",
    icon: "devices",
  },
  {
    title: "Leaderboards and competitions",
    body: "Climb the monthly leaderboard and enter tournaments for prizes and glory.",
    icon: "trophy",
  },
  {
    title: "Play and earn",
    body: "Earn Golden Coins through play, missions and challenges; win tokens in special draws.",
    icon: "coins",
  },
];

export interface MiniGame {
  name: string;
  tag: string;
  body: string;
  /** Two colours of the card's art. */
  hues: readonly [string, string];
}

/** Section 6: the PvP mini-games (docs/product/platform.md §2). */
export const MINI_GAMES: readonly MiniGame[] = [
  {
    name: "Frenzy Fireworks",
    tag: "PvP crash",
    body: "Launch your rocket, watch the multiplier climb and bank before the sky goes dark.",
    hues: ["#ff8f5a", "#7a1f3d"],
  },
  {
    name: "Dragon Fortune",
    tag: "Slots",
    body: "Wake the jade dragon: cascading reels, sticky wilds and a golden bonus round.",
    hues: ["#3fd39b", "#0b3d2c"],
  },
  {
    name: "Bound in Gold",
    tag: "PvP crash",
    body: "Ride the golden chain with the whole table and cash out before it snaps.",
    hues: ["#f2c862", "#5a3f0c"],
  },
  {
    name: "Jet-Ski Battles",
    tag: "PvP race",
    body: "Race rivals across the lagoon, dodge the buoys and take the pot at the finish.",
    hues: ["#5ec8f2", "#0c3552"],
  },
];

export interface TokenomicsItem {
  id: string;
  title: string;
  body: string;
}

/** Section 8: the tokenomics accordion, five items in spec order (uses from docs/product/platform.md §1). */
export const TOKENOMICS: readonly TokenomicsItem[] = [
  {
    id: "staking",
    title: "Staking",
    body: "Stake JadeVerse tokens for 1 to 24 months to earn tokens, gems, gameplay energy and VIP access. Early stakers get promo rates.",
  },
  {
    id: "bonuses",
    title: "Bonuses and rewards",
    body: "Buy gems with the token and get a 30% bonus compared with fiat or other crypto, plus monthly leaderboard rewards and community airdrops.",
  },
  {
    id: "exclusive",
    title: "Exclusive content",
    body: "Token holders unlock special draws, tournaments and early access to new games and seasons.",
  },
  {
    id: "nfts",
    title: "NFTs and customizations",
    body: "The token is the sole currency for avatars and NFT extras in the internal marketplace.",
  },
  {
    id: "dao",
    title: "DAO voting rights",
    body: "Holders vote in the JadeVerse decentralized organization on new games, features and community funds.",
  },
];

export interface CoinTier {
  tier: string;
  name: string;
  body: string;
  currency: "coins" | "gems" | "token";
}

/** Section 9: the three currencies of docs/product/platform.md §1. */
export const COIN_TIERS: readonly CoinTier[] = [
  {
    tier: "Tier 1",
    name: "Golden Coins",
    body: "The basic in-game currency, earned through play, missions and challenges.",
    currency: "coins",
  },
  {
    tier: "Tier 2",
    name: "Jade Gems",
    body: "The premium currency, earned or purchased, and convertible to Golden Coins.",
    currency: "gems",
  },
  {
    tier: "Tier 3",
    name: "JadeVerse token",
    body: "A blockchain token won in special draws and tournaments: governance rights, staking rewards and trading value.",
    currency: "token",
  },
];

export interface Mission {
  title: string;
  reward: string;
}

/** Section 10: the 14 mission slides. */
export const MISSIONS: readonly Mission[] = [
  { title: "Play your first hand of blackjack", reward: "500 Golden Coins" },
  { title: "Spin the Wheel of Fortune", reward: "1 free spin" },
  { title: "Win three roulette rounds", reward: "1 500 Golden Coins" },
  { title: "Cash out above 2× in Bound in Gold", reward: "25 Jade Gems" },
  { title: "Finish top 3 in a Jet-Ski Battle", reward: "40 Jade Gems" },
  { title: "Choose your avatar and nickname", reward: "750 Golden Coins" },
  { title: "Invite a friend who plays a game", reward: "50 Jade Gems" },
  { title: "Log in seven days in a row", reward: "VIP point" },
  { title: "Hit a bonus round in Dragon Fortune", reward: "2 000 Golden Coins" },
  { title: "Win a baccarat hand on a Tie", reward: "30 Jade Gems" },
  { title: "Launch 10 rockets in Frenzy Fireworks", reward: "1 000 Golden Coins" },
  { title: "Reach level 10", reward: "Rare avatar frame" },
  { title: "Enter a weekend tournament", reward: "60 Jade Gems" },
  { title: "Climb into the monthly top 100", reward: "JadeVerse token draw ticket" },
];

export interface RoadmapCard {
  title: string;
  subtitle: string;
  bullets: readonly string[];
}

/** Section 12: the five roadmap cards, exactly as docs/product/platform.md §1. */
export const ROADMAP: readonly RoadmapCard[] = [
  { title: "2025 Q1", subtitle: "Game prep and presale", bullets: ["Beta testing", "Partnership list"] },
  {
    title: "2025 Q2",
    subtitle: "Beta launch",
    bullets: ["Token presale", "Team expansion", "Key partnerships"],
  },
  {
    title: "2025 Q3",
    subtitle: "Polish and core systems",
    bullets: [
      "Features",
      "Web3 layer and token integration",
      "Analytics",
      "Marketing readiness",
      "Internal tools",
    ],
  },
  {
    title: "2025 Q4",
    subtitle: "Token launch and scaling",
    bullets: [
      "Original games",
      "NFT marketplace integration",
      "First centralized and decentralized exchange listings",
    ],
  },
  {
    title: "2026 Q1",
    subtitle: "Full original games live",
    bullets: ["New markets", "Multi-region servers", "New game categories", "Seasonal journey"],
  },
];
