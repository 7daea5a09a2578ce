import { SKIN_TYPES, type SkinType } from "@core/domain";
import type { MessageKey, Translator } from "@core/i18n/catalogues";

const SKIN_TYPE_NAME: Record<SkinType, MessageKey> = {
  normal: "community.skinType.normal",
  dry: "community.skinType.dry",
  oily: "community.skinType.oily",
  combination: "community.skinType.combination",
  sensitive: "community.skinType.sensitive",
};

/** A skin type's name in the reader's language, in lower case where the language writes it so ("oily", "grasse"); an unknown value as it is. */
export function skinTypeName(t: Translator, skinType: string): string {
  const known = SKIN_TYPES.find((s) => s === skinType);
  return known ? t(SKIN_TYPE_NAME[known]) : skinType;
}
