import type { Rarity } from "../schema/catalog.ts";

export interface Palette {
  label: string;
  bgTop: string;
  bgBottom: string;
  glow: string;
  /** Frame and highlight colour of the rarity. */
  frame: string;
  frameDeep: string;
  glyphLight: string;
  glyphDark: string;
  accent: string;
  ink: string;
}

/** One colour family per rarity: jade, sapphire, amethyst, imperial gold, cinnabar and gold. */
export const RARITY_PALETTES: Record<Rarity, Palette> = {
  COMMON: {
    label: "COMMON",
    bgTop: "#1d3b32",
    bgBottom: "#08140f",
    glow: "#5fd1a4",
    frame: "#9cc7b5",
    frameDeep: "#46705f",
    glyphLight: "#e4fbf1",
    glyphDark: "#3f9c78",
    accent: "#f2d38a",
    ink: "#0c241b",
  },
  RARE: {
    label: "RARE",
    bgTop: "#15315e",
    bgBottom: "#060f22",
    glow: "#4da8ff",
    frame: "#7fc0ff",
    frameDeep: "#2f62b3",
    glyphLight: "#e6f3ff",
    glyphDark: "#3a7fd0",
    accent: "#ffd27a",
    ink: "#081a38",
  },
  EPIC: {
    label: "EPIC",
    bgTop: "#33155c",
    bgBottom: "#0f0522",
    glow: "#b36bff",
    frame: "#d1a3ff",
    frameDeep: "#6b35b8",
    glyphLight: "#f6ebff",
    glyphDark: "#8a4ad6",
    accent: "#ffcf6e",
    ink: "#1a0838",
  },
  LEGENDARY: {
    label: "LEGENDARY",
    bgTop: "#573206",
    bgBottom: "#1a0d01",
    glow: "#ffb02e",
    frame: "#ffd66b",
    frameDeep: "#b8700c",
    glyphLight: "#fff6d6",
    glyphDark: "#e0920f",
    accent: "#ff6b3d",
    ink: "#2e1700",
  },
  SUPREME: {
    label: "SUPREME",
    bgTop: "#5e0a22",
    bgBottom: "#17020a",
    glow: "#ff3f6c",
    frame: "#ffe08a",
    frameDeep: "#c2185b",
    glyphLight: "#fff0c2",
    glyphDark: "#e8304f",
    accent: "#ffd34d",
    ink: "#2b0210",
  },
};

/** Banners and avatar portraits use the house colours: jade with gold. */
export const HOUSE_PALETTE: Palette = {
  ...RARITY_PALETTES.COMMON,
  label: "JADEVERSE",
  frame: "#f2c65a",
  frameDeep: "#2f8a66",
  accent: "#f2c65a",
};
