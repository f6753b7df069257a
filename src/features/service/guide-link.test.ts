import { describe, expect, it } from 'vitest';
import { guideLink } from '@/features/service/guide-link';

const open = (url: string) => guideLink({ url, title: '指引' });

describe('guideLink', () => {
  it('navigates inside the portal for a route', () => {
    expect(open('/iservice/cpgl/cpfx')).toEqual({ kind: 'route', to: '/iservice/cpgl/cpfx' });
  });

  it('opens http(s) addresses outside', () => {
    expect(open('https://video.example.com/a.mp4')).toEqual({
      kind: 'external',
      href: 'https://video.example.com/a.mp4',
    });
    expect(open('HTTP://example.com')).toEqual({ kind: 'external', href: 'HTTP://example.com' });
  });

  it('downloads an embedded PDF under the guide title', () => {
    expect(open('data:application/pdf;base64,JVBERi0x')).toEqual({
      kind: 'download',
      href: 'data:application/pdf;base64,JVBERi0x',
      fileName: '指引.pdf',
    });
  });

  it('opens nothing unsafe or unknown', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'vbscript:x',
      'https://',
      '',
    ]) {
      expect(open(url)).toEqual({ kind: 'none' });
    }
  });
});
