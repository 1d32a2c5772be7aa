import { type ComponentType, createContext, use } from "react";
import type { ApiClient } from "./api-client.ts";
import type { Invite } from "./invite.ts";

export type HapticKind = "tap" | "success" | "error" | "selection";

/** The page's main action: a button on the web, Telegram's MainButton in the Mini App. */
export interface MainAction {
  text: string;
  onClick(): void;
  disabled?: boolean;
  /** Shows progress (a spinner on the web, the MainButton's loader in Telegram). */
  loading?: boolean;
}

export interface ShareData {
  url: string;
  text?: string;
  /**
   * Telegram: prepares a rich message (Bot API `savePreparedInlineMessage`) and returns its id for
   * `shareMessage`, used where the client supports it; otherwise `url` and `text` are shared.
   */
  prepared?: () => Promise<string>;
}

/** How a share ended: the system share sheet / Telegram share ran, or the link was copied instead. */
export type ShareResult = "shared" | "copied" | "failed";

/** Ways to pay for gems (docs/product/economy.md purchases; Stars inside Telegram, as its rules for digital goods require). */
export type PaymentMethod = "card" | "evm" | "solana" | "stars";

/**
 * What differs between the browser and Telegram (docs/architecture.md §1, §4). The web app and the Mini App
 * each provide one through PlatformContext; shared features only talk to this, never ask which
 * platform they run on.
 */
export interface Platform {
  /** For diagnostics and analytics only (e.g. a bug report's client); features must not branch on it. */
  readonly kind: "web" | "telegram";
  /** Typed API client carrying this platform's session. */
  readonly api: ApiClient;
  openLink(url: string): void;
  haptic(kind: HapticKind): void;
  share(data: ShareData): Promise<ShareResult>;
  /**
   * Shows `action` as the page's main action until the returned function is called. The web app
   * renders it as a button at the bottom of the page; Telegram drives its MainButton.
   */
  showMainAction(action: MainAction): () => void;
  /** Ask before the player closes the app (an unsaved form, a running purchase); returns the undo. */
  confirmClosing(): () => void;
  /**
   * True where the platform draws its own back control (Telegram's BackButton, bound to navigation
   * depth): pages then leave out their in-page "Back" link.
   */
  readonly hasNativeBack: boolean;
  /** Buying gems: the route the store's "Buy" leads to and the payment methods offered there. */
  readonly buyGems: { readonly path: string; readonly methods: readonly PaymentMethod[] };
  /** Referral invitations: the link this shell hands out and whether it is copied or shared. */
  readonly invite: Invite;
  /**
   * Proof of who the player is for an identity change when they have no password (adding an
   * e-mail): Telegram's signed launch data, which the API accepts for 10 minutes after the launch.
   * `null` where the platform has none (the web asks for the current password instead).
   */
  identityProof(): IdentityProof | null;
  /**
   * Telegram Stars: opens an invoice link in Telegram's payment sheet and resolves with how the sheet
   * closed. Null where Stars are not offered (the web). The server credits gems only on Telegram's
   * `successful_payment`; "paid" here is a hint to go and look.
   */
  readonly openInvoice: ((invoiceLink: string) => Promise<InvoiceOutcome>) | null;
  /**
   * The TON wallet control (TON Connect's button and its `ton_proof` check), loaded lazily by the
   * shell that offers TON; null elsewhere.
   */
  readonly TonWallet: ComponentType | null;
  /**
   * How WalletConnect pairs with a wallet app. "qr-modal": WalletConnect's own modal shows the QR code
   * a phone scans (and, opened on a phone, lists wallet apps itself). "app-links": inside Telegram
   * there is no second screen to scan from and the webview does not follow the modal's links, so our
   * wallet modal lists wallet apps and hands the pairing link to the chosen one as a universal link,
   * opened through `openLink` (Telegram opens it outside the Mini App, and the wallet app takes it).
   */
  readonly walletConnectPairing: WalletConnectPairing;
}

/** See `Platform.walletConnectPairing`. */
export type WalletConnectPairing = "qr-modal" | "app-links";

/** How Telegram's payment sheet closed (the SDK's invoice statuses). */
export type InvoiceOutcome = "paid" | "cancelled" | "failed" | "pending";

export interface IdentityProof {
  telegramInitData: string;
}

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = use(PlatformContext);
  if (!platform) throw new Error("usePlatform() needs a <PlatformContext> provider");
  return platform;
}
