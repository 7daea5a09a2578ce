import type { SourcedProduct } from "./types";

/** Dermocosmetic and drugstore brands, each row with its cited page (filled by the data-b helper). */
export const DERMO_AND_DRUGSTORE: SourcedProduct[] = [];
