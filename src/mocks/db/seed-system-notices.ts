/**
 * Platform notices (sys/queryNoticeList, sys/queryNoticeDetail): rich-text HTML with tables, bold
 * text and links, some of them to the hashes of spec 2.6 (#/zxbm online sign-up with id, title
 * and ly; #/glrzhwh; #/dgtwj; #/satisficing). The notice 【测试】富文本安全检查 carries hostile markup
 * on purpose, for the front end's sanitiser to prove itself on: never render it unsanitised.
 * Published in the weeks before the business date; two trainings take online sign-ups, the
 * coming one open, the earlier one closed. Their texts and dates: ./seed-system-notice-texts.ts.
 */
import { chineseDate, chineseMonthDay, type SeedDates } from './seed-dates';
import { addDays } from './trading-calendar';
import {
  accountText,
  dgtwjText,
  feesText,
  holidayRange,
  holidayAfter,
  holidayText,
  PAST_TRAINING_NOTICE_ID,
  pastTraining,
  quarterFees,
  survey as surveyOf,
  surveyText,
  TRAINING_NOTICE_ID,
  trainingText,
  upcomingTraining,
  upgradeNight,
  upgradeText,
} from './seed-system-notice-texts';

/** 1 平台公告, 2 业务通知, 3 培训活动, 4 监管动态 */
export type NoticeType = '1' | '2' | '3' | '4';

export const NOTICE_TYPES: Record<NoticeType, string> = {
  '1': '平台公告',
  '2': '业务通知',
  '3': '培训活动',
  '4': '监管动态',
};

export interface SysNotice {
  noticeId: string;
  type: NoticeType;
  title: string;
  summary: string;
  /** Rich text (HTML) */
  content: string;
  publishTime: string;
  publisher: string;
  top: boolean;
  pageView: number;
  /** Online sign-up (zxbm) open for it */
  registEnabled: boolean;
  registDeadline: string | null;
  attachments: { name: string; url: string }[];
}

export interface SysNoticeRead {
  userId: string;
  noticeId: string;
  readTime: string;
}

export interface SysNoticeRegist {
  registId: string;
  noticeId: string;
  title: string;
  /** 来源 (ly of the zxbm link) */
  ly: string;
  name: string;
  mobile: string;
  company: string;
  position: string;
  email: string;
  attendees: number;
  remark: string;
  userId: string;
  instId: string;
  submitTime: string;
}

export const HOSTILE_NOTICE_ID = 'N202611010009';
export { PAST_TRAINING_NOTICE_ID, TRAINING_NOTICE_ID } from './seed-system-notice-texts';

const REGULATION = `<p>中国证券投资基金业协会发布《私募证券投资基金运作指引》配套问答，主要内容：</p>
<ul>
<li>单只私募证券基金的<strong>初始募集规模不得低于 1000 万元</strong>；</li>
<li>开放式基金每季度至多开放 1 次，<em>临时开放</em>须在合同中明确触发情形；</li>
<li>基金管理人应于每月结束后 10 个工作日内报送月度信息。</li>
</ul>
<p>原文请见 <a href="https://www.amac.org.cn/" target="_blank" rel="noopener noreferrer">协会官网</a>。</p>`;

const NEWSHARE = `<p>近期新股网下申购较为密集，请参与申购的产品关注以下事项：</p>
<ol><li>确保申购日前一交易日托管账户资金充足；</li><li>中签缴款须于 T+2 日 16:00 前完成；</li><li>放弃认购的须及时告知托管人。</li></ol>
<p>具体日程请见首页<strong>交易日历</strong>。</p>`;

const HOSTILE = `<p>本公告仅用于<strong>前端富文本安全检查</strong>：下列内容在页面上必须被过滤或转义，不得执行任何脚本。</p>
<script>window.__xssProbe = 'script'; alert('script');</script>
<img src="x-not-found.png" onerror="window.__xssProbe = 'img-onerror'; alert('onerror')" alt="损坏的图片">
<p><a href="javascript:window.__xssProbe = 'js-link'; alert('link')">点击领取奖励（javascript: 链接）</a></p>
<iframe srcdoc="<script>parent.__xssProbe = 'iframe-srcdoc'; alert('iframe')</script>"></iframe>
<p onclick="window.__xssProbe = 'onclick'" style="background:url(javascript:alert(1))">带事件属性的段落</p>
<svg onload="window.__xssProbe = 'svg-onload'"><circle r="10"></circle></svg>
<form action="javascript:alert('form')"><button type="submit">提交表单</button></form>
<style>body { display: none !important; }</style>
<p><a href="https://www.example.com/" target="_blank">正常的外部链接（应保留）</a></p>`;

function notice(
  noticeId: string,
  type: NoticeType,
  title: string,
  summary: string,
  content: string,
  publishTime: string,
  extra: Partial<SysNotice> = {},
): SysNotice {
  return {
    noticeId,
    type,
    title,
    summary,
    content,
    publishTime,
    publisher: '资产托管部',
    top: false,
    pageView: 0,
    registEnabled: false,
    registDeadline: null,
    attachments: [],
    ...extra,
  };
}

const TRAINING_TOPICS = '划款指令规范、估值核对要点、信息披露报送常见问题';
const PAST_TRAINING_TOPICS = '私募基金信息披露新规解读、TA 业务常见问题、电子合同签署';

function trainingNotices(d: SeedDates): SysNotice[] {
  const upcoming = upcomingTraining(d);
  const past = pastTraining(d);
  return [
    notice(
      TRAINING_NOTICE_ID,
      '3',
      `关于举办${upcoming.title}的通知`,
      `${chineseMonthDay(upcoming.day)}举办运营实务培训，欢迎在线报名。`,
      trainingText(TRAINING_NOTICE_ID, upcoming, TRAINING_TOPICS),
      d.at(-7, '09:30:00'),
      {
        pageView: 873,
        registEnabled: true,
        registDeadline: `${upcoming.deadline} 23:59:59`,
        attachments: [
          { name: '培训议程.pdf', url: 'data:application/pdf;base64,JVBERi0xLjQKJcfsj6IKJSVFT0YK' },
        ],
      },
    ),
    notice(
      PAST_TRAINING_NOTICE_ID,
      '3',
      `关于举办${past.title}的通知`,
      `${chineseMonthDay(past.day)}举办运营实务培训，欢迎在线报名。`,
      trainingText(PAST_TRAINING_NOTICE_ID, past, PAST_TRAINING_TOPICS),
      `${addDays(past.day, -16)} 09:30:00`,
      { pageView: 1024, registEnabled: true, registDeadline: `${past.deadline} 23:59:59` },
    ),
  ];
}

export function seedNotices(d: SeedDates) {
  const upgrade = upgradeNight(d);
  const account = d.trade(23);
  const dgtwjFrom = d.trade(-12);
  const survey = surveyOf(d);
  const fees = quarterFees(d.day(-19));
  const holiday = holidayAfter(d.day(-20));
  const launch = d.trade(-68);
  const [training, earlierTraining] = trainingNotices(d);
  const sysNotices: SysNotice[] = [
    notice(
      'N202611200001',
      '1',
      '关于基金管理人服务平台系统升级的公告',
      `平台将于${chineseMonthDay(upgrade)}晚进行系统升级，期间暂停服务。`,
      upgradeText(upgrade),
      d.at(-2, '17:30:00'),
      { top: true, pageView: 1286 },
    ),
    notice(
      'N202611180002',
      '2',
      '关于核对更新管理人账户信息的通知',
      `请于${chineseMonthDay(account)}前核对并更新管理人账户信息。`,
      accountText(account),
      d.at(-4, '10:00:00'),
      { pageView: 642 },
    ),
    training!,
    notice(
      'N202611100004',
      '2',
      '关于多托管文件线上签收的通知',
      '多托管文件统一通过平台线上签收。',
      dgtwjText(dgtwjFrom),
      `${dgtwjFrom} 14:00:00`,
      { pageView: 415 },
    ),
    notice(
      'N202611080005',
      '3',
      survey.title,
      '诚邀参与年度托管服务满意度调查。',
      surveyText(survey.title),
      survey.publishTime,
      { pageView: 356 },
    ),
    notice(
      'N202611050006',
      '4',
      '协会发布私募证券投资基金运作指引配套问答',
      '初始募集规模、开放频率、月度报送等要点。',
      REGULATION,
      d.at(-17, '16:45:00'),
      { pageView: 1502 },
    ),
    notice(
      'N202611030007',
      '2',
      `关于${fees.name}托管费及运营服务费划扣安排的通知`,
      `${fees.quarter}费用划扣时间安排。`,
      feesText(fees),
      d.at(-19, '11:20:00'),
      { pageView: 529 },
    ),
    notice(
      'N202611020008',
      '1',
      `关于${holiday.from.slice(0, 4)}年${holiday.name}休市安排的提示`,
      `${holidayRange(holiday)}休市，请合理安排划款。`,
      holidayText(holiday),
      d.at(-20, '15:00:00'),
      { pageView: 388 },
    ),
    notice(
      HOSTILE_NOTICE_ID,
      '1',
      '【测试】富文本安全检查',
      'QA 专用：正文含恶意标记，用于检验前端的富文本过滤。',
      HOSTILE,
      d.at(-21, '08:00:00'),
      { publisher: '平台运营组', pageView: 12 },
    ),
    notice(
      'N202610280010',
      '2',
      '关于新股网下申购资金安排的提示',
      '新股申购密集，请关注资金与缴款时间。',
      NEWSHARE,
      d.at(-25, '10:30:00'),
      { pageView: 764 },
    ),
    notice(
      'N202609150011',
      '1',
      '关于启用新版基金管理人服务平台的公告',
      '新版平台正式上线，原平台同步停止服务。',
      `<p>新版基金管理人服务平台于 <strong>${chineseDate(launch)}</strong> 正式上线，欢迎使用。</p>`,
      `${launch} 09:00:00`,
      { pageView: 2350 },
    ),
    earlierTraining!,
  ];
  const sysNoticeReads: SysNoticeRead[] = [
    { userId: 'U10001', noticeId: 'N202611050006', readTime: d.at(-17, '17:02:11') },
    { userId: 'U10001', noticeId: 'N202609150011', readTime: `${launch} 09:30:45` },
  ];
  const sysNoticeRegists: SysNoticeRegist[] = [];
  return { sysNotices, sysNoticeReads, sysNoticeRegists };
}
