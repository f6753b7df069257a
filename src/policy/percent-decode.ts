/** Percent-decoding as an attacker's URL needs it: layer by layer, up to a number of rounds. */

/**
 * Every layer of percent-decoding of the value (the value first), or null when one layer is
 * malformed or it still changes after `maxRounds` rounds (deliberately obfuscated).
 */
export function decodeLayers(value: string, maxRounds: number): string[] | null {
  const layers = [value];
  let current = value;
  for (let round = 0; round < maxRounds; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return layers;
    layers.push(next);
    current = next;
  }
  return null;
}
