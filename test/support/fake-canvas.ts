/**
 * Test helper: jsdom has no canvas. A 2D context that records what is drawn, and a spy on the
 * canvas so the watermark code gets it.
 */
import { vi } from 'vitest';

export interface FakeTile {
  calls: { name: string; args: unknown[]; alpha: number; font: string; fillStyle: string }[];
  globalAlpha: number;
  font: string;
  fillStyle: string;
  textAlign: string;
  textBaseline: string;
  texts(): string[];
}

export function fakeTileContext(): FakeTile & CanvasRenderingContext2D {
  const ctx = {
    calls: [] as FakeTile['calls'],
    globalAlpha: 1,
    font: '10px sans-serif',
    fillStyle: '#000',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    texts(): string[] {
      return ctx.calls.filter((c) => c.name === 'fillText').map((c) => String(c.args[0]));
    },
  };
  for (const name of ['clearRect', 'save', 'restore', 'translate', 'rotate', 'fillText']) {
    Object.assign(ctx, {
      [name]: (...args: unknown[]) =>
        ctx.calls.push({
          name,
          args,
          alpha: ctx.globalAlpha,
          font: ctx.font,
          fillStyle: ctx.fillStyle,
        }),
    });
  }
  return ctx as unknown as FakeTile & CanvasRenderingContext2D;
}

/** Every canvas gets a fresh fake context; toDataURL names the texts drawn on it. */
export function installFakeCanvas() {
  const contexts: (FakeTile & CanvasRenderingContext2D)[] = [];
  const canvases: HTMLCanvasElement[] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const ctx = fakeTileContext();
    contexts.push(ctx);
    canvases.push(this);
    (this as unknown as { fake: FakeTile }).fake = ctx;
    return ctx;
  } as unknown as HTMLCanvasElement['getContext']);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
  ) {
    const fake = (this as unknown as { fake?: FakeTile }).fake;
    return `data:image/png;base64,${encodeURIComponent(fake?.texts().join('|') ?? '')}`;
  });
  return { contexts, canvases };
}
