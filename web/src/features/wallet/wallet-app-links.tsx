import { useMessages } from "../../i18n/messages.ts";
import { buttonClasses } from "../../ui/button.tsx";
import { walletMessages } from "./messages.ts";
import { WALLET_APPS, walletConnectAppLink } from "./wallet-links.ts";

/**
 * The wallet apps a WalletConnect pairing can be opened in, where no QR code can be scanned (the Mini
 * App): each button hands the pairing link to that app through the platform's `openLink`; the
 * connection then lands in the modal as any other does.
 */
export function WalletAppLinks({ uri, onOpen }: { uri: string; onOpen(url: string): void }) {
  const t = useMessages(walletMessages);
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-line bg-raised p-3"
      aria-label={t("openInApp")}
    >
      <p className="text-sm text-muted">{t("openInAppHint")}</p>
      <div className="flex flex-wrap gap-2">
        {WALLET_APPS.map((app) => {
          const link = walletConnectAppLink(app, uri);
          return link ? (
            <button
              key={app.id}
              type="button"
              className={buttonClasses("secondary")}
              onClick={() => onOpen(link)}
            >
              {t("openApp", { app: app.name })}
            </button>
          ) : null;
        })}
      </div>
    </li>
  );
}
