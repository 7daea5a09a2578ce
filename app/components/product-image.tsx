import { Fragment, useState } from "react";
import { useT } from "~/utils/i18n";

/** What a product picture needs: the source's image, else its type for the illustration. */
export interface PictureProduct {
  name?: string | null;
  productType?: string | null;
  imageUrl?: string | null;
}

const SIZES = { sm: 48, md: 64, lg: 112 } as const;

/**
 * A product's picture: the source's image where it has one (lazy, with width and height so the
 * layout never shifts; only hosts the page policy allows), else a generated illustration of its
 * type (inline SVG, no request). A picture that fails to load falls back to the illustration.
 */
export function ProductImage({ product, size = "sm", className = "" }: { product: PictureProduct; size?: keyof typeof SIZES; className?: string }) {
  const [failed, setFailed] = useState(false);
  const px = SIZES[size];
  const box = `shrink-0 overflow-hidden rounded-xl bg-stone-100 ${className}`;
  if (product.imageUrl && !failed) {
    return (
      <img
        src={product.imageUrl}
        alt=""
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className={`${box} object-contain`}
        style={{ width: px, height: px }}
        data-testid="product-photo"
      />
    );
  }
  return <ProductIllustration type={product.productType ?? ""} size={px} className={box} />;
}

type Shape = "pump" | "dropper" | "jar" | "tube" | "spray" | "pad";

const LOOKS: Record<string, { shape: Shape; fill: string; accent: string }> = {
  cleanser: { shape: "pump", fill: "#dbeafe", accent: "#3b82f6" },
  exfoliant: { shape: "pad", fill: "#fef3c7", accent: "#d97706" },
  toner: { shape: "spray", fill: "#e0f2fe", accent: "#0284c7" },
  essence: { shape: "dropper", fill: "#ede9fe", accent: "#7c3aed" },
  serum: { shape: "dropper", fill: "#fce7f3", accent: "#db2777" },
  ampoule: { shape: "dropper", fill: "#fae8ff", accent: "#a21caf" },
  "spot treatment": { shape: "tube", fill: "#fee2e2", accent: "#dc2626" },
  "eye cream": { shape: "tube", fill: "#f5f5f4", accent: "#78716c" },
  moisturizer: { shape: "jar", fill: "#dcfce7", accent: "#16a34a" },
  oil: { shape: "dropper", fill: "#fef9c3", accent: "#ca8a04" },
  sunscreen: { shape: "tube", fill: "#ffedd5", accent: "#ea580c" },
  mask: { shape: "jar", fill: "#e7e5e4", accent: "#57534e" },
  mist: { shape: "spray", fill: "#ecfeff", accent: "#0891b2" },
};

const DEFAULT_LOOK = { shape: "jar" as Shape, fill: "#f5f5f4", accent: "#a8a29e" };

/** A small flat drawing of the container a product type usually comes in. */
export function ProductIllustration({ type, size = 48, className = "" }: { type: string; size?: number; className?: string }) {
  const look = LOOKS[type.trim().toLowerCase()] ?? DEFAULT_LOOK;
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={className}
      style={{ width: size, height: size, backgroundColor: look.fill }}
      data-testid="product-illustration"
      data-shape={look.shape}
    >
      {look.shape === "pump" ? (
        <g>
          <rect x="16" y="18" width="16" height="22" rx="4" fill="#fff" stroke={look.accent} strokeWidth="2" />
          <rect x="21" y="12" width="6" height="6" fill={look.accent} />
          <path d="M21 10h12v3h-6" fill="none" stroke={look.accent} strokeWidth="2" strokeLinecap="round" />
          <rect x="19" y="26" width="10" height="6" rx="1.5" fill={look.fill} />
        </g>
      ) : look.shape === "dropper" ? (
        <g>
          <rect x="17" y="22" width="14" height="18" rx="3" fill="#fff" stroke={look.accent} strokeWidth="2" />
          <rect x="20" y="16" width="8" height="6" fill={look.accent} />
          <ellipse cx="24" cy="12" rx="4" ry="4.5" fill={look.accent} />
          <path d="M24 27c-2 3-3 4.5-3 6a3 3 0 0 0 6 0c0-1.5-1-3-3-6z" fill={look.fill} stroke={look.accent} strokeWidth="1" />
        </g>
      ) : look.shape === "tube" ? (
        <g>
          <path d="M15 9h18l-3 25H18z" fill="#fff" stroke={look.accent} strokeWidth="2" strokeLinejoin="round" />
          <rect x="19" y="34" width="10" height="6" rx="1.5" fill={look.accent} />
          <path d="M19 16h10" stroke={look.accent} strokeWidth="2" strokeLinecap="round" />
        </g>
      ) : look.shape === "spray" ? (
        <g>
          <rect x="16" y="20" width="16" height="20" rx="5" fill="#fff" stroke={look.accent} strokeWidth="2" />
          <rect x="20" y="13" width="8" height="7" rx="1" fill={look.accent} />
          <circle cx="35" cy="12" r="1.3" fill={look.accent} />
          <circle cx="38" cy="15" r="1.3" fill={look.accent} />
          <circle cx="38" cy="9" r="1.3" fill={look.accent} />
        </g>
      ) : look.shape === "pad" ? (
        <g>
          <rect x="10" y="22" width="28" height="16" rx="4" fill="#fff" stroke={look.accent} strokeWidth="2" />
          <ellipse cx="24" cy="22" rx="14" ry="4" fill={look.accent} />
          <circle cx="24" cy="16" r="5" fill="#fff" stroke={look.accent} strokeWidth="1.5" />
        </g>
      ) : (
        <g>
          <rect x="12" y="22" width="24" height="16" rx="4" fill="#fff" stroke={look.accent} strokeWidth="2" />
          <rect x="11" y="15" width="26" height="7" rx="2" fill={look.accent} />
          <path d="M17 29h14" stroke={look.fill} strokeWidth="3" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}

/** Third-party data must say where it comes from (Open Beauty Facts: ODbL). */
export function ProductAttribution({
  product,
  className = "",
}: {
  product: { source?: string | null; licence?: string | null; attribution?: string | null; sourceUrl?: string | null };
  className?: string;
}) {
  // Fetched live (source openbeautyfacts) or loaded from their export by the importer (licence set).
  const t = useT();
  if (product.source !== "openbeautyfacts" && !product.licence) return null;
  return (
    <p className={`text-xs text-stone-600 ${className}`} data-testid="product-attribution">
      {t
        .rich<React.ReactNode>("misc.dataFrom", {
          licence: product.licence ?? "ODbL",
          source: (chunks) =>
            product.sourceUrl ? (
              <a href={product.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline">
                {chunks}
              </a>
            ) : (
              chunks
            ),
          licenceLink: (chunks) => (
            <a href="https://opendatacommons.org/licenses/odbl/1-0/" target="_blank" rel="noopener noreferrer" className="underline">
              {chunks}
            </a>
          ),
        })
        .map((part, i) => (
          <Fragment key={i}>{part}</Fragment>
        ))}
    </p>
  );
}
