import { DEGREES_PER_SECTION } from "@jadeverse/api/client";
import type { WheelConfigSection } from "@jadeverse/api/client/contracts";
import { type Ref, useMemo } from "react";
import { useMessages } from "../../i18n/messages.ts";
import { formatWheelCoins } from "../../lib/format.ts";
import { SPIN_DURATION_MS } from "./constants.ts";
import { wheelMessages } from "./messages.ts";

const RADIUS = 100;
const THEME_FILL: Readonly<Record<string, string>> = {
  small: "#14532d",
  medium: "#166534",
  big: "#a16207",
  mystery: "#6d28d9",
  none: "#1f2937",
};

/** A point on the circle at `degrees` clockwise from the top. */
function point(degrees: number, radius: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [radius * Math.cos(radians), radius * Math.sin(radians)];
}

function wedgePath(angle: number): string {
  const half = DEGREES_PER_SECTION / 2;
  const [x1, y1] = point(angle - half, RADIUS);
  const [x2, y2] = point(angle + half, RADIUS);
  return `M0 0 L${x1.toFixed(3)} ${y1.toFixed(3)} A${RADIUS} ${RADIUS} 0 0 1 ${x2.toFixed(3)} ${y2.toFixed(3)} Z`;
}

/** What a section shows: its coins (X.XK from 1000), else its label. */
const sectionText = (section: WheelConfigSection) =>
  section.type === "coins" ? formatWheelCoins(section.coinsAmount) : section.label;

/**
 * The wheel: one wedge per section centred on its angle (clockwise from the top), turned by
 * `rotation` degrees with a 3 s ease-out; the pointer sits at the top.
 */
export function WheelDisc({
  sections,
  rotation,
  pointerRef,
}: {
  sections: readonly WheelConfigSection[];
  rotation: number;
  pointerRef: Ref<SVGPathElement>;
}) {
  const t = useMessages(wheelMessages);
  const wedges = useMemo(
    () =>
      sections.map((section) => {
        const [tx, ty] = point(section.angle, RADIUS * 0.6);
        return { section, path: wedgePath(section.angle), tx, ty };
      }),
    [sections],
  );
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[420px]" data-testid="wheel">
      <svg viewBox="-110 -118 220 228" className="size-full" role="img" aria-label={t("wheelTitle")}>
        <g
          data-testid="wheel-rotor"
          data-rotation={rotation}
          style={{
            transform: `rotate(${rotation}deg)`,
            transformOrigin: "0 0",
            transition: `transform ${SPIN_DURATION_MS}ms cubic-bezier(0.17, 0.67, 0.21, 1)`,
          }}
        >
          <circle r={RADIUS + 6} fill="#0b1510" stroke="#34d399" strokeWidth="2" />
          {wedges.map(({ section, path, tx, ty }) => (
            <g key={section.id} data-position={section.position}>
              <path d={path} fill={THEME_FILL[section.theme] ?? THEME_FILL.none} stroke="#052e16" />
              <text
                x={tx}
                y={ty}
                fill="#f0fdf4"
                fontSize="8"
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="middle"
                data-figure="wheel"
                textLength={sectionText(section).length > 10 ? 64 : undefined}
                lengthAdjust="spacingAndGlyphs"
                transform={`rotate(${section.angle - 90} ${tx} ${ty})`}
              >
                {sectionText(section)}
              </text>
            </g>
          ))}
          <circle r="14" fill="#052e16" stroke="#34d399" strokeWidth="2" />
        </g>
        <path
          ref={pointerRef}
          d="M-8 -116 L8 -116 L0 -96 Z"
          fill="#fbbf24"
          stroke="#78350f"
          style={{ transformOrigin: "0px -112px" }}
        />
      </svg>
    </div>
  );
}
