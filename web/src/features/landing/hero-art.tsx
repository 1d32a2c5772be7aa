import { CurrencyIcon } from "../../ui/currency-icon.tsx";
import { LogoMark } from "../../ui/logo-mark.tsx";

/** The landing's decorative centrepiece: the jade disc in its halo, gems and coins in orbit. */
export function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-md">
      <div className="absolute inset-[8%] rounded-full bg-[radial-gradient(circle,rgb(63_211_155/0.28),transparent_65%)] blur-2xl" />
      <div className="absolute inset-[6%] rounded-full border border-jade/15" />
      <div className="absolute inset-[18%] rounded-full border border-dashed border-gold/25 motion-safe:animate-[spin_60s_linear_infinite]" />
      <div className="absolute inset-[27%] drop-shadow-[0_24px_40px_rgb(0_0_0/0.6)]">
        <LogoMark className="size-full" />
      </div>
      <CurrencyIcon
        currency="gems"
        className="absolute top-[12%] left-[18%] size-12 drop-shadow-[0_8px_16px_rgb(63_211_155/0.45)]"
      />
      <CurrencyIcon
        currency="coins"
        className="absolute right-[10%] bottom-[22%] size-14 drop-shadow-[0_8px_16px_rgb(242_200_98/0.45)]"
      />
      <CurrencyIcon currency="coins" className="absolute bottom-[8%] left-[28%] size-8 opacity-80" />
      <CurrencyIcon currency="gems" className="absolute top-[20%] right-[16%] size-7 opacity-70" />
    </div>
  );
}
