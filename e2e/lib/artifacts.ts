import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const artifacts = process.env.E2E_ARTIFACTS ?? "artifacts";

/** Path of a kept screenshot: `e2e/artifacts/screens/<name>.png` (or under E2E_ARTIFACTS). */
export function shot(name: string): string {
  const base = isAbsolute(artifacts) ? artifacts : resolve(root, artifacts);
  return resolve(base, "screens", `${name}.png`);
}

/** The viewport widths every public page is checked at (issue 3). */
export const WIDTHS = [375, 768, 1280, 1440] as const;
