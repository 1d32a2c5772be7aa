import { hash32, prng } from "../art/svg-utils.ts";

/** A seeded PRNG with the helpers the generators need. Never `Math.random`: seeds are reproducible. */
export interface Random {
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  range(min: number, max: number): number;
  /** Log-uniform integer in [min, max]: most values small, a long tail of large ones. */
  logInt(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Distinct elements, in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: string): Random {
  const next = prng(hash32(seed));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    range: (min, max) => min + next() * (max - min),
    logInt: (min, max) => Math.round(Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min)))),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("random: pick from an empty list");
      return item;
    },
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [pool[i], pool[j]] = [pool[j] as (typeof pool)[number], pool[i] as (typeof pool)[number]];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
  };
}
