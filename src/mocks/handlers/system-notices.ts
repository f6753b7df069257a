/**
 * Mock handlers of the notices (src/api/system.ts): list, detail, read flags, page views, the
 * online sign-up (zxbm) and the keyword search over notices and menu names.
 */
import type { HttpHandler } from 'msw';
import { SIGN_UP_LIMITS } from '@/api/field-limits';
import type { NoticeSummary } from '@/api/system-types';
import { SYSTEM_URLS } from '@/api/system-urls';
import { db } from '../db/db';
import { NOTICE_TYPES, type NoticeType, type SysNotice } from '../db/seed-system-notices';
import { ApiError, CODE, ok, route, type Params } from '../http-kit';
import { oneOf, optInt, optStr, str } from '../validate';
import { pageOf, pagingOf } from '../paging';
import { nowText, SC } from './system-kit';

const NOTICE_TYPE_KEYS = Object.keys(NOTICE_TYPES) as NoticeType[];
const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function findNotice(params: Params, key = 'noticeId'): SysNotice {
  const noticeId = str(params, key, '公告编号', 50);
  const notice = db.sysNotices.find((n) => n.noticeId === noticeId);
  if (!notice) throw new ApiError(SC.noticeNotFound, '公告不存在');
  return notice;
}

function isRead(userId: string, noticeId: string): boolean {
  return db.sysNoticeReads.some((r) => r.userId === userId && r.noticeId === noticeId);
}

function summaryOf(notice: SysNotice, userId: string): NoticeSummary {
  return {
    noticeId: notice.noticeId,
    type: notice.type,
    typeName: NOTICE_TYPES[notice.type],
    title: notice.title,
    summary: notice.summary,
    publishTime: notice.publishTime,
    publisher: notice.publisher,
    top: notice.top,
    read: isRead(userId, notice.noticeId),
    pageView: notice.pageView,
    registEnabled: notice.registEnabled,
  };
}

/** Top notices first, then the newest. */
function ordered(notices: readonly SysNotice[]): SysNotice[] {
  return [...notices].sort(
    (a, b) => Number(b.top) - Number(a.top) || b.publishTime.localeCompare(a.publishTime),
  );
}

function markRead(userId: string, noticeId: string): void {
  if (!isRead(userId, noticeId)) {
    db.sysNoticeReads.push({ userId, noticeId, readTime: nowText() });
  }
}

export const systemNoticeHandlers: HttpHandler[] = [
  route('get', SYSTEM_URLS.queryNoticeList, ({ params, session }) => {
    const keyword = optStr(params, 'keyword', '关键字', 50);
    const type = params.type ? oneOf(params, 'type', NOTICE_TYPE_KEYS, '公告类型') : undefined;
    const paging = pagingOf(params);
    const userId = session.user.userId;
    const rows = ordered(db.sysNotices).filter(
      (n) =>
        (!type || n.type === type) &&
        (!keyword || n.title.includes(keyword) || n.summary.includes(keyword)),
    );
    const unreadCount = db.sysNotices.filter((n) => !isRead(userId, n.noticeId)).length;
    const page = pageOf(rows, paging);
    return ok({ ...page, list: page.list.map((n) => summaryOf(n, userId)), unreadCount });
  }),

  route('get', SYSTEM_URLS.queryNoticeDetail, ({ params, session }) => {
    const notice = findNotice(params);
    return ok({
      ...summaryOf(notice, session.user.userId),
      content: notice.content,
      registDeadline: notice.registDeadline,
      attachments: notice.attachments,
    });
  }),

  route('get', SYSTEM_URLS.submitReadFlag, ({ params, session }) => {
    const notice = findNotice(params);
    markRead(session.user.userId, notice.noticeId);
    return ok({ noticeId: notice.noticeId, read: true });
  }),

  route('post', SYSTEM_URLS.increasePageView, ({ params }) => {
    const notice = findNotice(params);
    notice.pageView += 1;
    return ok({ noticeId: notice.noticeId, pageView: notice.pageView });
  }),

  route('post', SYSTEM_URLS.noticeRegistSubmit, ({ params, session }) => {
    const notice = findNotice(params, 'id');
    const title = str(params, 'title', '活动名称', 100);
    const ly = str(params, 'ly', '来源', 50);
    // Every field is checked (length, format) before the business rules are.
    const name = str(params, 'name', '姓名', SIGN_UP_LIMITS.name);
    const mobile = str(params, 'mobile', '手机号', SIGN_UP_LIMITS.mobile);
    if (!MOBILE.test(mobile)) throw new ApiError(CODE.malformed, '手机号格式不正确');
    const company = optStr(params, 'company', '单位', SIGN_UP_LIMITS.company);
    const position = optStr(params, 'position', '职务', SIGN_UP_LIMITS.position) ?? '';
    const email = optStr(params, 'email', '邮箱', SIGN_UP_LIMITS.email) ?? '';
    if (email && !EMAIL.test(email)) throw new ApiError(CODE.malformed, '邮箱格式不正确');
    const attendees = optInt(params, 'attendees', '参会人数', { min: 1, max: 10 }) ?? 1;
    const remark = optStr(params, 'remark', '备注', SIGN_UP_LIMITS.remark) ?? '';
    if (!notice.registEnabled) throw new ApiError(SC.registRefused, '该公告未开放在线报名');
    if (notice.registDeadline && nowText() > notice.registDeadline) {
      throw new ApiError(SC.registRefused, '在线报名已截止');
    }
    if (db.sysNoticeRegists.some((r) => r.noticeId === notice.noticeId && r.mobile === mobile)) {
      throw new ApiError(SC.registRefused, '该手机号已报名');
    }
    const registId = `BM${notice.noticeId.slice(1)}${String(db.sysNoticeRegists.length + 1).padStart(3, '0')}`;
    db.sysNoticeRegists.push({
      registId,
      noticeId: notice.noticeId,
      title,
      ly,
      name,
      mobile,
      company: company ?? session.inst.instName,
      position,
      email,
      attendees,
      remark,
      userId: session.user.userId,
      instId: session.inst.instId,
      submitTime: nowText(),
    });
    return ok({ registId }, { message: '报名成功' });
  }),

  route('post', SYSTEM_URLS.contentSearch, ({ params, session }) => {
    const keyword = str(params, 'keyword', '关键字', 50);
    const scope = params.scope
      ? oneOf(params, 'scope', ['all', 'notice', 'menu'] as const, '搜索范围')
      : 'all';
    const size = optInt(params, 'size', '条数', { min: 1, max: 50 }) ?? 10;
    const notices =
      scope === 'menu'
        ? []
        : ordered(db.sysNotices)
            .filter((n) => n.title.includes(keyword) || n.summary.includes(keyword))
            .slice(0, size)
            .map((n) => ({
              noticeId: n.noticeId,
              title: n.title,
              typeName: NOTICE_TYPES[n.type],
              publishTime: n.publishTime,
            }));
    const isAdmin = session.user.roleNames.some((r) => r.includes('管理员'));
    const menus =
      scope === 'notice'
        ? []
        : db.sysSearchMenus
            .filter((m) => m.name.includes(keyword) || m.parentName.includes(keyword))
            // The system-admin pages are only found by administrators (spec 6).
            .filter((m) => isAdmin || !m.path.startsWith('/iservice/xtgl/'))
            .slice(0, size)
            .map((m) => ({ ...m }));
    return ok({ notices, menus, total: notices.length + menus.length });
  }),
];
