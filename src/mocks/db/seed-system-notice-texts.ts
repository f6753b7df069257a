/**
 * The rich-text bodies (HTML) of the platform notices and the dates they speak of, relative to
 * the business date (./seed-dates.ts) so a text always agrees with the notice's fields: the
 * upgrade on the coming Saturday night, the training of the coming days and its sign-up
 * deadline, the fees of the quarter a notice is published in, the holiday after it.
 */
import {
  chineseDate,
  chineseMonthDay,
  monthFrom,
  quarterName,
  quarterOf,
  weekdayName,
  type SeedDates,
} from './seed-dates';
import {
  addDays,
  daysOfMonth,
  holidaysOf,
  lastTradingDay,
  neighbourTradeDay,
  tradingDaysBetween,
  weekdayOf,
  type Holiday,
} from './trading-calendar';

export const TRAINING_NOTICE_ID = 'N202611150003';
/** An earlier training whose sign-up has closed. */
export const PAST_TRAINING_NOTICE_ID = 'N202609010012';

export interface Training {
  title: string;
  /** The training's day, yyyy-MM-dd */
  day: string;
  /** The last day of its online sign-up, yyyy-MM-dd */
  deadline: string;
}

/** 2026年私募基金运营实务培训（第四期）: one a quarter, numbered by the quarter of its day. */
const trainingTitle = (day: string): string =>
  `${day.slice(0, 4)}年私募基金运营实务培训（${quarterName(day).replace('季度', '期')}）`;

/** The training of the coming days; its online sign-up closes three or more days before it. */
export function upcomingTraining(d: SeedDates): Training {
  const day = d.trade(11);
  return { title: trainingTitle(day), day, deadline: d.day(8) };
}

/** The training of the quarter before the upcoming one's, its sign-up long closed. */
export function pastTraining(d: SeedDates): Training {
  const upcoming = upcomingTraining(d).day;
  const quarterStart = `${upcoming.slice(0, 4)}-${String(quarterOf(upcoming) * 3 - 2).padStart(2, '0')}`;
  const day = lastTradingDay(`${monthFrom(quarterStart, -1)}-17`);
  return { title: trainingTitle(day), day, deadline: lastTradingDay(addDays(day, -3)) };
}

/** The annual satisfaction survey, published two weeks ago, of the year it is published in. */
export function survey(d: SeedDates): { title: string; publishTime: string } {
  const published = d.day(-14);
  return {
    title: `${published.slice(0, 4)}年度托管服务满意度调查`,
    publishTime: `${published} 09:00:00`,
  };
}

function zxbmHash(id: string, title: string, ly: string): string {
  return `#/zxbm?id=${id}&title=${encodeURIComponent(title)}&ly=${ly}`;
}

/** The coming Saturday (after today), the night of the platform upgrade. */
export function upgradeNight(d: SeedDates): string {
  const tomorrow = d.day(1);
  return addDays(tomorrow, (6 - weekdayOf(tomorrow) + 7) % 7);
}

export function upgradeText(saturday: string): string {
  const sunday = addDays(saturday, 1);
  return `<p>尊敬的管理人：</p>
<p>为提升服务质量，基金管理人服务平台将于<strong>${chineseDate(saturday)}（${weekdayName(saturday)}）20:00 至 ${chineseMonthDay(sunday)}（${weekdayName(sunday)}）08:00</strong>进行系统升级，期间平台暂停服务。</p>
<table border="1" cellpadding="6">
<thead><tr><th>影响范围</th><th>说明</th></tr></thead>
<tbody>
<tr><td>划款指令</td><td>升级期间不能提交，请提前安排</td></tr>
<tr><td>估值核对</td><td>不受影响，升级完成后可正常查询</td></tr>
<tr><td>电子合同</td><td>暂停签署</td></tr>
</tbody>
</table>
<p>如有疑问，请致电 <strong>95548-3</strong>。</p>`;
}

export const accountText = (deadline: string): string =>
  `<p>请各管理人于<strong>${chineseDate(deadline)}</strong>前核对并更新管理人账户信息（收款账户、预留印鉴、授权经办人）。</p>
<p>操作路径：在线服务平台 → 产品管理 → <a href="#/glrzhwh">管理人账户维护</a>。</p>
<ol><li>核对收款账户开户行及账号；</li><li>上传最新的授权书扫描件；</li><li>提交后由托管人复核。</li></ol>`;

export function trainingText(id: string, training: Training, topics: string): string {
  return `<p>为帮助管理人熟悉托管运营新规，我部将举办<strong>${training.title}</strong>。</p>
<table border="1" cellpadding="6">
<tbody>
<tr><td>时间</td><td>${chineseDate(training.day)} 14:00-17:00</td></tr>
<tr><td>地点</td><td>上海市浦东新区世纪大道 1198 号 28 层 / 线上同步直播</td></tr>
<tr><td>内容</td><td>${topics}</td></tr>
</tbody>
</table>
<p>名额有限，请于 ${chineseMonthDay(training.deadline)} 前<a href="${zxbmHash(id, training.title, 'notice')}">在线报名</a>。</p>`;
}

export const dgtwjText = (from: string): string =>
  `<p>自 ${chineseDate(from)}起，<strong>多托管文件</strong>（多个托管人共同出具的文件）统一通过平台线上签收。</p>
<p>请进入 <a href="#/dgtwj">多托管文件签收</a> 页面查看待签收文件。</p>`;

export const surveyText = (title: string): string =>
  `<p>感谢您一年来对我部托管服务的支持。为持续改进服务，诚邀您参与<strong>${title}</strong>，约需 5 分钟。</p>
<p><a href="#/satisficing">立即参与满意度调查</a></p>`;

/** The fees of a quarter: accrued to its last day, charged on the next quarter's 5th trading day. */
export function quarterFees(published: string) {
  const lastMonth = `${published.slice(0, 4)}-${String(quarterOf(published) * 3).padStart(2, '0')}`;
  const accrualEnd = daysOfMonth(lastMonth).at(-1)!;
  const nextStart = addDays(accrualEnd, 1);
  const chargeDay = tradingDaysBetween(nextStart, addDays(nextStart, 30))[4]!;
  const quarter = quarterName(published);
  return { name: `${published.slice(0, 4)}年${quarter}`, quarter, accrualEnd, chargeDay };
}

export function feesText(fees: ReturnType<typeof quarterFees>): string {
  const { name, accrualEnd, chargeDay } = fees;
  return `<p>${name}托管费、运营服务费将按下表时间划扣：</p>
<table border="1" cellpadding="6">
<thead><tr><th>费用类型</th><th>计提截止日</th><th>划扣日</th></tr></thead>
<tbody>
<tr><td>托管费</td><td>${accrualEnd}</td><td>${chargeDay}</td></tr>
<tr><td>运营服务费</td><td>${accrualEnd}</td><td>${chargeDay}</td></tr>
<tr><td>管理费</td><td>${accrualEnd}</td><td>按管理人划款指令</td></tr>
</tbody>
</table>
<p>请确保托管账户可用余额充足。</p>`;
}

/** The first market holiday starting after a day (yyyy-MM-dd). */
export function holidayAfter(day: string): Holiday {
  const year = Number(day.slice(0, 4));
  return [...holidaysOf(year), ...holidaysOf(year + 1)].find((h) => h.from > day)!;
}

/** 2027年1月1日, or 2027年2月5日至2月13日 for a holiday of several days. */
export const holidayRange = (h: Holiday): string =>
  h.from === h.to ? chineseDate(h.from) : `${chineseDate(h.from)}至${chineseMonthDay(h.to)}`;

export function holidayText(h: Holiday): string {
  const last = neighbourTradeDay(h.from, -1)!;
  const lastOf = h.name === '元旦' ? ` ${last.slice(0, 4)} 年最后一个交易日` : '节前最后一个交易日';
  return `<p>根据沪深交易所 ${h.from.slice(0, 4)} 年${h.name}休市安排，<strong>${holidayRange(h)}</strong>休市，${chineseMonthDay(last)}（${weekdayName(last)}）为${lastOf}。</p>
<p>请合理安排申购赎回及划款指令，避免资金在途过久。</p>`;
}
