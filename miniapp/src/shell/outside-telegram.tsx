import { ROUTES } from "@jadeverse/web/routes";
import { PRODUCT_NAME } from "@jadeverse/web/shell";
import { buttonClasses, Card, LogoMark } from "@jadeverse/web/ui";

/** Shown when the Mini App is opened in a plain browser: there is no Telegram identity to sign in with. */
export function OutsideTelegram() {
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <Card
        as="section"
        aria-labelledby="outside-title"
        className="flex max-w-sm flex-col items-center gap-5 p-8 text-center"
      >
        <LogoMark className="size-16" />
        <h1 id="outside-title" className="font-display text-2xl font-semibold">
          Open {PRODUCT_NAME} from Telegram
        </h1>
        <p className="text-sm text-muted">
          This is the {PRODUCT_NAME} Mini App. It signs you in with your Telegram account, so it only works
          inside Telegram. On a computer or without Telegram, play in your browser instead.
        </p>
        <a href={ROUTES.home} className={`${buttonClasses("primary", "lg")} w-full`}>
          Play in the browser
        </a>
      </Card>
    </main>
  );
}
