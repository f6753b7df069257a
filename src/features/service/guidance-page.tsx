/** /yzzyfwzq: the operating-guidance service zone (spec 2.1). */
export default function GuidancePage() {
  return <div data-testid="guidance-page">运营指导服务专区</div>;
}
