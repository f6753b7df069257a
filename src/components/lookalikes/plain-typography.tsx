/**
 * antd's Typography look without its component: the markup and class names that antd's
 * Typography.Text and Typography.Title render, styled by antd's static stylesheet (antd.css), so
 * the signed-in frame's first download does not carry Typography's copy, edit and measuring
 * code. A single-line title cut by its width shows its full text on hover (the `title`
 * attribute), as Typography's ellipsis tooltip did.
 */
import type { HTMLAttributes, MouseEvent } from 'react';
import { ANTD_CSS_VAR_KEY } from '@/lib/antd-css-var';

function typographyClass(...extra: (string | false | undefined)[]): string {
  return ['ant-typography', ...extra.filter(Boolean), ANTD_CSS_VAR_KEY].join(' ');
}

export type PlainTextProps = HTMLAttributes<HTMLSpanElement> & {
  type?: 'secondary';
  strong?: boolean;
};

export function PlainText({ type, strong, className, children, ...rest }: PlainTextProps) {
  return (
    <span className={typographyClass(type && `ant-typography-${type}`, className)} {...rest}>
      {strong ? <strong>{children}</strong> : children}
    </span>
  );
}

export type PlainTitleProps = HTMLAttributes<HTMLHeadingElement> & {
  level: 4 | 5;
  /** One line, cut with an ellipsis; the full text on hover when cut. */
  ellipsis?: boolean;
};

/** The full text as the element's tooltip when its width cuts it, else none. */
function titleWhenCut(element: HTMLElement): void {
  if (element.scrollWidth > element.clientWidth) element.title = element.textContent ?? '';
  else element.removeAttribute('title');
}

export function PlainTitle({ level, ellipsis, className, onMouseEnter, ...rest }: PlainTitleProps) {
  const Heading = level === 4 ? 'h4' : 'h5';
  const enter = (event: MouseEvent<HTMLHeadingElement>) => {
    if (ellipsis) titleWhenCut(event.currentTarget);
    onMouseEnter?.(event);
  };
  return (
    <Heading
      className={typographyClass(
        ellipsis && 'ant-typography-ellipsis ant-typography-ellipsis-single-line',
        className,
      )}
      onMouseEnter={enter}
      {...rest}
    />
  );
}
