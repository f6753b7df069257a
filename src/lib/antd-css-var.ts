/**
 * The class on which antd's ConfigProvider sets the theme's CSS variables (its `cssVar.key`).
 * Fixed rather than generated, so that markup written in antd's class names without an antd
 * component (src/features/auth/plain-form-item.tsx) can take the same variables.
 */
export const ANTD_CSS_VAR_KEY = 'css-var-portal';
