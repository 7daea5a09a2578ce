import { SKIN_TYPES } from "@core/domain";
import type { Translator } from "@core/i18n/catalogues";
import { skinTypeName as domainSkinTypeName } from "@core/i18n/domain-labels";

/** A skin type's name in the reader's language, in lower case where the language writes it so ("oily", "grasse"); an unknown value as it is. */
export function skinTypeName(t: Translator, skinType: string): string {
  const known = SKIN_TYPES.find((s) => s === skinType);
  return known ? domainSkinTypeName(t, known) : skinType;
}
