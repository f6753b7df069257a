/**
 * The look-alikes of this folder against the antd they imitate: each uses only class names that
 * antd's own component renders for the same props, so antd's static stylesheet styles both
 * alike, and StatusPanel shows the icon antd's Result shows. The pinned version is the one they
 * were last compared with on screen (docs/performance.md: the frame's screenshots were
 * pixel-identical); a new antd fails here until they are compared again.
 */
import { render } from '@testing-library/react';
import { ConfigProvider, Form, Input, Result, Typography, version } from 'antd';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ANTD_CSS_VAR_KEY } from '@/lib/antd-css-var';
import { PlainFormItem } from './plain-form-item';
import { PlainText, PlainTitle } from './plain-typography';
import { StatusPanel } from './status-panel';

const COMPARED_WITH = '6.6.8';

/** Every class name in the rendered tree, without the theme's CSS-variable scopes. */
function classNames(element: ReactElement): Set<string> {
  const { container, unmount } = render(
    <ConfigProvider theme={{ cssVar: { key: 'portal' } }}>{element}</ConfigProvider>,
  );
  const names = new Set<string>();
  container.querySelectorAll('[class]').forEach((node) => {
    node.classList.forEach((name) => {
      if (!name.startsWith('css-var') && !name.endsWith('-css-var')) names.add(name);
    });
  });
  unmount();
  return names;
}

/**
 * antd adds this to a Form.Item once it has measured the item's message, which jsdom cannot;
 * it carries only an inline margin, no class rule of the stylesheet.
 */
const MEASURED_ONLY = ['ant-form-item-margin-offset'];

function expectOnlyAntdClasses(lookalike: ReactElement, original: ReactElement) {
  const ours = classNames(lookalike);
  const antds = new Set([...classNames(original), ...MEASURED_ONLY]);
  expect(ours.size).toBeGreaterThan(0);
  expect([...ours].filter((name) => !antds.has(name))).toEqual([]);
}

describe('the antd look-alikes', () => {
  it(`were compared with antd ${COMPARED_WITH}`, () => {
    expect(version, 'compare the look-alikes with the new antd, then pin its version').toBe(
      COMPARED_WITH,
    );
  });

  it.each([
    [
      'secondary text',
      <PlainText type="secondary">当前机构</PlainText>,
      <Typography.Text type="secondary">当前机构</Typography.Text>,
    ],
    [
      'strong text',
      <PlainText strong>智能客服</PlainText>,
      <Typography.Text strong>智能客服</Typography.Text>,
    ],
    [
      'a title',
      <PlainTitle level={4}>欢迎</PlainTitle>,
      <Typography.Title level={4}>欢迎</Typography.Title>,
    ],
    [
      'a title cut to one line',
      <PlainTitle level={5} ellipsis>
        运营指导服务专区
      </PlainTitle>,
      <Typography.Title level={5} ellipsis>
        运营指导服务专区
      </Typography.Title>,
    ],
  ])('%s uses only the class names of Typography', (_, lookalike, original) => {
    expectOnlyAntdClasses(lookalike, original);
  });

  it('the form row uses only the class names of a vertical Form.Item, with and without its message', () => {
    for (const error of [undefined, '请输入用户名']) {
      expectOnlyAntdClasses(
        <PlainFormItem id="userName" label="用户名" error={error}>
          <Input id="userName" />
        </PlainFormItem>,
        <Form layout="vertical" requiredMark={false}>
          <Form.Item
            label="用户名"
            htmlFor="userName"
            required
            validateStatus={error ? 'error' : undefined}
            help={error}
          >
            <Input id="userName" />
          </Form.Item>
        </Form>,
      );
    }
  });

  it.each(['error', 'warning', 'info'] as const)(
    'a %s panel shows the icon of Result',
    (status) => {
      const icon = (element: ReactElement) =>
        [...classNames(element)].filter((name) => name.startsWith('anticon-')).sort();
      expect(icon(<StatusPanel status={status} title="网络异常" />)).toEqual(
        icon(<Result status={status} title="网络异常" />),
      );
    },
  );

  it('the typography carries the theme scope antd gives its own', () => {
    const { container } = render(<PlainText>x</PlainText>);
    expect(container.firstElementChild).toHaveClass(ANTD_CSS_VAR_KEY);
  });
});
