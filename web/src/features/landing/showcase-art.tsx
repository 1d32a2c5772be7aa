/** Illustrations for landing section 7, drawn as SVG/CSS (no screenshots, nothing remote). */
import { useMessages } from "../../i18n/messages.ts";
import { landingMessages } from "./messages.ts";

/** A stylised player dashboard: header with balances and XP bar, a banner and a row of game cards. */
export function DashboardArt() {
  const t = useMessages(landingMessages);
  const cards = [0, 1, 2, 3, 4];
  return (
    <svg viewBox="0 0 640 400" role="img" aria-label={t("dashArt")} className="h-auto w-full">
      <defs>
        <linearGradient id="dash-banner" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#15805a" />
          <stop offset="1" stopColor="#04140f" />
        </linearGradient>
        <linearGradient id="dash-gold" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#ffe08f" />
          <stop offset="1" stopColor="#b98829" />
        </linearGradient>
      </defs>
      <rect width="640" height="400" rx="22" fill="#0a2219" stroke="#1d4536" />
      <rect x="0" y="0" width="72" height="400" rx="22" fill="#102e23" />
      {[70, 120, 170, 220, 270].map((y) => (
        <rect key={y} x="24" y={y} width="24" height="24" rx="7" fill="#1d4536" />
      ))}
      <circle cx="36" cy="34" r="14" fill="#3fd39b" />
      <rect x="96" y="24" width="150" height="14" rx="7" fill="#ecf7f1" opacity="0.85" />
      <rect x="96" y="46" width="90" height="8" rx="4" fill="#93b4a5" opacity="0.6" />
      <rect x="408" y="22" width="92" height="32" rx="16" fill="#102e23" stroke="#1d4536" />
      <path d="M420 30h12l6 8-12 12-12-12z" fill="#3fd39b" />
      <rect x="444" y="34" width="44" height="8" rx="4" fill="#ecf7f1" opacity="0.8" />
      <rect x="512" y="22" width="104" height="32" rx="16" fill="#102e23" stroke="#1d4536" />
      <circle cx="530" cy="38" r="9" fill="#f2c862" />
      <rect x="546" y="34" width="56" height="8" rx="4" fill="#ecf7f1" opacity="0.8" />
      <rect x="96" y="66" width="520" height="8" rx="4" fill="#1d4536" />
      <rect x="96" y="66" width="330" height="8" rx="4" fill="url(#dash-gold)" />
      <rect x="96" y="92" width="330" height="150" rx="16" fill="url(#dash-banner)" />
      <rect x="118" y="116" width="170" height="18" rx="9" fill="#ecf7f1" />
      <rect x="118" y="144" width="120" height="10" rx="5" fill="#93b4a5" />
      <rect x="118" y="196" width="104" height="28" rx="14" fill="url(#dash-gold)" />
      <circle cx="368" cy="160" r="44" fill="none" stroke="#f2c862" strokeWidth="6" strokeDasharray="12 8" />
      <rect x="440" y="92" width="176" height="150" rx="16" fill="#102e23" stroke="#1d4536" />
      {[116, 146, 176, 206].map((y, index) => (
        <g key={y}>
          <circle cx="464" cy={y + 6} r="9" fill={index === 0 ? "#f2c862" : "#1d4536"} />
          <rect x="482" y={y + 1} width={92 - index * 10} height="10" rx="5" fill="#ecf7f1" opacity="0.7" />
        </g>
      ))}
      {cards.map((index) => (
        <g key={index}>
          <rect
            x={96 + index * 106}
            y="262"
            width="94"
            height="116"
            rx="12"
            fill="#102e23"
            stroke="#1d4536"
          />
          <rect
            x={104 + index * 106}
            y="270"
            width="78"
            height="58"
            rx="8"
            fill={["#f2c862", "#3fd39b", "#ff8f5a", "#5ec8f2", "#b8f7dc"][index]}
            opacity="0.75"
          />
          <rect x={104 + index * 106} y="340" width="60" height="8" rx="4" fill="#ecf7f1" opacity="0.75" />
          <rect x={104 + index * 106} y="356" width="40" height="6" rx="3" fill="#93b4a5" opacity="0.6" />
        </g>
      ))}
    </svg>
  );
}

const WHEEL_COLOURS = [
  "#15805a",
  "#f2c862",
  "#0b5e41",
  "#ff8f5a",
  "#3fd39b",
  "#b98829",
  "#102e23",
  "#5ec8f2",
];

/** The wheel of fortune: eight sections as a conic gradient, a hub and a pointer. */
export function WheelArt() {
  const step = 360 / WHEEL_COLOURS.length;
  const conic = WHEEL_COLOURS.map((colour, index) => `${colour} ${index * step}deg ${(index + 1) * step}deg`);
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-xs">
      <div className="absolute inset-0 rounded-full bg-[radial-gradient(circle,rgb(242_200_98/0.35),transparent_70%)] blur-xl" />
      <div
        className="absolute inset-[6%] rounded-full border-8 border-gold-deep shadow-[0_0_0_4px_#f2c862,0_20px_40px_-10px_rgb(0_0_0/0.7)] motion-safe:animate-[spin_24s_linear_infinite]"
        style={{ background: `conic-gradient(${conic.join(",")})` }}
      />
      <div className="absolute inset-[40%] rounded-full border-4 border-gold bg-canvas" />
      <div className="absolute top-0 left-1/2 h-0 w-0 -translate-x-1/2 border-x-[14px] border-t-[26px] border-x-transparent border-t-gold drop-shadow" />
    </div>
  );
}
