import { useId } from "react";

/** How a crash round is provably fair, with the chain's published terminating hash and salt. */
export function CrashFairness({ terminatingHash, salt }: { terminatingHash: string; salt: string }) {
  const ids = useId();
  return (
    <section className="flex flex-col gap-2" aria-labelledby={`${ids}-fair`}>
      <h2 id={`${ids}-fair`} className="font-display text-lg font-bold text-ink">
        Provably fair
      </h2>
      <p className="text-xs text-muted">
        Every round's point comes from a chain of SHA-256 hashes fixed in advance. A crashed round reveals its
        hash: the SHA-256 of a game's hash (as hex text) is the previous game's hash, so hashing game g's hash
        g times gives the terminating hash published before the first round. The point is HMAC-SHA256 of the
        salt keyed by the hash (1 % house edge).
      </p>
      <dl className="grid gap-1 text-xs">
        <dt className="text-muted">Terminating hash</dt>
        <dd className="font-mono break-all text-ink" data-testid="crash-terminating-hash">
          {terminatingHash}
        </dd>
        <dt className="text-muted">Salt</dt>
        <dd className="font-mono break-all text-ink">{salt}</dd>
      </dl>
    </section>
  );
}
