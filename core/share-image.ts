/**
 * The share image of a shared routine (Open Graph / Twitter card, 1200 x 630): the routine's name,
 * its goal and skin type, the overall score and the five sub-scores as bars in the app's colour
 * scale. Pure: the caller passes the shared view's scores only, so nothing personal can appear.
 */
import { overallScore, type FiveScores } from "./evaluation/score";
import { formatScore, RING_STROKE, scoreRingColor, SUB_SCORE_KEYS, SUB_SCORE_LABELS, type SubScoreKey } from "./score-scale";

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** The font the image is drawn with; the rasteriser is given this family's file. */
export const SHARE_IMAGE_FONT_FAMILY = "Inter";

/** The image's own words and number format, in the reader's language (English when not given). */
export interface ShareImageWords {
  labels: Record<SubScoreKey, string>;
  notEvaluated: string;
  overallOutOf: string;
  /** A score as the language writes it ("6.5", "6,5"); a dash when there is none. */
  score: (value: number | null) => string;
}

export const ENGLISH_SHARE_IMAGE_WORDS: ShareImageWords = {
  labels: SUB_SCORE_LABELS,
  notEvaluated: "not yet evaluated",
  overallOutOf: "overall / 10",
  score: formatScore,
};

export interface ShareImageInput {
  name: string;
  /** A display label, e.g. "Anti-Aging · oily skin". */
  subtitle: string;
  /** The shared view's five scores; null while the routine has no evaluation. */
  scores: FiveScores | null;
}

/**
 * Characters XML 1.0 has no place for (its `Char` production): C0 controls other than tab, line feed and carriage
 * return, U+FFFE, U+FFFF and lone surrogates. A routine's name may hold them (the api stores any text), and one of them
 * made the whole image invalid XML: the rasteriser refused it (a 500 for every link preview of the routine).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Surrogate}/gu;

const escapeXml = (text: string) =>
  text.replace(NOT_XML, "").replace(/[<>&"']/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[ch] ?? ch);

/** Cuts text to `max` characters (whole code points) with an ellipsis. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text.replace(NOT_XML, "").replace(/\s+/g, " ").trim());
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max - 1).join("").trimEnd()}…`;
}

export function renderShareImageSvg(input: ShareImageInput, words: ShareImageWords = ENGLISH_SHARE_IMAGE_WORDS): string {
  const overall = input.scores ? overallScore(input.scores) : null;
  const overallColor = RING_STROKE[scoreRingColor(overall ?? 0)];
  const radius = 110;
  const circumference = 2 * Math.PI * radius;
  const dash = (Math.min(10, Math.max(0, overall ?? 0)) / 10) * circumference;
  const barX = 520;
  const barWidth = 560;
  const rows = SUB_SCORE_KEYS.map((key, i) => {
    const value = input.scores?.[key];
    const known = typeof value === "number" && Number.isFinite(value);
    const score = known ? Math.min(10, Math.max(0, value)) : 0;
    const y = 250 + i * 68;
    const color = RING_STROKE[scoreRingColor(score)];
    return `<text x="${barX}" y="${y}" font-size="28" fill="#292524">${escapeXml(words.labels[key])}</text>
<text x="${barX + barWidth}" y="${y}" font-size="28" font-weight="700" fill="#1c1917" text-anchor="end">${words.score(known ? score : null)}</text>
<rect x="${barX}" y="${y + 14}" width="${barWidth}" height="14" rx="7" fill="#e7e5e4"/>
<rect x="${barX}" y="${y + 14}" width="${((score / 10) * barWidth).toFixed(1)}" height="14" rx="7" fill="${color}"/>`;
  }).join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}" font-family="${SHARE_IMAGE_FONT_FAMILY}, sans-serif">
<rect width="100%" height="100%" fill="#fafaf9"/>
<rect x="0" y="0" width="${SHARE_IMAGE_WIDTH}" height="12" fill="#d9604f"/>
<text x="80" y="100" font-size="30" font-weight="700" fill="#9a3b2e">Skinstack</text>
<text x="80" y="165" font-size="52" font-weight="700" fill="#1c1917">${escapeXml(clip(input.name, 34))}</text>
<text x="80" y="215" font-size="28" fill="#57534e">${escapeXml(clip(input.subtitle, 60))}</text>
<circle cx="250" cy="420" r="${radius}" fill="none" stroke="#e7e5e4" stroke-width="24"/>
<circle cx="250" cy="420" r="${radius}" fill="none" stroke="${overallColor}" stroke-width="24" stroke-linecap="round" stroke-dasharray="${dash.toFixed(1)} ${circumference.toFixed(1)}" transform="rotate(-90 250 420)"/>
<text x="250" y="435" font-size="72" font-weight="700" fill="#1c1917" text-anchor="middle">${words.score(overall)}</text>
<text x="250" y="480" font-size="24" fill="#57534e" text-anchor="middle">${escapeXml(overall === null ? words.notEvaluated : words.overallOutOf)}</text>
${rows}
</svg>`;
}
