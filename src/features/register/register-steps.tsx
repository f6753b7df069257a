/**
 * The wizard's steps (spec 2.7) with spec 9's step title width: 140 px in the medium Steps of a
 * wide screen (md, 768 px, and up), 100 px in the small Steps of a narrow one. Earlier steps of a
 * draft can be opened again.
 */
import { Grid, Steps } from 'antd';
import { STEP_TITLE_WIDTH } from '@/config/spec-limits';
import { STEP_KEYS, STEP_TITLES } from './register-model';

export function RegisterSteps({
  current,
  editable,
  onOpen,
}: {
  current: number;
  editable: boolean;
  onOpen: (index: number) => void;
}) {
  const size = Grid.useBreakpoint().md ? 'medium' : 'small';
  return (
    <Steps
      data-testid="register-steps"
      current={current}
      size={size}
      titlePlacement="vertical"
      style={{ marginBottom: 24 }}
      styles={{ itemTitle: { width: STEP_TITLE_WIDTH[size] } }}
      onChange={(index) => {
        if (editable && index < current) onOpen(index);
      }}
      items={STEP_KEYS.map((key, index) => ({
        title: STEP_TITLES[key],
        disabled: !(editable && index < current),
      }))}
    />
  );
}
