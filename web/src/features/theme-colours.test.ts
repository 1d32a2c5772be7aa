import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Player pages run in the web's dark palette and in the Mini App under the player's Telegram theme,
 * light or dark (miniapp/src/styles.css re-points the tokens). A class that paints with white or black
 * itself (`border-white/10`, `bg-black/20`, `text-black`) is right on one theme only: on a light one
 * its panels lose their edges and its text its contrast (the Mini App's purchase page did, 2026-11-27).
 * This test reads every feature's components and fails on such a class outside the screens that are
 * not themed by design.
 */
const FEATURES = dirname(fileURLToPath(import.meta.url));

/**
 * Not themed by design: the landing is the web's only (dark); the game tables draw a physical
 * table's own colours (a roulette's red and black, white numbers on them); the stream is a video.
 * The tutorial's dimming veil is black on any theme, as a dialog's backdrop is (ui/dialog.tsx).
 */
const UNTHEMED = new Set(["landing", "games", "play"]);
const VEIL = /\bbg-black\/60\b/;

const FIXED_COLOUR =
  /\b(?:bg|border|text|ring|divide|outline|from|via|to|fill|stroke)-(?:white|black)(?:\/\d+)?\b/g;

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return components(path);
    return name.endsWith(".tsx") ? [path] : [];
  });
}

describe("player pages paint with theme tokens", () => {
  it("no feature outside the unthemed screens hard-codes white or black", () => {
    const found: string[] = [];
    for (const file of components(FEATURES)) {
      const feature = relative(FEATURES, file).split(sep)[0] ?? "";
      if (UNTHEMED.has(feature)) continue;
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          const classes = [...line.replace(VEIL, "").matchAll(FIXED_COLOUR)].map((m) => m[0]);
          if (classes.length > 0) found.push(`${relative(FEATURES, file)}:${index + 1} ${classes.join(" ")}`);
        });
    }
    expect(found).toEqual([]);
  });

  it("the check sees a fixed colour where one is written", () => {
    expect('className="border border-white/10 bg-black/20 text-black"'.match(FIXED_COLOUR)).toEqual([
      "border-white/10",
      "bg-black/20",
      "text-black",
    ]);
  });
});
