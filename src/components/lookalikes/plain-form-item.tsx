/**
 * One vertical form row in antd's own markup and class names, styled by antd's static
 * stylesheet (zeroRuntime): it looks and reads like a Form.Item, without antd's Form,
 * its validator, grid and tooltip on the login page's first download. The theme's variables
 * come from the ConfigProvider's CSS-variable class (ANTD_CSS_VAR_KEY), as on antd's own; the
 * Form's own variables, which antd sets only when its Form renders, from the same tokens as
 * antd's Form derives them.
 */
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { ANTD_CSS_VAR_KEY } from '@/lib/antd-css-var';
import { helpId } from './form-help-id';

interface PlainFormItemProps {
  /** The control's id; also names the message (`{id}_help`) that aria-describedby points at. */
  id: string;
  label: string;
  /** The label points at the control; false where the control names itself (aria-label). */
  labelFor?: boolean;
  error?: string | undefined;
  children: ReactNode;
}

export function PlainFormItem({ id, label, labelFor = true, error, children }: PlainFormItemProps) {
  const { token } = theme.useToken();
  const formVars = {
    '--ant-form-label-required-mark-color': token.colorError,
    '--ant-form-label-color': token.colorTextHeading,
    '--ant-form-label-font-size': `${token.fontSize}px`,
    '--ant-form-label-height': `${token.controlHeight}px`,
    '--ant-form-vertical-label-height': 'auto',
    '--ant-form-label-colon-margin-inline-start': `${token.marginXXS / 2}px`,
    '--ant-form-label-colon-margin-inline-end': `${token.marginXS}px`,
    '--ant-form-item-margin-bottom': `${token.marginLG}px`,
    '--ant-form-vertical-label-padding': `0 0 ${token.paddingXS}px`,
    '--ant-form-vertical-label-margin': '0px',
  } as CSSProperties;
  const scope = `${ANTD_CSS_VAR_KEY} ant-form-css-var`;
  const state = error ? ' ant-form-item-with-help ant-form-item-has-error' : '';
  return (
    <div className={`ant-form-item ${scope} ant-form-item-vertical${state}`} style={formVars}>
      <div className="ant-row ant-form-item-row">
        <div className="ant-col ant-form-item-label">
          <label
            htmlFor={labelFor ? id : undefined}
            className="ant-form-item-required ant-form-item-required-mark-hidden"
            title={label}
          >
            {label}
          </label>
        </div>
        <div className="ant-col ant-form-item-control">
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">{children}</div>
          </div>
          {error && (
            // As antd does: the message takes the item's bottom margin, which the offset below
            // gives back, so that a message does not push the fields under it.
            <div className="ant-form-item-additional" style={{ minHeight: token.marginLG }}>
              <div
                id={helpId(id)}
                className={`ant-form-item-explain ${scope} ant-form-item-explain-connected`}
              >
                <div className="ant-form-item-explain-error">{error}</div>
              </div>
            </div>
          )}
        </div>
      </div>
      {error && (
        <div className="ant-form-item-margin-offset" style={{ marginBottom: -token.marginLG }} />
      )}
    </div>
  );
}
