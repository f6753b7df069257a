/**
 * Test helper: jsdom has no IntersectionObserver (the portal then treats everything as in view).
 * A fake one for the test's duration: nothing intersects until `reveal` says an element does.
 */
import { onTestFinished, vi } from 'vitest';

interface Watch {
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
  elements: Set<Element>;
  rootMargin: string;
}

export interface FakeViewport {
  /** The elements observed now (not disconnected) */
  watched(): Element[];
  /** The rootMargin the observers of an element were made with */
  marginOf(element: Element): string | undefined;
  /** Reports `element` as intersecting to every observer that watches it. */
  reveal(element: Element): void;
}

export function fakeIntersectionObserver(): FakeViewport {
  const watches = new Set<Watch>();
  class FakeObserver {
    private readonly watch: Watch;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watch = {
        callback,
        observer: this as unknown as IntersectionObserver,
        elements: new Set(),
        rootMargin: options?.rootMargin ?? '0px',
      };
      watches.add(this.watch);
    }
    observe(element: Element) {
      this.watch.elements.add(element);
    }
    unobserve(element: Element) {
      this.watch.elements.delete(element);
    }
    disconnect() {
      this.watch.elements.clear();
      watches.delete(this.watch);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const holding = (element: Element) => [...watches].filter((w) => w.elements.has(element));
  return {
    watched: () => [...watches].flatMap((w) => [...w.elements]),
    marginOf: (element) => holding(element)[0]?.rootMargin,
    reveal(element) {
      for (const w of holding(element)) {
        const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
        w.callback([entry], w.observer);
      }
    },
  };
}
