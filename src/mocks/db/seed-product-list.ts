/**
 * The products of every institution. 星辰 (20001) has at least one product in each status code
 * of spec 3; the other institutions a handful each.
 */
import type { Product } from '@/api/product';
import { PRODUCT_STATUS_NAMES } from '@/policy/product-status';
import type { SeedDates } from './seed-dates';

/**
 * A product as stored by the mock: the API's product less its status name (answered from the
 * status), with its institution and the day of the month of its regular open day (null for a
 * closed-end product).
 */
export type ProdRecord = Omit<Product, 'statusName'> & {
  instId: string;
  openDay: number | null;
};

/** 产品状态 code → name: the portal's one dictionary (src/policy/product-status.ts), less 全部. */
export const PROD_STATUS_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PRODUCT_STATUS_NAMES).filter(([code]) => code !== '0'),
);

const SECURITIES = '私募证券投资基金';
const PUBLIC = '公开募集证券投资基金';
const ASSET_MGMT = '集合资产管理计划';

/**
 * One product a line: 'pdCode|pdName|status|djrj|openDay|cpqc', djrj (登记日) in calendar days
 * from the business date, on the trading day at or before it (openDay '' for a closed-end
 * product; cpqc left out when it is the short name followed by the product type of the group,
 * cplx of the product a 7th field when it differs from the group's).
 */
const GROUPS: { instId: string; cplx: string; rows: string[] }[] = [
  {
    instId: '201',
    cplx: ASSET_MGMT,
    rows: [
      'SZR501|中瑞商品CTA1号|8|-194|20|中瑞期货商品CTA1号集合资产管理计划',
      'SZR502|中瑞多元配置|3|-11||中瑞期货多元配置集合资产管理计划',
    ],
  },
  {
    instId: '1000',
    cplx: ASSET_MGMT,
    rows: [
      'SHX301|华信稳盈1号|8|-300|18|华信证券稳盈1号集合资产管理计划',
      'SHX302|华信红利优选|6|-23||华信证券红利优选集合资产管理计划',
    ],
  },
  {
    instId: '1012',
    cplx: PUBLIC,
    rows: [
      '019802|新程成长精选混合A|8|-290||新程成长精选混合型证券投资基金',
      '019806|新程双债增强债券|7|-88||新程双债增强债券型证券投资基金',
      '019811|新程中证1000指数增强|3|-9||新程中证1000指数增强型证券投资基金',
    ],
  },
  {
    instId: '2210',
    cplx: SECURITIES,
    rows: [
      'SCQ221|长青长期价值1号|8|-318|8',
      'SCQ222|长青医疗创新股权|66|-185||长青医疗创新股权投资合伙企业（有限合伙）|私募股权投资基金',
    ],
  },
  {
    instId: '2959',
    cplx: SECURITIES,
    rows: ['SHY211|泓远复合策略1号|8|-243|16', 'SHY212|泓远稳健收益|18|-26|'],
  },
  {
    instId: '9866',
    cplx: PUBLIC,
    rows: [
      '018226|安和价值成长混合|8|-264||安和价值成长混合型证券投资基金',
      '018230|安和短债债券|7|-68||安和短债债券型证券投资基金',
    ],
  },
  {
    instId: '11160',
    cplx: PUBLIC,
    rows: [
      '016581|汇通稳健配置混合A|8|-285||汇通稳健配置混合型证券投资基金',
      '016583|汇通纯债债券A|8|-214||汇通纯债债券型证券投资基金',
      '016590|汇通科技先锋股票|5|-13||汇通科技先锋股票型证券投资基金',
    ],
  },
  {
    instId: '14379',
    cplx: SECURITIES,
    rows: [
      'SDS201|鼎盛价值1号|8|-278|12',
      'SDS202|鼎盛量化中性1号|66|-166|22',
      'SDS203|鼎盛成长精选|5|-10|',
    ],
  },
  {
    instId: '20001',
    cplx: SECURITIES,
    rows: [
      'SXC101|星辰稳健增长1号|8|-314|15',
      'SXC102|星辰量化对冲1号|66|-292|20',
      'SXC103|星辰价值精选2号|3|-25|',
      'SXC104|星辰成长优选3号|11|-251|',
      'SXC105|星辰红利策略1号|13|-17|',
      'SXC106|星辰多策略配置1号|5|-20|',
      'SXC107|星辰中性套利1号|6|-33|',
      'SXC108|星辰CTA趋势1号|10|-103|',
      'SXC109|星辰科技创新1号|7|-82|25',
      'SXC110|星辰消费升级1号|18|-41|',
      'SXC111|星辰新能源主题1号|88|-4|',
      'SXC112|星辰指数增强1号|77|-12|',
      'SXC113|星辰固收增强1号|55|-306|',
      'SXC114|星辰宏观对冲1号|20|-269|',
      'SXC115|星辰可转债精选1号|21|-258|',
      'SXC116|星辰医药健康1号|22|-222|',
      'SXC117|星辰事件驱动1号|9|-208|',
      'SXC118|星辰港股通精选1号|24|-200|',
      'SXC119|星辰稳健增长2号|25|-6|',
      'SXC120|星辰绝对收益1号|31|-157|',
      'SXC121|星辰量化选股1号B|32|-138||星辰量化选股1号私募证券投资基金B类份额',
      'SXC122|星辰稳健增长3号|8|-237|10',
      'SXC123|星辰量化对冲2号|66|-187|5',
      'SXC124|星辰量化选股1号|8|-138|28',
      'SXC125|星辰创新成长股权|66|-173||宁波星辰创新成长股权投资合伙企业（有限合伙）|私募股权投资基金',
    ],
  },
  {
    instId: '20002',
    cplx: SECURITIES,
    rows: [
      'SYH401|远航稳健1号|8|-271|15',
      'SYH402|远航进取2号|66|-145|25',
      'SYH403|远航红利增强|5|-19|',
    ],
  },
  {
    instId: '20003',
    cplx: SECURITIES,
    rows: ['SQS411|青石价值成长|8|-255|18', 'SQS412|青石稳健配置1号|7|-61|10'],
  },
  {
    instId: '20004',
    cplx: SECURITIES,
    rows: [
      'SBY421|博远量化精选1号|8|-297|20',
      'SBY422|博远宏观配置|66|-228|15',
      'SBY423|博远科创成长|18|-34|',
    ],
  },
  {
    instId: '20005',
    cplx: SECURITIES,
    rows: ['SRX431|睿信固收增强1号|8|-282|12', 'SRX432|睿信可转债策略|66|-129|26'],
  },
  {
    instId: '20006',
    cplx: SECURITIES,
    rows: ['SMD441|明德价值发现1号|8|-262|15', 'SMD442|明德稳健收益|6|-24|'],
  },
];

export function seedProductList(d: SeedDates): ProdRecord[] {
  let seq = 100100;
  return GROUPS.flatMap(({ instId, cplx, rows }) =>
    rows.map((row) => {
      const [pdCode = '', pdName = '', status = '', registered = '', open = '', fullName, type] =
        row.split('|');
      seq += 1;
      const productType = type ?? cplx;
      return {
        pdId: String(seq),
        pdCode,
        pdName,
        cpdm: pdCode,
        cpqc: fullName ?? `${pdName}${productType}`,
        status,
        djrj: d.trade(Number(registered)),
        cplx: productType,
        instId,
        openDay: open === '' ? null : Number(open),
      };
    }),
  );
}
