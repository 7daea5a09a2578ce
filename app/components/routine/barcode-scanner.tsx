import { useEffect, useRef, useState } from "react";
import { checkBarcode } from "@core/barcode";
import { useT } from "~/utils/i18n";
import type { MessageKey } from "@core/i18n/catalogues";

/** A barcode reader: the browser's own BarcodeDetector, or our WASM one (./barcode-decoder.client.ts). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface NativeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const FORMATS = ["ean_13", "ean_8", "upc_a"] as const;
const SCAN_EVERY_MS = 250;

function canUseCamera(): boolean {
  return typeof window !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

/**
 * The browser's BarcodeDetector when it reads retail barcodes (Chromium on Android, macOS and
 * ChromeOS); elsewhere (Firefox, Safari, desktop Chromium on Linux and Windows, where the class may
 * exist yet support no format) the WASM reader, fetched from our origin only now.
 */
export async function createDetector(): Promise<BarcodeDetectorLike> {
  const Native = (window as unknown as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    try {
      const supported = (await Native.getSupportedFormats?.()) ?? [];
      if (FORMATS.every((f) => supported.includes(f))) return new Native({ formats: [...FORMATS] });
    } catch {
      // fall through to the WASM reader
    }
  }
  const { createWasmDetector } = await import("./barcode-decoder.client");
  return createWasmDetector([...FORMATS]);
}

/** The first detected value that is a valid EAN-8, UPC-A or EAN-13 (misreads fail the check digit). */
export function firstValidBarcode(values: readonly string[]): string | null {
  for (const value of values) {
    const check = checkBarcode(value);
    if (check.ok) return check.code;
  }
  return null;
}

/**
 * "Scan with camera", shown wherever the browser has a camera API; typing the digits always works
 * (the field beside it). The reader is the browser's own or, where it has none, a WASM one loaded
 * only when scanning starts.
 */
export function BarcodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const [supported, setSupported] = useState(false);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const t = useT();
  const [starting, setStarting] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // The latest callback, without restarting the camera when the parent re-renders.
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => setSupported(canUseCamera()), []);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
    (async () => {
      setStarting(true);
      let detector: BarcodeDetectorLike;
      try {
        detector = await createDetector();
      } catch {
        stop();
        setStarting(false);
        setOpen(false);
        setProblem("routine.scanner.readerFailed");
        return;
      }
      try {
        if (stopped) return;
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        if (stopped || !video.current) return stop();
        video.current.srcObject = stream;
        await video.current.play();
        setStarting(false);
        let busy = false;
        timer = window.setInterval(async () => {
          // One frame at a time: the WASM reader can take longer than the interval on a slow phone.
          if (busy || stopped || !video.current || video.current.readyState < 2) return;
          busy = true;
          try {
            const code = firstValidBarcode((await detector.detect(video.current)).map((b) => b.rawValue));
            if (code && !stopped) {
              stop();
              setOpen(false);
              onCodeRef.current(code);
            }
          } catch {
            // a frame that could not be read: try the next one
          } finally {
            busy = false;
          }
        }, SCAN_EVERY_MS);
      } catch {
        stop();
        setStarting(false);
        setOpen(false);
        setProblem("routine.scanner.noCamera");
      }
    })();
    return () => {
      stop();
      setStarting(false);
    };
  }, [open]);

  if (!supported) return null;
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => {
          setProblem(null);
          setOpen((o) => !o);
        }}
        className="tap-target text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {open ? t("routine.scanner.stop") : t("routine.scanner.start")}
      </button>
      {open && starting ? (
        <p role="status" className="text-sm text-stone-700">
          {t("routine.scanner.starting")}
        </p>
      ) : null}
      {open ? (
        <video ref={video} muted playsInline width={320} height={240} className="aspect-[4/3] w-full max-w-xs rounded-xl bg-stone-900 object-cover" aria-label={t("routine.scanner.view")} />
      ) : null}
      {problem ? (
        <p role="status" className="text-sm text-stone-700">
          {t(problem)}
        </p>
      ) : null}
    </div>
  );
}
