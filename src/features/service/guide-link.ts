/**
 * How a guide of the operating-guidance zone opens (spec 7.4 sys/queryOperationalGuidance):
 * a portal route navigates inside the portal, an http(s) address opens in a new window
 * (rel noopener noreferrer), an embedded PDF or office file downloads. Anything else
 * (javascript:, other data: types, protocol-relative addresses) is not opened at all.
 */
import type { Guide } from '@/api/system-types';

export type GuideLink =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'download'; href: string; fileName: string }
  | { kind: 'none' };

/** Embedded files that may be downloaded, by MIME type → file extension. */
const DOWNLOADABLE: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

export function guideLink(guide: Pick<Guide, 'url' | 'title'>): GuideLink {
  const url = guide.url.trim();
  if (/^\/(?![/\\])[^\s\\]*$/.test(url)) return { kind: 'route', to: url };
  if (/^https?:\/\/[^\s/\\]+[^\s\\]*$/i.test(url)) return { kind: 'external', href: url };
  const data = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)[;,]/i.exec(url);
  const extension = data ? DOWNLOADABLE[data[1]?.toLowerCase() ?? ''] : undefined;
  if (extension) return { kind: 'download', href: url, fileName: `${guide.title}.${extension}` };
  return { kind: 'none' };
}

export const GUIDE_TYPE_NAMES: Readonly<Record<Guide['guideType'], string>> = {
  doc: '文档',
  video: '视频',
  page: '业务办理',
};
