import { CREATURE_GLYPHS, type Glyph, type Paint } from "./glyphs-creatures.ts";
import { OBJECT_GLYPHS } from "./glyphs-objects.ts";
import type { Motif } from "./motifs.ts";

export type { Glyph, Paint };

/** Every motif's drawing (100×100 box). `satisfies` makes a missing motif a type error. */
export const GLYPHS = { ...CREATURE_GLYPHS, ...OBJECT_GLYPHS } satisfies Record<Motif, Glyph>;

export const drawGlyph = (motif: Motif, paint: Paint): string => GLYPHS[motif](paint);
