const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A 4:3 gradient card with a plate motif: the stand-in image for recipes without a photo. */
export function illustrationSvg(title: string, [from, to]: readonly [string, string]): string {
  const initial = escapeXml(title.trim().charAt(0).toUpperCase() || 'K');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(from)}"/><stop offset="1" stop-color="${escapeXml(to)}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<circle cx="400" cy="300" r="170" fill="#ffffff" fill-opacity="0.18"/>
<circle cx="400" cy="300" r="125" fill="#ffffff" fill-opacity="0.28"/>
<text x="400" y="345" text-anchor="middle" font-family="Georgia, serif" font-size="130" fill="#ffffff" fill-opacity="0.9">${initial}</text>
</svg>`;
}
