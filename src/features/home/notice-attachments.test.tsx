import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeAttachments, UNSAFE_ATTACHMENT_HINT } from './notice-attachments';

describe('NoticeAttachments', () => {
  it('links a safe address in a new window; shows any other as text with a hint', () => {
    const files = [
      { name: '议程.pdf', url: 'https://files.example.com/a.pdf' },
      { name: '说明.pdf', url: '/static/notice/b.pdf' },
      { name: '接口.pdf', url: '/api/user/addProdSet?setName=X&pdCodes=' },
      { name: '大写.pdf', url: '/API/user/addProdSet' },
      { name: '反斜杠.pdf', url: '/\\evil.example.com/c.pdf' },
      { name: '制表符.pdf', url: '/\t/evil.example.com/d.pdf' },
      { name: '协议相对.pdf', url: '//evil.example.com/e.pdf' },
      { name: '数据.pdf', url: 'data:application/pdf;base64,JVBERi0xLjQK' },
      { name: '脚本.pdf', url: 'javascript:alert(1)' },
      { name: '片段.pdf', url: '#/zxbm' },
    ];
    render(<NoticeAttachments files={files} />);
    const items = screen.getAllByTestId('notice-attachment');
    expect(items).toHaveLength(files.length);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://files.example.com/a.pdf',
      '/static/notice/b.pdf',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const item of items.slice(2)) {
      expect(within(item).queryByRole('link')).toBeNull();
      expect(item).toHaveTextContent(UNSAFE_ATTACHMENT_HINT);
    }
    expect(items[2]).toHaveTextContent('接口.pdf');
  });

  it('renders nothing without attachments', () => {
    const { container } = render(<NoticeAttachments files={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
