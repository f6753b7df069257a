/**
 * The watermark layer in the DOM (spec 2.8): one full-screen, fixed, non-clickable element on
 * document.body whose background repeats the tile. It is kept out of React on purpose: when
 * someone deletes, moves or hides it, the observers put it back (the element and its attributes,
 * style included) without React's tree noticing. Every style is `!important` inline, which no
 * stylesheet rule of the page can override.
 */
import { WATERMARK, watermarkTime } from '@/policy/watermark';
import { watermarkTileUrl } from '@/features/watermark/draw-watermark';

export const WATERMARK_TEST_ID = 'watermark';

export interface WatermarkLayerOptions {
  userName: string;
  now?: () => number;
  doc?: Document;
}

/** The layer's inline style for a tile URL (or none without a canvas). */
export function layerStyle(tileUrl: string | null): string {
  const declarations: [string, string][] = [
    ['position', 'fixed'],
    ['top', '0'],
    ['right', '0'],
    ['bottom', '0'],
    ['left', '0'],
    ['width', 'auto'],
    ['height', 'auto'],
    ['margin', '0'],
    ['padding', '0'],
    ['z-index', String(WATERMARK.zIndex)],
    ['pointer-events', 'none'],
    ['display', 'block'],
    ['visibility', 'visible'],
    ['opacity', '1'],
    ['transform', 'none'],
    ['filter', 'none'],
    ['clip-path', 'none'],
    ['background-color', 'transparent'],
    ['background-image', tileUrl ? `url("${tileUrl}")` : 'none'],
    ['background-repeat', 'repeat'],
    ['background-position', '0 0'],
    ['background-size', `${WATERMARK.width}px ${WATERMARK.height}px`],
  ];
  return declarations.map(([name, value]) => `${name}: ${value} !important;`).join(' ');
}

/**
 * Puts the layer on the page and keeps it there, redrawn every second with the current time.
 * Returns the function that takes it away for good.
 */
export function mountWatermark({
  userName,
  now = Date.now,
  doc = document,
}: WatermarkLayerOptions): () => void {
  const layer = doc.createElement('div');
  const attributes: Record<string, string> = {
    'data-testid': WATERMARK_TEST_ID,
    'aria-hidden': 'true',
    style: '',
  };
  let lastText = '';

  /** Back to exactly our attributes, no children, a child of body. */
  function restore(): void {
    for (const name of layer.getAttributeNames()) {
      if (!Object.hasOwn(attributes, name)) layer.removeAttribute(name);
    }
    for (const [name, value] of Object.entries(attributes)) {
      if (layer.getAttribute(name) !== value) layer.setAttribute(name, value);
    }
    if (layer.firstChild) layer.replaceChildren();
    if (layer.parentNode !== doc.body) doc.body.appendChild(layer);
  }

  function paint(): void {
    // The user name, then the time to the second (spec 2.8: yyyy-MM-dd hh:mm:ss, local).
    const lines = [userName, watermarkTime(new Date(now()))];
    const text = lines.join('\n');
    if (text !== lastText) {
      lastText = text;
      attributes.style = layerStyle(watermarkTileUrl(lines, doc));
    }
    restore();
  }

  // The observers' own repairs cause new records, which then find nothing to repair.
  const onLayer = new MutationObserver(restore);
  const onParent = new MutationObserver(restore);
  paint();
  onLayer.observe(layer, { attributes: true, childList: true, characterData: true, subtree: true });
  onParent.observe(doc.body, { childList: true });
  const timer = setInterval(paint, WATERMARK.refreshMs);

  return () => {
    clearInterval(timer);
    onLayer.disconnect();
    onParent.disconnect();
    layer.remove();
  };
}
