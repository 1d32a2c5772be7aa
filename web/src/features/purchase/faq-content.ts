import { COINS_PER_GEM } from "@jadeverse/api/client";
import { formatLargeNumber } from "../../lib/format.ts";
import type { PaymentMethod } from "../../lib/platform.ts";

/** One FAQ entry: its category (docs/product/economy.md §2), the question and the answer. */
export interface FaqEntry {
  readonly category: string;
  readonly question: string;
  readonly answer: string;
}

/** How each way to pay reads in a sentence. */
const METHOD_WORDS: Record<PaymentMethod, string> = {
  card: "a card (Stripe or Wert)",
  evm: "crypto from an EVM wallet",
  solana: "crypto from a Solana wallet",
  stars: "Telegram Stars",
};

/** "a, b or c" */
function either(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/** The FAQ's first four entries are open when the page loads (docs/product/economy.md §2). */
export const FAQ_OPEN_BY_DEFAULT = 4;

/**
 * The Purchase screen's FAQ: nine questions in the spec's categories (docs/product/economy.md §2 names the categories,
 * not the words: these are ours). The purchase answer names the ways to pay this shell offers, so the
 * Mini App never points a player at card or crypto payments Telegram does not allow there.
 */
export function faqEntries(methods: readonly PaymentMethod[]): readonly FaqEntry[] {
  const coins = formatLargeNumber(COINS_PER_GEM);
  return [
    {
      category: "General",
      question: "What are Jade Gems and Golden Coins?",
      answer:
        "Jade Gems are the premium currency you buy in packs; Golden Coins are what you play with. Both are virtual: JadeVerse is a social casino without real-money gambling.",
    },
    {
      category: "Purchase",
      question: "How do I buy gems?",
      answer: `Choose a pack under Purchase and pay with ${either(methods.map((method) => METHOD_WORDS[method]))}. The gems are added to your balance as soon as the payment is confirmed.`,
    },
    {
      category: "Conversion",
      question: "How do I turn gems into coins?",
      answer: `Use Swap Gems on this page: 1 gem gives ${coins} coins. Only whole gems can be swapped, and coins cannot be swapped back into gems.`,
    },
    {
      category: "Usage",
      question: "What can I do with my gems?",
      answer:
        "Spin the Wheel of Fortune, buy avatars and items in the Store, or swap them for coins to play the games.",
    },
    {
      category: "Trading & Withdrawal",
      question: "Can I trade or withdraw gems and coins?",
      answer:
        "No. Gems and coins have no monetary value and cannot be cashed out, withdrawn or traded for money (see the Terms and Conditions).",
    },
    {
      category: "Earning",
      question: "Can I earn gems without buying them?",
      answer:
        "Yes: invite friends with your referral link (you earn gems for every verified referral) and watch our Telegram channel for airdrops. The Wheel of Fortune pays coins and items.",
    },
    {
      category: "Validity",
      question: "Do gems or coins expire?",
      answer: "No. Your balance stays on your account for as long as the account exists.",
    },
    {
      category: "Gifting",
      question: "Can I send gems to a friend?",
      answer:
        "Not directly: gems stay with the account that bought them. Invite your friend with your referral link instead, and you earn gems once they are verified.",
    },
    {
      category: "Future Use",
      question: "Will gems be useful later?",
      answer:
        "Yes. Season passes, new store items and new games will be paid with gems; your balance carries over to everything we add.",
    },
  ];
}
