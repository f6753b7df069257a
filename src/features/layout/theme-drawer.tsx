/** Interface settings (spec 3 settings): main colour, menu colour and background, accordion; saved per user. */
import { ColorPicker, Drawer, Form, Radio, Switch } from 'antd';
import { storeTheme } from '@/lib/browser-storage';
import { MENU_BACKGROUNDS, type MenuBackground, type ThemeSettings } from '@/policy/theme-settings';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectTheme, themeChanged } from '@/state/theme-slice';

const BACKGROUND_NAMES: Record<MenuBackground, string> = {
  none: '无',
  lines: '斜纹',
  glow: '光晕',
  dusk: '暮色',
};

/** The colours the user picks, in the drawer's order. */
const COLOR_FIELDS = [
  ['mainColor', '主题色'],
  ['menuColor', '菜单背景色'],
] as const satisfies readonly (readonly [keyof ThemeSettings, string])[];

export function ThemeDrawer({
  open,
  userId,
  onClose,
}: {
  open: boolean;
  userId: string;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const change = (patch: Partial<ThemeSettings>) => {
    dispatch(themeChanged(patch));
    storeTheme(userId, JSON.stringify({ ...theme, ...patch }));
  };

  return (
    <Drawer open={open} onClose={onClose} title="界面设置" size={320} data-testid="theme-drawer">
      <Form layout="vertical">
        {COLOR_FIELDS.map(([field, label]) => (
          <Form.Item key={field} label={label}>
            <ColorPicker
              value={theme[field]}
              disabledAlpha
              onChangeComplete={(color) => change({ [field]: color.toHexString() })}
            />
          </Form.Item>
        ))}
        <Form.Item label="菜单背景图案">
          <Radio.Group
            value={theme.menuBackground}
            onChange={(event) => change({ menuBackground: event.target.value as MenuBackground })}
            options={(Object.keys(MENU_BACKGROUNDS) as MenuBackground[]).map((key) => ({
              value: key,
              label: BACKGROUND_NAMES[key],
            }))}
          />
        </Form.Item>
        <Form.Item label="显示菜单背景">
          <Switch
            checked={theme.showBackground}
            onChange={(showBackground) => change({ showBackground })}
          />
        </Form.Item>
        <Form.Item label="手风琴菜单（同时只展开一个板块）">
          <Switch
            data-testid="theme-accordion"
            checked={theme.accordion}
            onChange={(accordion) => change({ accordion })}
          />
        </Form.Item>
        <Form.Item label="语言">简体中文</Form.Item>
      </Form>
    </Drawer>
  );
}
