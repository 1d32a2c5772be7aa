/**
 * Where players reach us: the contact and support addresses and the community's social links, shared
 * by the landing footer, the Contact Us and waitlist popups, the terms and the payment pages.
 */

/** General enquiries (landing footer, Contact Us). */
export const CONTACT_EMAIL = "hello@jadeverse.io";

/** Account, payment and data questions (terms, payment result pages). */
export const SUPPORT_EMAIL = "support@jadeverse.io";

export type SocialNetwork = "x" | "discord" | "medium" | "youtube" | "telegram";

export interface SocialLink {
  network: SocialNetwork;
  /** The network's name, for text links (an icon link's name is the landing catalogue's `onNet`). */
  name: string;
  href: string;
  /** Part of the reduced set shown on narrow screens (docs/product/platform.md §2 footer). */
  narrow: boolean;
}

/** Footer social links: short messages, chat community, blog, video, messaging app (docs/product/platform.md §2). */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: "x", name: "X", href: "https://x.com/jadeverse", narrow: true },
  {
    network: "discord",
    name: "Discord",
    href: "https://discord.gg/jadeverse",
    narrow: true,
  },
  {
    network: "medium",
    name: "Medium",
    href: "https://medium.com/@jadeverse",
    narrow: false,
  },
  {
    network: "youtube",
    name: "YouTube",
    href: "https://www.youtube.com/@jadeverse",
    narrow: false,
  },
  {
    network: "telegram",
    name: "Telegram",
    href: "https://t.me/jadeverse",
    narrow: true,
  },
];
