import { useId } from "react";

/** The JadeVerse mark: a carved jade bi disc with a gold inlay ring. Decorative unless titled. */
export function LogoMark({ className = "size-10", title }: { className?: string; title?: string }) {
  const id = useId();
  return (
    <svg
      className={className}
      viewBox="0 0 64 64"
      role={title ? "img" : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <defs>
        <radialGradient id={`${id}-jade`} cx="35%" cy="30%" r="80%">
          <stop offset="0" stopColor="#b8f7dc" />
          <stop offset="0.35" stopColor="#3fd39b" />
          <stop offset="1" stopColor="#0b5e41" />
        </radialGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe9a8" />
          <stop offset="0.5" stopColor="#f2c862" />
          <stop offset="1" stopColor="#a9761e" />
        </linearGradient>
      </defs>
      <path
        fillRule="evenodd"
        fill={`url(#${id}-jade)`}
        d="M32 3a29 29 0 1 1 0 58 29 29 0 0 1 0-58Zm0 18a11 11 0 1 0 0 22 11 11 0 0 0 0-22Z"
      />
      <circle cx="32" cy="32" r="20" fill="none" stroke={`url(#${id}-gold)`} strokeWidth="2.2" />
      <circle cx="32" cy="32" r="11" fill="none" stroke="#0b5e41" strokeOpacity="0.6" strokeWidth="1.5" />
      <path
        d="M10.4 19.5A25 25 0 0 1 21.4 9.3"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.45"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
