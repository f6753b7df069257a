/**
 * The route parameters of a detail page, one line each: the page's label, then the value in an
 * element of its QA test id (`stub-param-id`, `stub-param-pdcode`).
 */
import { useCls } from './stub-context';

export function RouteParams({
  params,
}: {
  params: readonly (readonly [string, string, string])[];
}) {
  const cls = useCls();
  return (
    <section className={cls('section')}>
      {params.map(([label, testId, value]) => (
        <p key={testId}>
          {label}：<span data-testid={testId}>{value}</span>
        </p>
      ))}
    </section>
  );
}
