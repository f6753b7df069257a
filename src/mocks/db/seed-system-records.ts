/**
 * Records of the system domain: the operating-guidance zone (yzzyfwzq), the menu names searched
 * by sys/contentSearch, the gmwb data-submission deadlines, the custody notices of
 * cx_YPTOACXJK (Thgz), the institutions' pictures and the online-status reports. Deadlines of
 * the last and the next trading day, notices of the past weeks (./seed-dates.ts).
 */
import type { GmwbDeadline, Guide, InstPicture, ThgzRecord } from '@/api/system-types';
import { chineseMonthDay, type SeedDates } from './seed-dates';
import { neighbourTradeDay } from './trading-calendar';
import { svgData } from './seed-system-content';

export type SysGuide = Guide;

export interface SysGuideCategory {
  categoryId: string;
  categoryName: string;
  icon: string;
  guides: SysGuide[];
}

export interface SysSearchMenu {
  key: string;
  name: string;
  path: string;
  parentName: string;
}

/** A menu of the search, keyed by the last segment of its path. */
function searchMenu(path: string, name: string, parentName: string): SysSearchMenu {
  return { key: path.slice(path.lastIndexOf('/') + 1), name, path, parentName };
}

export type SysGmwbDeadline = GmwbDeadline & { instId: string };

/** A row of the cx_YPTOACXJK table (CXLX 7: custody notices to the manager, kept as Thgz). */
export type SysThgzRecord = ThgzRecord;

export type SysInstPicture = InstPicture;

export interface SysOnlineStatus {
  userId: string;
  instId: string;
  path: string;
  lastSeenAt: string;
  reports: number;
}

export function instLogo(text: string, color: string): string {
  return svgData(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
      `<rect width="160" height="160" rx="24" fill="${color}"/>` +
      `<text x="80" y="100" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  );
}

function guide(
  updateTime: string,
  guideId: string,
  title: string,
  summary: string,
  guideType: SysGuide['guideType'],
  url: string,
  views: number,
): SysGuide {
  return { guideId, title, summary, guideType, url, updateTime, views };
}

/** A submission due on its business date at a time of day (HH:mm). */
function deadline(
  instId: string,
  pdCode: string,
  pdName: string,
  dataType: SysGmwbDeadline['dataType'],
  bizDate: string,
  time: string,
  status: SysGmwbDeadline['status'],
): SysGmwbDeadline {
  const names = { GZ: '估值数据', TA: 'TA确认数据', XP: '信息披露报送', CW: '财务报表' };
  return {
    instId,
    pdCode,
    pdName,
    dataType,
    dataTypeName: names[dataType],
    bizDate,
    deadline: `${bizDate} ${time}`,
    status,
  };
}

export function seedRecords(d: SeedDates) {
  const guidesUpdated = d.at(-33, '10:00:00');
  const sysGuideCategories: SysGuideCategory[] = [
    {
      categoryId: 'GC01',
      categoryName: '产品发行',
      icon: 'cpyy',
      guides: [
        guide(
          guidesUpdated,
          'GD0101',
          '私募证券基金发行操作指引',
          '从提交发行申请到产品成立的完整流程',
          'doc',
          'data:application/pdf;base64,JVBERi0xLjQKJcfsj6IKJSVFT0YK',
          2310,
        ),
        guide(
          guidesUpdated,
          'GD0102',
          '产品发行页面操作演示',
          '3 分钟视频演示',
          'video',
          'https://video.xinghe-sec.com.cn/guide/cpfx.mp4',
          1187,
        ),
        guide(
          guidesUpdated,
          'GD0103',
          '去发行',
          '进入产品发行页面',
          'page',
          '/iservice/cpgl/cpfx',
          3021,
        ),
      ],
    },
    {
      categoryId: 'GC02',
      categoryName: '划款指令',
      icon: 'tgwy',
      guides: [
        guide(
          guidesUpdated,
          'GD0201',
          '划款指令填写规范',
          '收款账户、用途、金额大小写的填写要求',
          'doc',
          'data:application/pdf;base64,JVBERi0xLjQKJcfsj6IKJSVFT0YK',
          1874,
        ),
        guide(
          guidesUpdated,
          'GD0202',
          '指令退回常见原因',
          '余额不足、印鉴不符、要素缺失',
          'doc',
          'data:application/pdf;base64,JVBERi0xLjQKJcfsj6IKJSVFT0YK',
          966,
        ),
      ],
    },
    {
      categoryId: 'GC03',
      categoryName: '估值与信披',
      icon: 'gzhs',
      guides: [
        guide(
          guidesUpdated,
          'GD0301',
          '估值表核对要点',
          '估值差异的处理流程',
          'doc',
          'data:application/pdf;base64,JVBERi0xLjQKJcfsj6IKJSVFT0YK',
          1402,
        ),
        guide(
          guidesUpdated,
          'GD0302',
          '月度信息披露报送',
          '信息披露备份系统报送步骤',
          'video',
          'https://video.xinghe-sec.com.cn/guide/xxpl.mp4',
          788,
        ),
      ],
    },
    {
      categoryId: 'GC04',
      categoryName: '账户与权限',
      icon: 'zonghegl',
      guides: [
        guide(
          guidesUpdated,
          'GD0401',
          '管理人账户维护',
          '收款账户与预留印鉴的变更',
          'page',
          '/iservice/cpgl/glrzhwh',
          1255,
        ),
        guide(
          guidesUpdated,
          'GD0402',
          '平台用户与权限设置',
          '新增用户、分配产品权限',
          'doc',
          'data:application/pdf;base64,JVBERi0xLjQKJcfsj6IKJSVFT0YK',
          1630,
        ),
      ],
    },
  ];
  const sysSearchMenus: SysSearchMenu[] = [
    searchMenu('/iservice/cpgl/cpfx', '产品发行', '产品运营'),
    searchMenu('/iservice/cpgl/cpcsbg', '产品参数变更', '产品运营'),
    searchMenu('/iservice/cpgl/glrzhwh', '管理人账户维护', '产品运营'),
    searchMenu('/iservice/zcdj/lskfrsz', '临时开放日设置', '注册登记'),
    searchMenu('/tgypt/zcdj/jyqrcx', '交易确认查询', '注册登记'),
    searchMenu('/tgypt/zcdj/fhxxcx', '分红信息查询', '注册登记'),
    searchMenu('/iservice/tgtj/tjtsh', '投资监督提示函查询', '托管网银'),
    searchMenu('/iservice/tzjx/jxfx', '业绩分析', '业绩分析'),
    searchMenu('/iservice/tzjx/jjtyfxpt', '基金投研分析平台', '业绩分析'),
    searchMenu('/iservice/htgl/dzht', '电子合同', '产品运营'),
    searchMenu('/iservice/xxpl/yysjyjdy', '运营数据预警订阅', '信息披露'),
    searchMenu('/tgypt/tsfw/sjsj_gzbcxyxz', '估值表查询与下载', '估值核算'),
    searchMenu('/tgypt/tsfw/glrsj_fymxcx', '费用明细查询', '基金费用'),
    searchMenu('/iservice/xtgl/ptyhwh', '平台用户维护', '系统管理'),
  ];
  // The data of the last trading day before today and of the next one after it.
  const last = neighbourTradeDay(d.today, -1)!;
  const next = neighbourTradeDay(d.today, 1)!;
  const sysGmwbDeadlines: SysGmwbDeadline[] = [
    deadline('11160', '016583', '汇通纯债债券型证券投资基金', 'GZ', last, '18:00', '已报送'),
    deadline('11160', '016583', '汇通纯债债券型证券投资基金', 'TA', next, '15:30', '未报送'),
    deadline('11160', '016590', '汇通科技先锋股票型证券投资基金', 'GZ', next, '18:00', '未报送'),
    deadline('11160', '016581', '汇通稳健配置混合型证券投资基金', 'XP', next, '17:00', '未报送'),
    deadline('11160', '016590', '汇通科技先锋股票型证券投资基金', 'CW', last, '17:00', '已逾期'),
    deadline('9866', '018226', '安和价值成长混合型证券投资基金', 'GZ', next, '18:00', '未报送'),
    deadline('1000', 'SHX301', '华信证券稳盈1号集合资产管理计划', 'TA', next, '15:30', '未报送'),
    deadline('201', 'SZR501', '中瑞期货商品CTA1号集合资产管理计划', 'GZ', next, '18:00', '未报送'),
  ];
  const sysThgzRecords: SysThgzRecord[] = [
    {
      ID: 'THGZ2026110001',
      GLR: '20001',
      CXLX: 7,
      CPDM: 'SXC102',
      CPMC: '星辰量化对冲1号私募证券投资基金',
      GZLX: '托管户余额不足',
      GZNR: `${chineseMonthDay(d.trade(2))}应付赎回款 3,256,800.00 元，托管户可用余额不足，请及时补足。`,
      FBSJ: d.at(-1, '16:20:00'),
      ZT: '0',
    },
    {
      ID: 'THGZ2026110002',
      GLR: '20001',
      CXLX: 7,
      CPDM: 'SXC106',
      CPMC: '星辰多策略配置1号私募证券投资基金',
      GZLX: '合同要素待确认',
      GZNR: '临时开放日条款与补充协议不一致，请确认后回复托管人。',
      FBSJ: d.at(-3, '10:45:00'),
      ZT: '0',
    },
    {
      ID: 'THGZ2026100003',
      GLR: '20001',
      CXLX: 7,
      CPDM: 'SXC101',
      CPMC: '星辰稳健增长1号私募证券投资基金',
      GZLX: '估值差异',
      GZNR: `${chineseMonthDay(d.day(-22))}估值表与管理人估值差异 0.0002，已核对一致。`,
      FBSJ: d.at(-21, '09:10:00'),
      ZT: '1',
    },
    {
      ID: 'THGZ2026110004',
      GLR: '20001',
      CXLX: 3,
      CPDM: 'SXC103',
      CPMC: '星辰价值精选2号私募证券投资基金',
      GZLX: '开户资料',
      GZNR: '证券账户开户资料已归档。',
      FBSJ: d.at(-10, '14:00:00'),
      ZT: '1',
    },
    {
      ID: 'THGZ2026110005',
      GLR: '11160',
      CXLX: 7,
      CPDM: '016590',
      CPMC: '汇通科技先锋股票型证券投资基金',
      GZLX: '投资比例提示',
      GZNR: '单一行业持仓比例接近合同上限，请关注。',
      FBSJ: d.at(-2, '15:00:00'),
      ZT: '0',
    },
    {
      ID: 'THGZ2026110006',
      GLR: '14379',
      CXLX: 7,
      CPDM: 'SDS201',
      CPMC: '鼎盛价值1号私募证券投资基金',
      GZLX: '托管户余额不足',
      GZNR: `${chineseMonthDay(d.trade(3))}应付管理费 186,452.37 元，托管户可用余额不足。`,
      FBSJ: d.at(-1, '11:30:00'),
      ZT: '0',
    },
  ];
  const sysInstPictures: SysInstPicture[] = [
    { instId: '20001', picture: instLogo('星辰', '#1d4ed8'), updateTime: d.at(-163, '10:20:00') },
    { instId: '11160', picture: instLogo('汇通', '#b91c1c'), updateTime: d.at(-259, '09:00:00') },
  ];
  const sysOnlineStatus: SysOnlineStatus[] = [];
  return {
    sysGuideCategories,
    sysSearchMenus,
    sysGmwbDeadlines,
    sysThgzRecords,
    sysInstPictures,
    sysOnlineStatus,
  };
}
