import { useId } from "react";

export type Currency = "gems" | "coins";

/** Jade Gems (a faceted jade stone) and Golden Coins (a square-holed cash coin). Decorative. */
export function CurrencyIcon({ currency, className = "size-5" }: { currency: Currency; className?: string }) {
  const id = useId();
  if (currency === "gems") {
    return (
      <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#b8f7dc" />
            <stop offset="1" stopColor="#15805a" />
          </linearGradient>
        </defs>
        <path d="M7 3h10l5 6-10 12L2 9l5-6Z" fill={`url(#${id})`} />
        <path d="M2 9h20M7 3l5 18M17 3l-5 18M7 3l5 6 5-6" stroke="#04140f" strokeOpacity="0.35" fill="none" />
      </svg>
    );
  }
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe9a8" />
          <stop offset="0.55" stopColor="#f2c862" />
          <stop offset="1" stopColor="#a9761e" />
        </linearGradient>
      </defs>
      <path
        fillRule="evenodd"
        fill={`url(#${id})`}
        d="M12 1.5a10.5 10.5 0 1 1 0 21 10.5 10.5 0 0 1 0-21ZM9 9v6h6V9H9Z"
      />
      <circle cx="12" cy="12" r="7.6" fill="none" stroke="#7a5312" strokeOpacity="0.55" strokeWidth="1" />
    </svg>
  );
}
