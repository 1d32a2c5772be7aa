import { pocketColor } from "@jadeverse/api/client/games";
import { MOTION_MS } from "../common/constants.ts";
import { WHEEL_ORDER } from "./roulette-rules.ts";

const SLOT = 360 / WHEEL_ORDER.length;
const FILL = { red: "#a3232b", black: "#161d1a", green: "#15805a" } as const;

/** A point on the wheel's circle of radius `r` at `deg` clockwise from the top. */
const at = (r: number, deg: number) => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return `${(100 + r * Math.cos(rad)).toFixed(2)} ${(100 + r * Math.sin(rad)).toFixed(2)}`;
};

/**
 * The wheel, turned to `rotation` degrees (roulette-rules `wheelRotation` brings the winning pocket
 * under the pointer). The turn eases out over the spin's length, or jumps when `instant` (reduced
 * motion). Decorative: the live region and the result badge say where the ball landed.
 */
export function RouletteWheel({
  rotation,
  instant,
  result,
}: {
  rotation: number;
  instant: boolean;
  /** The pocket shown in the hub once the wheel stopped, or null. */
  result: number | null;
}) {
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[16rem]">
      <svg
        viewBox="0 0 200 200"
        aria-hidden="true"
        // Turned, the square's corners reach past the wheel over the page: the picture takes no pointer.
        className="pointer-events-none size-full drop-shadow-[0_12px_24px_rgb(0_0_0/0.6)]"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: instant
            ? "none"
            : `transform ${MOTION_MS.rouletteSpin}ms cubic-bezier(0.17, 0.67, 0.2, 1)`,
        }}
      >
        <circle cx="100" cy="100" r="99" fill="#6b4a14" />
        {WHEEL_ORDER.map((pocket, i) => {
          const from = i * SLOT - SLOT / 2;
          const to = from + SLOT;
          return (
            <g key={pocket}>
              <path
                d={`M ${at(94, from)} A 94 94 0 0 1 ${at(94, to)} L ${at(62, to)} A 62 62 0 0 0 ${at(62, from)} Z`}
                fill={FILL[pocketColor(pocket)]}
                stroke="#d9b25a"
                strokeWidth="0.6"
              />
              <text
                x="100"
                y="16"
                transform={`rotate(${i * SLOT} 100 100)`}
                textAnchor="middle"
                fontSize="8"
                fontWeight="700"
                fill="#fff"
              >
                {pocket}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="62" fill="#0b3a28" stroke="#d9b25a" strokeWidth="1.5" />
        <path
          d="M100 50 L108 100 L100 150 L92 100 Z M50 100 L100 92 L150 100 L100 108 Z"
          fill="#d9b25a"
          opacity="0.7"
        />
      </svg>
      <svg viewBox="0 0 200 200" aria-hidden="true" className="pointer-events-none absolute inset-0">
        <path d="M100 14 L94 0 L106 0 Z" fill="var(--color-gold)" stroke="#5a3d0a" />
      </svg>
      {result !== null ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 m-auto grid size-16 place-items-center rounded-full border-2 border-gold text-2xl font-bold text-white shadow-glow motion-safe:transition motion-safe:starting:scale-50 motion-safe:starting:opacity-0"
          style={{ background: FILL[pocketColor(result)] }}
        >
          {result}
        </div>
      ) : null}
    </div>
  );
}
