/**
 * Seed of the value, tax and other domain as of a business date (./seed-dates.ts): training
 * videos (about one a week, the latest a few days ago), the I9 (新金融工具会计准则)
 * valuation-method confirmations and supplementary agreements of products. Tax profiles and
 * investor settings live in the shared ./seed-compliance.ts; net values and clearing status are
 * derived from the products (src/mocks/handlers/value.ts).
 */
import type { TrainingVideo } from '@/api/value';
import type { SeedDates } from './seed-dates';

/** A training video of the API; its cover and video urls are made from its id when answered. */
export type ValueVideo = Omit<TrainingVideo, 'coverUrl' | 'videoUrl'>;

export interface ValueI9Confirm {
  instId: string;
  pdCode: string;
  /** 资产类别 */
  zclb: string;
  /** 估值方法 */
  gzff: string;
  qrzt: '0' | '1';
  /** userId of the confirming user */
  qrr: string | null;
  qrsj: string | null;
}

/** A supplementary agreement (补充协议) signed after the fund contract. */
export interface ValueSupplement {
  contractId: string;
  pdCode: string;
  contractName: string;
  version: string;
  signDate: string;
  effectiveDate: string;
}

function i9(
  instId: string,
  pdCode: string,
  zclb: string,
  gzff: string,
  confirmedAt: string | null = null,
  by = 'U10001',
): ValueI9Confirm {
  return {
    instId,
    pdCode,
    zclb,
    gzff,
    qrzt: confirmedAt ? '1' : '0',
    qrr: confirmedAt ? by : null,
    qrsj: confirmedAt,
  };
}

const STOCK = '交易所上市股票';
const BOND = '银行间债券';
const CONVERTIBLE = '可转换债券';
const FUND = '公募基金份额';
const FAIR = '公允价值（第一层次输入值，收盘价）';
const VALUATION = '公允价值（第二层次输入值，第三方估值）';
const AMORTISED = '摊余成本法';
const NAV = '公允价值（估值日基金份额净值）';

export function seedValue(d: SeedDates) {
  const valueVideos: ValueVideo[] = [
    {
      videoId: 'SP20261118',
      title: '私募基金临时开放日设置操作指引',
      category: '注册登记',
      speaker: '运营服务部 陈露',
      duration: '12:46',
      publishDate: d.trade(-4),
      viewCount: 386,
    },
    {
      videoId: 'SP20261111',
      title: '新金融工具会计准则下估值方法确认要点',
      category: '估值核算',
      speaker: '估值核算部 王磊',
      duration: '25:10',
      publishDate: d.trade(-11),
      viewCount: 1254,
    },
    {
      videoId: 'SP20261104',
      title: '托管网银划款指令录入与复核',
      category: '托管网银',
      speaker: '资金清算部 刘婷',
      duration: '09:32',
      publishDate: d.trade(-18),
      viewCount: 947,
    },
    {
      videoId: 'SP20261028',
      title: '资管产品增值税计提与申报实务',
      category: '增值税',
      speaker: '税务服务组 赵宁',
      duration: '31:05',
      publishDate: d.trade(-25),
      viewCount: 1630,
    },
    {
      videoId: 'SP20261021',
      title: '投资监督提示函的阅读与确认',
      category: '投资监督',
      speaker: '投资监督部 孙悦',
      duration: '07:58',
      publishDate: d.trade(-32),
      viewCount: 712,
    },
    {
      videoId: 'SP20261014',
      title: '产品发行全流程线上办理演示',
      category: '产品运营',
      speaker: '运营服务部 陈露',
      duration: '18:20',
      publishDate: d.trade(-39),
      viewCount: 2083,
    },
    {
      videoId: 'SP20260930',
      title: '基金信息披露季报报送说明',
      category: '信息披露',
      speaker: '信息披露组 周航',
      duration: '14:47',
      publishDate: d.trade(-53),
      viewCount: 1175,
    },
    {
      videoId: 'SP20260916',
      title: '业绩分析平台使用入门',
      category: '业绩分析',
      speaker: '投研服务部 吴昊',
      duration: '21:39',
      publishDate: d.trade(-67),
      viewCount: 864,
    },
  ];
  const valueI9Confirms: ValueI9Confirm[] = [
    i9('20001', 'SXC101', STOCK, FAIR, d.at(-249, '10:20:15')),
    i9('20001', 'SXC101', BOND, VALUATION, d.at(-249, '10:21:02')),
    i9('20001', 'SXC102', STOCK, FAIR, d.at(-234, '14:05:40')),
    i9('20001', 'SXC102', FUND, NAV),
    i9('20001', 'SXC109', STOCK, FAIR),
    i9('20001', 'SXC109', CONVERTIBLE, VALUATION),
    i9('20001', 'SXC113', BOND, AMORTISED, d.at(-285, '09:45:33')),
    i9('20001', 'SXC122', STOCK, FAIR),
    i9('20001', 'SXC123', STOCK, FAIR, d.at(-174, '16:12:08')),
    i9('20001', 'SXC124', STOCK, FAIR),
    i9('14379', 'SDS201', STOCK, FAIR, d.at(-262, '11:00:00'), 'U10006'),
    i9('14379', 'SDS202', BOND, VALUATION),
    i9('20002', 'SYH401', STOCK, FAIR),
    i9('20004', 'SBY421', STOCK, FAIR, d.at(-275, '15:30:45'), 'U10010'),
    i9('20005', 'SRX431', BOND, AMORTISED),
    i9('20005', 'SRX432', CONVERTIBLE, VALUATION),
  ];
  const valueSupplements: ValueSupplement[] = [
    {
      contractId: 'HT-SXC101-BC01',
      pdCode: 'SXC101',
      contractName: '星辰稳健增长1号私募证券投资基金基金合同之补充协议（一）',
      version: 'V1.1',
      signDate: d.trade(-160),
      effectiveDate: d.day(-155),
    },
    {
      contractId: 'HT-SXC102-BC01',
      pdCode: 'SXC102',
      contractName: '星辰量化对冲1号私募证券投资基金基金合同之补充协议（一）',
      version: 'V1.1',
      signDate: d.trade(-111),
      effectiveDate: d.trade(-104),
    },
    {
      contractId: 'HT-SXC102-BC02',
      pdCode: 'SXC102',
      contractName: '星辰量化对冲1号私募证券投资基金基金合同之补充协议（二）',
      version: 'V1.2',
      signDate: d.trade(-13),
      effectiveDate: d.trade(-6),
    },
    {
      contractId: 'HT-SYH401-BC01',
      pdCode: 'SYH401',
      contractName: '远航稳健1号私募证券投资基金基金合同之补充协议（一）',
      version: 'V1.1',
      signDate: d.trade(-123),
      effectiveDate: d.trade(-116),
    },
  ];
  return { valueVideos, valueI9Confirms, valueSupplements };
}
