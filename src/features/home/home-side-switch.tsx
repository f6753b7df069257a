/**
 * The 私募/公募 switch of a switchable home view (home-page.tsx). A chunk of its own, loaded only
 * for such a view: antd's Segmented is not part of every home page's first download.
 */
import { Segmented } from 'antd';
import type { HomeLayout, HomeSide } from '@/policy/home-layout';

export default function HomeSideSwitch({
  switcher,
  onChange,
}: {
  switcher: NonNullable<HomeLayout['switcher']>;
  onChange: (side: HomeSide) => void;
}) {
  return (
    <Segmented<HomeSide>
      data-testid="home-side-switch"
      aria-label="切换私募/公募视图"
      value={switcher.current}
      onChange={onChange}
      options={switcher.sides.map((side) => ({ value: side.key, label: side.label }))}
    />
  );
}
