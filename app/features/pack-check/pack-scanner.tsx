import { useEffect, useRef, useState } from 'react';
import { packCheckPath } from '#contract/pack-checks.ts';
import { Button } from '#app/components/ui/button.tsx';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { useContent } from '#languages/content.ts';
import { useTranslate } from '#languages/messages.ts';
import { pathInLocale } from '#languages/locales.ts';
import { packScannerTexts } from './verify-content.ts';

/** Reads the text of a QR code in a video frame; undefined while none is in view. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | undefined>;

interface DetectedCode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedCode[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: {
      new (options: { formats: string[] }): BarcodeDetectorLike;
      getSupportedFormats(): Promise<string[]>;
    };
  }
}

/**
 * The browser's own detector where it reads QR codes; elsewhere jsQR, loaded only now, reading a
 * frame drawn on a canvas.
 */
async function frameReader(): Promise<FrameReader> {
  const Detector = window.BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data;
  };
}

/** The pack code in a scanned text: our labels hold `…/verify/{code}`; anything else is not ours. */
export function packCodeIn(text: string): string | undefined {
  try {
    const url = new URL(text);
    const prefix = `${packCheckPath}/`;
    if (!url.pathname.startsWith(prefix)) return undefined;
    const code = decodeURIComponent(url.pathname.slice(prefix.length));
    return /^[0-9A-Za-z]+$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** How often a frame is read: often enough to feel instant, rarely enough for a slow phone. */
const readEveryMs = 250;

/**
 * Scans a pack's QR code with the camera and opens its answer, as the phone's camera app would.
 * Offered only where there is a camera to ask for; the typed forms below work everywhere. On a
 * translated page the answer opens in its language (the printed QR code leads to the English one).
 */
export function PackScanner() {
  const texts = useContent('packCheck.scanner', packScannerTexts);
  const { locale } = useTranslate();
  const answerPath = pathInLocale(packCheckPath, locale);
  const { noCamera, notOurs } = texts;
  const hydrated = useHydrated();
  const [scanning, setScanning] = useState(false);
  const [message, setMessage] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const canScan = hydrated && typeof navigator.mediaDevices?.getUserMedia === 'function';

  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      } catch {
        if (!stopped) {
          setMessage(noCamera);
          setScanning(false);
        }
        return;
      }
      const element = video.current;
      if (stopped || !element) return stop();
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const read = await frameReader();
      const tick = async () => {
        if (stopped) return;
        const text = await read(element).catch(() => undefined);
        if (text !== undefined) {
          const code = packCodeIn(text);
          if (code) {
            stop();
            window.location.assign(`${answerPath}/${code}`);
            return;
          }
          setMessage(notOurs);
        }
        timer = setTimeout(() => void tick(), readEveryMs);
      };
      void tick();
    })();
    return stop;
  }, [scanning, noCamera, notOurs, answerPath]);

  if (!canScan) return null;
  return (
    <div className="space-y-3">
      {scanning ? (
        <>
          <video
            ref={video}
            muted
            playsInline
            aria-label={texts.cameraView}
            className="aspect-square w-full max-w-sm rounded-lg bg-slate-900 object-cover"
          />
          <Button variant="secondary" size="field" onClick={() => setScanning(false)}>
            {texts.stop}
          </Button>
        </>
      ) : (
        <Button
          size="field"
          onClick={() => {
            setMessage(texts.scanning);
            setScanning(true);
          }}
        >
          {texts.scan}
        </Button>
      )}
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
    </div>
  );
}
