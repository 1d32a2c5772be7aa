import { COINS_PER_GEM } from "@jadeverse/api/client/store";
import type { Translate } from "../../i18n/messages.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import type { PaymentMethod } from "../../lib/platform.ts";
import type { PurchaseMessage } from "./messages.ts";

/** One FAQ entry: its category (docs/product/economy.md §2), the question and the answer. */
export interface FaqEntry {
  /** The category's message id: unique, a stable key. */
  readonly key: PurchaseMessage;
  readonly category: string;
  readonly question: string;
  readonly answer: string;
}

/** How each way to pay reads in a sentence. */
const METHOD_WORDS: Record<PaymentMethod, PurchaseMessage> = {
  card: "faqMethodCard",
  evm: "faqMethodEvm",
  solana: "faqMethodSolana",
  stars: "faqMethodStars",
};

/** "a, b or c", in the player's language. */
function either(words: readonly string[], t: Translate<PurchaseMessage>): string {
  if (words.length <= 1) return words.join("");
  const last = words.at(-1) ?? "";
  const first = words.slice(0, -1).reduceRight((rest, word) => t("faqListComma", { first: word, rest }));
  return t("faqListOr", { first, last });
}

/** The FAQ's first four entries are open when the page loads (docs/product/economy.md §2). */
export const FAQ_OPEN_BY_DEFAULT = 4;

/** The nine entries' messages in the spec's order of categories, and the values their answers need. */
const ENTRIES = [
  ["faqGeneral", "faqGeneralQuestion", "faqGeneralAnswer"],
  ["faqPurchase", "faqPurchaseQuestion", "faqPurchaseAnswer"],
  ["faqConversion", "faqConversionQuestion", "faqConversionAnswer"],
  ["faqUsage", "faqUsageQuestion", "faqUsageAnswer"],
  ["faqTrading", "faqTradingQuestion", "faqTradingAnswer"],
  ["faqEarning", "faqEarningQuestion", "faqEarningAnswer"],
  ["faqValidity", "faqValidityQuestion", "faqValidityAnswer"],
  ["faqGifting", "faqGiftingQuestion", "faqGiftingAnswer"],
  ["faqFuture", "faqFutureQuestion", "faqFutureAnswer"],
] as const satisfies readonly (readonly [PurchaseMessage, PurchaseMessage, PurchaseMessage])[];

/**
 * The Purchase screen's FAQ: nine questions in the spec's categories (docs/product/economy.md §2 names the categories,
 * not the words: these are ours), in the player's language (`t`). The purchase answer names the ways
 * to pay this shell offers, so the Mini App never points a player at card or crypto payments Telegram
 * does not allow there.
 */
export function faqEntries(
  methods: readonly PaymentMethod[],
  t: Translate<PurchaseMessage>,
): readonly FaqEntry[] {
  const values = {
    methods: either(
      methods.map((method) => t(METHOD_WORDS[method])),
      t,
    ),
    coins: formatLargeNumber(COINS_PER_GEM),
  };
  return ENTRIES.map(([category, question, answer]) => ({
    key: category,
    category: t(category),
    question: t(question),
    answer: t(answer, values),
  }));
}
