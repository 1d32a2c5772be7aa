import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { useMessages } from "../../i18n/messages.ts";
import { richText } from "../../i18n/rich-text.tsx";
import { SUPPORT_EMAIL } from "../../lib/community.ts";
import { ROUTES } from "../../lib/constants.ts";
import { formatLargeNumber } from "../../lib/format.ts";
import { usePlatform } from "../../lib/platform.ts";
import { usePlayer, userKeys } from "../../lib/queries/users.ts";
import { BrandLink } from "../../ui/brand-link.tsx";
import { buttonClasses } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { paymentOrderQuery } from "../purchase/card-queries.ts";
import { paymentMessages } from "./messages.ts";

interface ResultProps {
  tone: "success" | "failure";
  title: string;
  button: string;
  children: ReactNode;
}

function ResultIcon({ tone }: { tone: ResultProps["tone"] }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-20">
      <circle
        cx="32"
        cy="32"
        r="29"
        fill={tone === "success" ? "rgb(63 211 155 / 0.15)" : "rgb(255 143 133 / 0.15)"}
        stroke={tone === "success" ? "#3fd39b" : "#ff8f85"}
        strokeWidth="3"
      />
      {tone === "success" ? (
        <path
          d="M20 33l8 8 16-18"
          fill="none"
          stroke="#3fd39b"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M23 23l18 18M41 23L23 41"
          fill="none"
          stroke="#ff8f85"
          strokeWidth="5"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** The card both result pages share; its one button leads to /dashboard (docs/product/economy.md §2). */
function PaymentResult({ tone, title, button, children }: ResultProps) {
  return (
    <div className="flex min-h-dvh flex-col items-center gap-10 px-4 py-8">
      <header className="flex w-full max-w-5xl items-center">
        <BrandLink />
      </header>
      <main className="flex w-full flex-1 items-start justify-center sm:items-center">
        <Card
          glow={tone === "success"}
          className="flex w-full max-w-md flex-col items-center gap-5 p-8 text-center"
        >
          <ResultIcon tone={tone} />
          <h1 className="font-display text-3xl font-bold">{title}</h1>
          <div className="flex flex-col gap-3 text-muted">{children}</div>
          <Link to={ROUTES.dashboard} className={`${buttonClasses("primary", "lg")} w-full`}>
            {button}
          </Link>
        </Card>
      </main>
    </div>
  );
}

/** The order a provider's return address names (`?order=<id>`), or null. */
function useReturnedOrder(): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get("order"));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * `/payment-success` (protected): where a card provider returns the player after paying. The gems are
 * credited by the server once the provider confirms (its signed webhook), so the page follows the
 * order (`?order=<id>`) until the server has credited it, then shows the gems and the new balance.
 */
export function PaymentSuccessPage() {
  const orderId = useReturnedOrder();
  const t = useMessages(paymentMessages);
  return (
    <PaymentResult tone="success" title={t("successTitle")} button={t("successButton")}>
      {orderId ? <OrderOutcome orderId={orderId} /> : <p>{t("successPending")}</p>}
    </PaymentResult>
  );
}

function OrderOutcome({ orderId }: { orderId: number }) {
  const { api } = usePlatform();
  const order = useQuery(paymentOrderQuery(api, orderId));
  const player = usePlayer();
  const queryClient = useQueryClient();
  const t = useMessages(paymentMessages);
  const status = order.data?.status;
  useEffect(() => {
    if (status === "paid") void queryClient.invalidateQueries({ queryKey: userKeys.me() });
  }, [status, queryClient]);
  if (order.isError) return <p role="alert">{t("lookupFailed")}</p>;
  if (status === "paid") {
    const credited = order.data?.gems ?? 0;
    return (
      <div role="status" className="flex flex-col items-center gap-2">
        <p
          data-testid="credited-gems"
          className="flex items-center gap-2 font-display text-3xl font-bold text-ink"
        >
          <CurrencyIcon currency="gems" className="size-7" />
          {t("creditedGems", { gems: formatLargeNumber(credited), count: credited })}
        </p>
        {player.data ? (
          <p data-testid="balance-after">
            {t("balanceAfter", {
              gems: formatLargeNumber(player.data.gemsAmount),
              count: player.data.gemsAmount,
            })}
          </p>
        ) : null}
      </div>
    );
  }
  if (status === "failed" || status === "expired" || status === "cancelled")
    return <p role="alert">{t("notCredited")}</p>;
  return (
    <p role="status" className="flex items-center justify-center gap-2">
      <Spinner /> {t("confirming")}
    </p>
  );
}

/** `/payment-failed` (protected): the provider reported a failed or cancelled payment. */
export function PaymentFailedPage() {
  const t = useMessages(paymentMessages);
  return (
    <PaymentResult tone="failure" title={t("failedTitle")} button={t("failedButton")}>
      <p>{t("failedNothingTaken")}</p>
      <p>
        {richText(t("failedHelp"), {
          0: () => (
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-semibold text-jade underline underline-offset-2"
            >
              {SUPPORT_EMAIL}
            </a>
          ),
        })}
      </p>
    </PaymentResult>
  );
}
