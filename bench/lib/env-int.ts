/** An integer bench setting from the environment (`fallback` when unset), refused outside `min..max`. */
export function envInt(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name] ?? String(fallback);
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer in ${min}..${max}, got ${JSON.stringify(raw)}`);
  return n;
}
