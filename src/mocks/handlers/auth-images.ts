/** SVG images of the mock login: the image captcha and the QR code (as data URLs). */

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Deterministic pseudo-random numbers from a text (so a QR code looks the same every time). */
function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const COLORS = ['#1f4e8c', '#8c1f3a', '#2d7a3e', '#7a4b1f', '#4b2d7a'];

/** A 120x40 captcha showing `code` (digits slightly rotated) over a few noise lines and dots. */
export function captchaImage(code: string): string {
  const random = Math.random;
  const pick = (values: readonly string[]) =>
    values[Math.floor(random() * values.length)] ?? '#333';
  const lines = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [random() * 120, random() * 40, random() * 120, random() * 40];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${pick(COLORS)}" stroke-width="1" opacity="0.6"/>`;
  });
  const dots = Array.from({ length: 24 }, () => {
    const [cx, cy] = [random() * 120, random() * 40];
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="1" fill="${pick(COLORS)}" opacity="0.5"/>`;
  });
  const chars = [...code].map((ch, index) => {
    const x = 18 + index * 26;
    const angle = Math.round((random() - 0.5) * 30);
    return `<text x="${x}" y="29" font-family="Arial, sans-serif" font-size="26" font-weight="bold" fill="${pick(COLORS)}" transform="rotate(${angle} ${x} 22)">${ch}</text>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="#f3f6fb"/>${lines.join('')}${chars.join('')}${dots.join('')}</svg>`;
  return svgDataUrl(svg);
}

/** A 25x25-module QR-like picture of `text`, with the three finder squares. */
export function qrImage(text: string): string {
  const size = 25;
  const cell = 8;
  const random = seededRandom(text);
  const finder = (row: number, col: number) => {
    for (const [r0, c0] of [
      [0, 0],
      [0, size - 7],
      [size - 7, 0],
    ] as const) {
      const [r, c] = [row - r0, col - c0];
      if (r >= -1 && r <= 7 && c >= -1 && c <= 7) {
        if (r < 0 || r > 6 || c < 0 || c > 6) return 'light';
        const ring = Math.min(r, c, 6 - r, 6 - c);
        return ring === 1 ? 'light' : 'dark';
      }
    }
    return null;
  };
  const rects: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const fixed = finder(row, col);
      const dark = fixed ? fixed === 'dark' : random() < 0.5;
      if (dark)
        rects.push(`<rect x="${col * cell}" y="${row * cell}" width="${cell}" height="${cell}"/>`);
    }
  }
  const full = size * cell;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${full + 32}" height="${full + 32}" viewBox="-16 -16 ${full + 32} ${full + 32}"><rect x="-16" y="-16" width="${full + 32}" height="${full + 32}" fill="#fff"/><g fill="#111">${rects.join('')}</g></svg>`;
  return svgDataUrl(svg);
}
