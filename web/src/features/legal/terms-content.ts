import { SUPPORT_EMAIL } from "../../lib/community.ts";
import { PRODUCT_NAME, ROUTES } from "../../lib/constants.ts";

/**
 * The Terms and Conditions of docs/product/economy.md §2 "Terms page": effective 1 September 2025, 19 sections
 * covering eligibility (18+), the restricted jurisdictions blocked by geo-IP, the virtual currencies
 * Golden Coins and Jade Gems without monetary value, the utility token under Seychelles law, conduct,
 * KYC/AML and governing law (Bulgaria, courts of Sofia), plus what a social casino's terms need. The
 * text is ours. Rendered by terms-page.tsx; the section ids are stable anchors (`#privacy` is linked
 * from the wallet modal).
 */

export const TERMS_EFFECTIVE_DATE = "1 September 2025";

/** docs/product/economy.md §2: blocked by geo-IP, in the spec's order. */
export const RESTRICTED_JURISDICTIONS = [
  "China",
  "North Korea",
  "Iran",
  "Iraq",
  "Syria",
  "Afghanistan",
  "Pakistan",
  "Lebanon",
  "UAE",
  "Algeria",
  "Libya",
  "Sudan",
  "Somalia",
  "Venezuela",
  "Cuba",
  "Russia",
  "Belarus",
  "USA",
] as const;

export const MINIMUM_AGE = 18;

export type TermsBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: readonly string[] }
  /** A link to another page of the site. */
  | { kind: "link"; text: string; to: string };

export interface TermsSection {
  /** Anchor id, stable across revisions. */
  id: string;
  title: string;
  blocks: readonly TermsBlock[];
}

const p = (text: string): TermsBlock => ({ kind: "paragraph", text });
const list = (items: readonly string[]): TermsBlock => ({ kind: "list", items });

const P = PRODUCT_NAME;

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of these Terms",
    blocks: [
      p(
        `These Terms and Conditions ("Terms") govern your use of ${P}: our website, the ${P} Telegram Mini App and bot, the games streamed through them, and every related service (together, the "Platform"). "We", "us" and "our" mean the operator of ${P}; "you" means the person using the Platform.`,
      ),
      p(
        `${P} is a social casino. Its games are played for entertainment with virtual currencies only. There is no real-money gambling on the Platform: you cannot wager money, and nothing you win in a game can be exchanged for money.`,
      ),
      p(
        "By creating an account, signing in, connecting a wallet or otherwise using the Platform you accept these Terms. If you do not accept them, do not use the Platform.",
      ),
    ],
  },
  {
    id: "eligibility",
    title: "Eligibility",
    blocks: [
      p(
        `You must be at least ${MINIMUM_AGE} years old, and of legal age in the place where you live, to use the Platform. When you register you declare that you are over ${MINIMUM_AGE}.`,
      ),
      p(
        "You must have the legal capacity to accept these Terms, and you may not use the Platform if we have previously suspended or closed your account.",
      ),
      p(
        "We may ask you to prove your age and eligibility at any time. Until you do, we may limit or suspend your account.",
      ),
    ],
  },
  {
    id: "restricted-jurisdictions",
    title: "Restricted Jurisdictions",
    blocks: [
      p(
        "The Platform is not offered in the following jurisdictions, and access from them is blocked by geo-IP:",
      ),
      list(RESTRICTED_JURISDICTIONS),
      p(
        "You may not use the Platform if you reside in, are located in, or are a citizen of a restricted jurisdiction, and you may not use a VPN, proxy or any other means to get around the block. We may add jurisdictions to this list when the law or our licensing partners require it.",
      ),
      p(
        "If we find that an account is used from or on behalf of a restricted jurisdiction, we may close it. Virtual currencies and items on such an account are forfeited, as they have no monetary value.",
      ),
    ],
  },
  {
    id: "accounts",
    title: "Your Account",
    blocks: [
      p(
        "You may register with an e-mail address and password or through Telegram. You may hold one account only. The information you give us must be true and kept up to date.",
      ),
      p(
        "Keep your password and your Telegram account secure. You are responsible for everything done through your account; tell us at once if you suspect someone else has used it.",
      ),
      p(
        "Accounts are personal. You may not sell, transfer, lend or share your account, its virtual currencies or its account-bound items.",
      ),
    ],
  },
  {
    id: "virtual-currencies",
    title: "Virtual Currencies",
    blocks: [
      p(`The Platform uses two virtual currencies:`),
      list([
        "Golden Coins: the basic in-game currency, earned by playing, completing missions and challenges, and by converting Jade Gems.",
        "Jade Gems: the premium currency, earned in the Platform or purchased, and convertible into Golden Coins.",
      ]),
      p(
        "Golden Coins and Jade Gems have no monetary value. They are not money, e-money, a deposit or a financial instrument, they cannot be redeemed, cashed out or exchanged for money or anything of monetary value, and they cannot be transferred between accounts.",
      ),
      p(
        "What you acquire is a limited, personal, revocable licence to use virtual currencies within the Platform. We may change their prices, conversion rates and uses, and balances lapse when an account is closed.",
      ),
    ],
  },
  {
    id: "purchases",
    title: "Purchases and Refunds",
    blocks: [
      p(
        "You may buy Jade Gems with a card through our payment providers or with supported cryptocurrencies from a connected wallet. The price and the number of gems are shown before you pay.",
      ),
      p(
        "A purchase is complete, and the gems are credited, only once our server has confirmed the payment with the provider or on the blockchain. If a payment fails, nothing is credited and, unless your payment provider says otherwise, nothing is charged.",
      ),
      p(
        "Because virtual currencies are delivered immediately, purchases are final and non-refundable once credited, except where the law where you live gives you a right to a refund that cannot be waived. Blockchain transactions cannot be reversed by us.",
      ),
      p(
        "If you were charged but did not receive what you paid for, contact us with the payment details and we will investigate and put it right.",
      ),
    ],
  },
  {
    id: "token",
    title: `The ${P} Token`,
    blocks: [
      p(
        `The ${P} token is a utility token on a public blockchain, issued under the laws of the Republic of Seychelles. It gives access to features of the Platform: buying gems with a bonus, staking, airdrops, the marketplace for avatars and NFT extras, and voting in the ${P} decentralized organization.`,
      ),
      p(
        "The token is not a security, share, debt instrument or investment product, and it gives no right to profits, dividends or any claim on us. Its price can go down as well as up and it may become worthless. Nothing we publish is financial advice.",
      ),
      p(
        "Token sales, staking, vesting and airdrops follow the rules published with them. You are responsible for any taxes on tokens you acquire or dispose of. The token is not offered to persons in restricted jurisdictions.",
      ),
      { kind: "link", text: "Read about the token, its staking plans and tokenomics", to: ROUTES.token },
    ],
  },
  {
    id: "wallets-nfts",
    title: "Wallets and NFTs",
    blocks: [
      p(
        "You may connect a third-party wallet (for example a browser-extension, WalletConnect, exchange or Solana wallet). Your wallet is yours: we never hold your private keys or seed phrase and will never ask for them. Anyone who asks for them in our name is a scammer.",
      ),
      p(
        "Transactions you sign are sent to public blockchains. They are final, may carry network fees, and depend on networks we do not control. Check the network, address and amount before you sign.",
      ),
      p(
        "Items bought as NFTs are held in your connected wallet and may be traded through the marketplace; items bought as non-NFTs are bound to your account and usable only in your profile. Owning an NFT gives you the token itself, not our intellectual property in its artwork, which we license to you for personal use with the Platform.",
      ),
    ],
  },
  {
    id: "promotions",
    title: "Promotions, Rewards and Competitions",
    blocks: [
      p(
        "Missions, the wheel of fortune, leaderboards, tournaments, referral rewards and other promotions are governed by these Terms and by the rules shown with them. Prizes are virtual currencies, items or tokens; none is paid in money.",
      ),
      p(
        "We may withhold or reverse rewards obtained through errors, bugs, multiple accounts, automation or any breach of these Terms.",
      ),
    ],
  },
  {
    id: "conduct",
    title: "Player Conduct",
    blocks: [
      p("When you use the Platform you must not:"),
      list([
        "cheat, use bots, scripts or other automation, or exploit bugs instead of reporting them;",
        "collude with other players or manipulate games, leaderboards or promotions;",
        "harass, threaten or abuse other players, or post unlawful, hateful or sexual content in chat, names or emotes;",
        "impersonate anyone, including our staff;",
        "interfere with, probe or overload the Platform, or reverse-engineer the game client or the streaming service;",
        "use the Platform for fraud, money laundering or any other unlawful purpose.",
      ]),
      p("We may remove content and warn, restrict, suspend or close accounts that break these rules."),
    ],
  },
  {
    id: "kyc-aml",
    title: "KYC and Anti-Money Laundering",
    blocks: [
      p(
        "We comply with applicable anti-money-laundering and counter-terrorist-financing laws and sanctions. We may verify your identity (know your customer, KYC), your age, your place of residence and the source of funds used for purchases or token transactions, using trusted third-party providers.",
      ),
      p(
        "We may delay or refuse a transaction, freeze a balance, or suspend an account while a check is pending or if it fails, and we may report suspicious activity to the competent authorities as the law requires. We may not be allowed to tell you that we have done so.",
      ),
    ],
  },
  {
    id: "privacy",
    title: "Privacy Policy",
    blocks: [
      p(
        "We process personal data under the EU General Data Protection Regulation (GDPR). We collect what you give us (e-mail address, nickname, region, Telegram profile data when you sign in with Telegram, feedback and support messages), what the Platform records (game statistics, purchases, device and browser data, IP address and approximate location for geo-blocking and security) and the public addresses of wallets you connect.",
      ),
      p(
        "We use this data to run your account and the games, process payments, apply these Terms (including geo-blocking, KYC/AML and fraud prevention), answer you, and, with your consent only, send you news. We share it only with providers who work for us under contract (hosting, streaming, payments, e-mail, identity checks), or when the law requires it. Wallet transactions are public by the nature of blockchains.",
      ),
      p(
        "We keep data for as long as your account is open and afterwards only as long as the law requires. You may ask to access, correct, delete or export your data, object to or restrict its processing, and withdraw consent, by writing to us; you may also complain to your data-protection authority. We use only the cookies and browser storage needed to keep you signed in and the Platform working.",
      ),
    ],
  },
  {
    id: "intellectual-property",
    title: "Intellectual Property",
    blocks: [
      p(
        `The Platform, its games, artwork, characters, music, software and the ${P} name and logos belong to us or our licensors. We grant you a personal, non-exclusive, non-transferable, revocable licence to use the Platform for your own entertainment under these Terms.`,
      ),
      p(
        "You may not copy, modify, distribute, sell or create derivative works from any part of the Platform without our written permission. Ideas and feedback you send us may be used by us freely.",
      ),
    ],
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    blocks: [
      p(
        'The Platform is provided "as is" and "as available". Games are streamed and may be interrupted by network conditions, maintenance or queues; features marked beta may not work as expected. Game outcomes are determined by the game software, and the record on our servers is final.',
      ),
      p(
        "We are not responsible for third-party services we do not control, including wallets, blockchains, exchanges, payment providers and Telegram.",
      ),
    ],
  },
  {
    id: "liability",
    title: "Limitation of Liability",
    blocks: [
      p(
        "To the extent the law allows, we are not liable for indirect or consequential loss, loss of profits, data or virtual items, or for losses caused by blockchain transactions you sign, token price movements, or events beyond our reasonable control.",
      ),
      p(
        "Our total liability to you for any claim is limited to the amount you paid us in the twelve months before the claim arose. Nothing in these Terms limits liability that cannot be limited by law, such as for fraud, or for death or personal injury caused by negligence.",
      ),
    ],
  },
  {
    id: "termination",
    title: "Suspension and Termination",
    blocks: [
      p(
        "You may stop using the Platform and ask us to close your account at any time. We may suspend or close your account, with notice where possible, if you break these Terms, if the law or a KYC/AML check requires it, or if we stop offering the Platform.",
      ),
      p(
        "When an account is closed, its virtual currencies and account-bound items lapse without compensation, as they have no monetary value. Tokens and NFTs in your own wallet remain yours.",
      ),
    ],
  },
  {
    id: "governing-law",
    title: "Governing Law and Disputes",
    blocks: [
      p(
        "These Terms are governed by the laws of the Republic of Bulgaria. The courts of Sofia, Bulgaria, have exclusive jurisdiction over any dispute arising from them or from your use of the Platform, without prejudice to the mandatory consumer protections of the country where you live.",
      ),
      p(
        "Matters concerning the token itself are governed by the laws of the Republic of Seychelles, as stated in the section on the token. Before going to court, please contact us: most problems can be solved quickly.",
      ),
    ],
  },
  {
    id: "changes",
    title: "Changes to these Terms",
    blocks: [
      p(
        "We may update these Terms to reflect changes to the Platform or the law. We will show the new effective date on this page and, for significant changes, tell you in the Platform or by e-mail before they apply. If you keep using the Platform after that date, you accept the updated Terms.",
      ),
    ],
  },
  {
    id: "contact",
    title: "Contact",
    blocks: [
      p(
        `Questions about these Terms, your account, a payment or your personal data: write to ${SUPPORT_EMAIL}, use the Contact Us form on our home page, or the feedback button on any page. Please include your account e-mail or nickname and, for payments, the date and amount.`,
      ),
    ],
  },
];
