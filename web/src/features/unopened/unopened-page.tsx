import { useNavigate } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { PRODUCT_NAME, ROUTES } from "../../lib/constants.ts";
import { useMainAction } from "../../lib/platform-hooks.ts";
import { Card } from "../../ui/card.tsx";
import { type UnopenedMessage, unopenedMessages } from "./messages.ts";

/**
 * A route of the spec's table whose screen ships in a later release. It says so plainly and offers
 * the way back as the page's main action (a button on the web, Telegram's MainButton in the Mini
 * App), rather than showing an empty or pretend page. A body only: each shell adds its chrome.
 */
export function UnopenedPage({ backTo, backLabel }: { backTo: string; backLabel: UnopenedMessage }) {
  const navigate = useNavigate();
  const t = useMessages(unopenedMessages);
  useMainAction({ text: t(backLabel), onClick: () => navigate(backTo) });
  return (
    <div className="flex flex-col items-center px-4 py-10">
      <Card className="flex w-full max-w-md flex-col items-center gap-4 text-center">
        <h1 className="font-display text-2xl font-bold">{t("title")}</h1>
        <p className="text-muted">{t("body", { product: PRODUCT_NAME })}</p>
      </Card>
    </div>
  );
}

/** An unopened public page: back to the landing. */
export const UnopenedPublicPage = () => <UnopenedPage backTo={ROUTES.home} backLabel="backHome" />;

/** An unopened player page: back to the dashboard. */
export const UnopenedPlayerPage = () => <UnopenedPage backTo={ROUTES.dashboard} backLabel="backDashboard" />;
