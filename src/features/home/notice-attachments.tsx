/**
 * The attachments of a notice: a link only where the sanitiser's URL rule allows it (another
 * host over http(s), or a page of this site outside the API: src/policy/rich-text-url.ts),
 * opened in a new window without opener or referrer. Any other address is shown as text with
 * a hint, never as a link.
 */
import { Typography } from 'antd';
import { safeRichTextUrl } from '@/lib/sanitize-html';

export const UNSAFE_ATTACHMENT_HINT = '附件地址不安全，已停用链接，请联系发布方获取';

export function NoticeAttachments({ files }: { files: readonly { name: string; url: string }[] }) {
  if (files.length === 0) return null;
  return (
    <ul data-testid="notice-attachments">
      {files.map((file, index) => {
        const href = safeRichTextUrl(file.url, 'link');
        return (
          <li key={`${index}-${file.url}`} data-testid="notice-attachment">
            {href !== null && !href.startsWith('#') ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {file.name}
              </a>
            ) : (
              <>
                <Typography.Text>{file.name}</Typography.Text>{' '}
                <Typography.Text type="warning">（{UNSAFE_ATTACHMENT_HINT}）</Typography.Text>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
