/**
 * Platform notices (sys/queryNoticeList, sys/queryNoticeDetail): rich-text HTML with tables, bold
 * text and links, some of them to the hashes of spec 2.6 (#/zxbm online sign-up with id, title
 * and ly; #/glrzhwh; #/dgtwj; #/satisficing). The notice 【测试】富文本安全检查 carries hostile markup
 * on purpose, for the front end's sanitiser to prove itself on: never render it unsanitised.
 */

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
export const TRAINING_NOTICE_ID = 'N202611150003';

const TRAINING_TITLE = '2026年私募基金运营实务培训（第四期）';

function zxbmHash(id: string, title: string, ly: string): string {
  return `#/zxbm?id=${id}&title=${encodeURIComponent(title)}&ly=${ly}`;
}

const UPGRADE = `<p>尊敬的管理人：</p>
<p>为提升服务质量，基金管理人服务平台将于<strong>2026年11月28日（周六）20:00 至 11月29日（周日）08:00</strong>进行系统升级，期间平台暂停服务。</p>
<table border="1" cellpadding="6">
<thead><tr><th>影响范围</th><th>说明</th></tr></thead>
<tbody>
<tr><td>划款指令</td><td>升级期间不能提交，请提前安排</td></tr>
<tr><td>估值核对</td><td>不受影响，升级完成后可正常查询</td></tr>
<tr><td>电子合同</td><td>暂停签署</td></tr>
</tbody>
</table>
<p>如有疑问，请致电 <strong>95548-3</strong>。</p>`;

const ACCOUNT = `<p>请各管理人于<strong>2026年12月15日</strong>前核对并更新管理人账户信息（收款账户、预留印鉴、授权经办人）。</p>
<p>操作路径：在线服务平台 → 产品管理 → <a href="#/glrzhwh">管理人账户维护</a>。</p>
<ol><li>核对收款账户开户行及账号；</li><li>上传最新的授权书扫描件；</li><li>提交后由托管人复核。</li></ol>`;

const TRAINING = `<p>为帮助管理人熟悉托管运营新规，我部将举办<strong>${TRAINING_TITLE}</strong>。</p>
<table border="1" cellpadding="6">
<tbody>
<tr><td>时间</td><td>2026年12月3日 14:00-17:00</td></tr>
<tr><td>地点</td><td>上海市浦东新区世纪大道 1198 号 28 层 / 线上同步直播</td></tr>
<tr><td>内容</td><td>划款指令规范、估值核对要点、信息披露报送常见问题</td></tr>
</tbody>
</table>
<p>名额有限，请于 11月30日 前<a href="${zxbmHash(TRAINING_NOTICE_ID, TRAINING_TITLE, 'notice')}">在线报名</a>。</p>`;

const DGTWJ = `<p>自 2026年11月10日起，<strong>多托管文件</strong>（多个托管人共同出具的文件）统一通过平台线上签收。</p>
<p>请进入 <a href="#/dgtwj">多托管文件签收</a> 页面查看待签收文件。</p>`;

const SURVEY = `<p>感谢您一年来对我部托管服务的支持。为持续改进服务，诚邀您参与<strong>2026年度托管服务满意度调查</strong>，约需 5 分钟。</p>
<p><a href="#/satisficing">立即参与满意度调查</a></p>`;

const REGULATION = `<p>中国证券投资基金业协会发布《私募证券投资基金运作指引》配套问答，主要内容：</p>
<ul>
<li>单只私募证券基金的<strong>初始募集规模不得低于 1000 万元</strong>；</li>
<li>开放式基金每季度至多开放 1 次，<em>临时开放</em>须在合同中明确触发情形；</li>
<li>基金管理人应于每月结束后 10 个工作日内报送月度信息。</li>
</ul>
<p>原文请见 <a href="https://www.amac.org.cn/" target="_blank" rel="noopener noreferrer">协会官网</a>。</p>`;

const FEES = `<p>2026年第四季度托管费、运营服务费将按下表时间划扣：</p>
<table border="1" cellpadding="6">
<thead><tr><th>费用类型</th><th>计提截止日</th><th>划扣日</th></tr></thead>
<tbody>
<tr><td>托管费</td><td>2026-12-31</td><td>2027-01-08</td></tr>
<tr><td>运营服务费</td><td>2026-12-31</td><td>2027-01-08</td></tr>
<tr><td>管理费</td><td>2026-12-31</td><td>按管理人划款指令</td></tr>
</tbody>
</table>
<p>请确保托管账户可用余额充足。</p>`;

const HOLIDAY = `<p>根据沪深交易所 2027 年元旦休市安排，<strong>2027年1月1日</strong>休市，12月31日（周四）为 2026 年最后一个交易日。</p>
<p>请合理安排申购赎回及划款指令，避免资金在途过久。</p>`;

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

export function seedNotices() {
  const sysNotices: SysNotice[] = [
    notice(
      'N202611200001',
      '1',
      '关于基金管理人服务平台系统升级的公告',
      '平台将于11月28日晚进行系统升级，期间暂停服务。',
      UPGRADE,
      '2026-11-20 17:30:00',
      { top: true, pageView: 1286 },
    ),
    notice(
      'N202611180002',
      '2',
      '关于核对更新管理人账户信息的通知',
      '请于12月15日前核对并更新管理人账户信息。',
      ACCOUNT,
      '2026-11-18 10:00:00',
      { pageView: 642 },
    ),
    notice(
      TRAINING_NOTICE_ID,
      '3',
      `关于举办${TRAINING_TITLE}的通知`,
      '12月3日举办运营实务培训，欢迎在线报名。',
      TRAINING,
      '2026-11-15 09:30:00',
      {
        pageView: 873,
        registEnabled: true,
        registDeadline: '2026-11-30 23:59:59',
        attachments: [
          { name: '培训议程.pdf', url: 'data:application/pdf;base64,JVBERi0xLjQKJcfsj6IKJSVFT0YK' },
        ],
      },
    ),
    notice(
      'N202611100004',
      '2',
      '关于多托管文件线上签收的通知',
      '多托管文件统一通过平台线上签收。',
      DGTWJ,
      '2026-11-10 14:00:00',
      { pageView: 415 },
    ),
    notice(
      'N202611080005',
      '3',
      '2026年度托管服务满意度调查',
      '诚邀参与年度托管服务满意度调查。',
      SURVEY,
      '2026-11-08 09:00:00',
      { pageView: 356 },
    ),
    notice(
      'N202611050006',
      '4',
      '协会发布私募证券投资基金运作指引配套问答',
      '初始募集规模、开放频率、月度报送等要点。',
      REGULATION,
      '2026-11-05 16:45:00',
      { pageView: 1502 },
    ),
    notice(
      'N202611030007',
      '2',
      '关于2026年第四季度托管费及运营服务费划扣安排的通知',
      '第四季度费用划扣时间安排。',
      FEES,
      '2026-11-03 11:20:00',
      { pageView: 529 },
    ),
    notice(
      'N202611020008',
      '1',
      '关于2027年元旦休市安排的提示',
      '2027年1月1日休市，请合理安排划款。',
      HOLIDAY,
      '2026-11-02 15:00:00',
      { pageView: 388 },
    ),
    notice(
      HOSTILE_NOTICE_ID,
      '1',
      '【测试】富文本安全检查',
      'QA 专用：正文含恶意标记，用于检验前端的富文本过滤。',
      HOSTILE,
      '2026-11-01 08:00:00',
      { publisher: '平台运营组', pageView: 12 },
    ),
    notice(
      'N202610280010',
      '2',
      '关于新股网下申购资金安排的提示',
      '新股申购密集，请关注资金与缴款时间。',
      NEWSHARE,
      '2026-10-28 10:30:00',
      { pageView: 764 },
    ),
    notice(
      'N202609150011',
      '1',
      '关于启用新版基金管理人服务平台的公告',
      '新版平台正式上线，原平台同步停止服务。',
      '<p>新版基金管理人服务平台于 <strong>2026年9月15日</strong> 正式上线，欢迎使用。</p>',
      '2026-09-15 09:00:00',
      { pageView: 2350 },
    ),
  ];
  const sysNoticeReads: SysNoticeRead[] = [
    { userId: 'U10001', noticeId: 'N202611050006', readTime: '2026-11-05 17:02:11' },
    { userId: 'U10001', noticeId: 'N202609150011', readTime: '2026-09-15 09:30:45' },
  ];
  const sysNoticeRegists: SysNoticeRegist[] = [];
  return { sysNotices, sysNoticeReads, sysNoticeRegists };
}
