import { useEffect, useRef, useState } from "react";
import { checkBarcode } from "@core/barcode";

/** The browser's barcode reader (Chromium on Android and desktop, Safari 17+ behind a flag); not in every browser. */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

const FORMATS = ["ean_13", "ean_8", "upc_a"];
const SCAN_EVERY_MS = 250;

function detectorClass(): BarcodeDetectorClass | null {
  if (typeof window === "undefined" || !navigator.mediaDevices?.getUserMedia) return null;
  return ((window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector as BarcodeDetectorClass | undefined) ?? null;
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
 * "Scan with camera", shown only where the browser has BarcodeDetector and a camera API; typing the
 * digits always works (the field beside it). A decoder for other browsers (WASM) and reading label
 * photos are not built yet.
 */
export function BarcodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const [supported, setSupported] = useState(false);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  // The latest callback, without restarting the camera when the parent re-renders.
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => setSupported(detectorClass() !== null), []);

  useEffect(() => {
    if (!open) return;
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const stop = () => {
      stopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        if (stopped || !video.current) return stop();
        video.current.srcObject = stream;
        await video.current.play();
        const detector = new Detector({ formats: FORMATS });
        timer = window.setInterval(async () => {
          if (!video.current || video.current.readyState < 2) return;
          try {
            const code = firstValidBarcode((await detector.detect(video.current)).map((b) => b.rawValue));
            if (code && !stopped) {
              stop();
              setOpen(false);
              onCodeRef.current(code);
            }
          } catch {
            // a frame that could not be read: try the next one
          }
        }, SCAN_EVERY_MS);
      } catch {
        stop();
        setOpen(false);
        setProblem("The camera is not available here. Type the digits under the barcode instead.");
      }
    })();
    return stop;
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
        className="text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        {open ? "Stop scanning" : "Scan with camera"}
      </button>
      {open ? (
        <video ref={video} muted playsInline width={320} height={240} className="aspect-[4/3] w-full max-w-xs rounded-xl bg-stone-900 object-cover" aria-label="Camera view: hold the barcode in the frame" />
      ) : null}
      {problem ? (
        <p role="status" className="text-sm text-stone-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
