import QRCode from 'qrcode';

/** The text as a QR code at error correction M, an SVG data URL: what a phone's camera reads from a screen or a label. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
