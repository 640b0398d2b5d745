import { type ProductLeaflet, leafletSections } from './product-leaflet.ts';

/**
 * What the wording of prescribing information must avoid, each with why (DOMAIN.md): an indication
 * is worded "For use under medical supervision in …" and claims to treat, cure or prevent nothing
 * (Drugs and Magic Remedies Act, 1954); nothing in it promotes (Uniform Code for Pharmaceutical
 * Marketing Practices 2024). "Effective" stays for the regulatory phrases ("the lowest effective
 * dose", "effective contraception"). Keys as the product's fields name them (`leaflet.indications.0`).
 */
export function leafletClaims(leaflet: ProductLeaflet | undefined): { key: string; why: string }[] {
  if (!leaflet) return [];
  const claims: { key: string; why: string }[] = [];
  leaflet.indications.forEach((indication, index) => {
    const key = `leaflet.indications.${index}`;
    if (!/^For use under medical supervision in /.test(indication))
      claims.push({ key, why: 'an indication begins “For use under medical supervision in …”' });
    if (/\b(treat\w*|cur(e|es|ed|ing|ative)|prevent\w*|heal\w*|eliminat\w*)\b/i.test(indication))
      claims.push({
        key,
        why: 'an indication claims to treat, cure or prevent nothing (Drugs and Magic Remedies Act, 1954)',
      });
  });
  const texts: [string, string][] = [
    ['leaflet.therapeuticClass', leaflet.therapeuticClass],
    ...leafletSections.flatMap((section) =>
      leaflet[section].map((text, index): [string, string] => [`leaflet.${section}.${index}`, text]),
    ),
  ];
  for (const [key, text] of texts)
    if (
      /\b(safe|new|best|miracle|guarantee\w*|proven|fast|instant|natural|powerful|breakthrough|100\s?%)\b/i.test(
        text,
      ) ||
      /\b(most|highly|very) effective\b/i.test(text)
    )
      claims.push({ key, why: 'a promotional word in prescribing information (UCPMP 2024)' });
  return claims;
}
