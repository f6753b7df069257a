import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NARROWINGS, narrowed } from './antd-narrow-imports';

const NM = '/app/node_modules';
const antdFile = (path: string) => readFileSync(`node_modules/antd/es/${path}`, 'utf8');

describe('narrowed', () => {
  it.each([
    ['form/context.js', '@rc-component/form', /^@rc-component\/form\/es\/FormContext\.js$/],
    ['config-provider/index.js', '../tooltip/UniqueProvider', /unique-provider-off\.tsx$/],
    ['button/style/token.js', '../../color-picker/components/ColorPresets', /is-bright\.ts$/],
    ['tag/style/index.js', '../../color-picker/components/ColorPresets', /is-bright\.ts$/],
    [
      'color-picker/color.js',
      '@rc-component/color-picker',
      /^@rc-component\/color-picker\/es\/color\.js$/,
    ],
  ])('sends antd/es/%s importing %s to the narrower module', (importer, source, target) => {
    expect(narrowed(`${NM}/antd/es/${importer}`, source)).toMatch(target);
  });

  it.each([
    [
      "antd's colour picker itself",
      `${NM}/antd/es/color-picker/ColorPicker.js`,
      '@rc-component/color-picker',
    ],
    [
      "the presets' own importer",
      `${NM}/antd/es/color-picker/components/PanelPresets.js`,
      './ColorPresets',
    ],
    ['Tooltip', `${NM}/antd/es/tooltip/index.js`, './UniqueProvider'],
    ['the portal', '/app/src/features/layout/theme-drawer.tsx', '@rc-component/color-picker'],
    ['an entry (no importer)', undefined, '../tooltip/UniqueProvider'],
  ])('leaves %s alone', (_, importer, source) => {
    expect(narrowed(importer, source)).toBeNull();
  });
});

describe('the antd it is written for', () => {
  // An antd upgrade that moves one of these imports turns its narrowing off: the /login budget
  // (bench/budgets.json, mustNotLoad) says so too.
  it.each(
    NARROWINGS.flatMap(({ importers, source, takes }) =>
      importers.map((file) => [file, `import ${takes} from '${source}'`]),
    ),
  )('antd/es/%s has %s', (file, line) => {
    expect(antdFile(file)).toContain(line);
  });
});
