import { ROUTES } from "@jadeverse/web/routes";
import { PRODUCT_NAME, useMessages } from "@jadeverse/web/shell";
import { buttonClasses, Card, LogoMark } from "@jadeverse/web/ui";
import { miniAppMessages } from "./messages.ts";

/** Shown when the Mini App is opened in a plain browser: there is no Telegram identity to sign in with. */
export function OutsideTelegram() {
  const t = useMessages(miniAppMessages);
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <Card
        as="section"
        aria-labelledby="outside-title"
        className="flex max-w-sm flex-col items-center gap-5 p-8 text-center"
      >
        <LogoMark className="size-16" />
        <h1 id="outside-title" className="font-display text-2xl font-semibold">
          {t("outsideTitle", { product: PRODUCT_NAME })}
        </h1>
        <p className="text-sm text-muted">{t("outsideBody", { product: PRODUCT_NAME })}</p>
        <a href={ROUTES.home} className={`${buttonClasses("primary", "lg")} w-full`}>
          {t("playInBrowser")}
        </a>
      </Card>
    </main>
  );
}
