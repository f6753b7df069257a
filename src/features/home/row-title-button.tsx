/** The title of a list row (a notice, a task, a to-do) as a link-styled button that wraps like text. */
import { Button, type ButtonProps } from 'antd';

export function RowTitleButton({ style, ...rest }: Omit<ButtonProps, 'type' | 'size'>) {
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left', ...style }}
      {...rest}
    />
  );
}
