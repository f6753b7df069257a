/**
 * Arbitrary spellings of a path, as an attacker writes them to slip past a check on the exact
 * string: each letter in either case or percent-encoded (either hex case), each separator a
 * slash, several, a backslash, an encoded slash or backslash, or with a dot segment or a
 * detour through '..'; a trailing slash or dot.
 */
import fc from 'fast-check';

export function spellingOf(path: string): fc.Arbitrary<string> {
  const segments = path.split('/').filter(Boolean);
  const letter = (char: string) => {
    const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
    return fc.constantFrom(
      char,
      char.toUpperCase(),
      char.toLowerCase(),
      `%${hex}`,
      `%${hex.toUpperCase()}`,
    );
  };
  const segment = (text: string) =>
    fc.tuple(...[...text].map(letter)).map((chars) => chars.join(''));
  const separator = fc.constantFrom('/', '//', '/./', '/%2F', '/%2e/', '\\', '/x/../', '/%5C');
  return fc
    .tuple(
      fc.tuple(...segments.map(segment)),
      fc.array(separator, { minLength: segments.length, maxLength: segments.length }),
      fc.constantFrom('', '/', '//', '/.'),
    )
    .map(
      ([spelled, separators, tail]) =>
        spelled.map((text, index) => `${separators[index]}${text}`).join('') + tail,
    );
}
