/**
 * The five pages the shell shows under its full-screen watermark (spec 2.8). The stub marks
 * them with data-watermark-page; the watermark itself is the shell's.
 */
import { useCls } from '../../../kit/stub-context';
import { StubPage } from '../../../kit/stub-page';

export function WatermarkPage() {
  const cls = useCls();
  return (
    <StubPage marks={{ 'data-watermark-page': 'true' }}>
      <p className={cls('note')}>本页数据敏感：门户在此页显示水印（用户名与当前时间）。</p>
    </StubPage>
  );
}
