/**
 * Seed of the product domain: products (./seed-product-list.ts), the users' product groups and
 * product grants, to-do processes, manager report submissions and dividends.
 */
import type { ManagerReport, ProcessItem, ProcessStatus } from '@/api/product';
import { seedProductList } from './seed-product-list';

export type { ProdRecord } from './seed-product-list';

/** A product group (产品组) of one user in one institution. */
export interface ProdSet {
  setId: string;
  userId: string;
  instId: string;
  setName: string;
  pdCodes: string[];
  createdAt: string;
  updatedAt: string;
}

/**
 * Products granted to a user who is not a non-isolated administrator ('all': every product of
 * the institution at the time of the call). No row: no product. `prodUserGrants` is what the
 * administrator granted (产品权限授权); `prodPermInForce` is what the product calls apply: the
 * grants as of the last recomputation, the nightly one (the seed) or the user's
 * user/refreshProdPermission, so a grant made since takes effect at the next refresh.
 */
export interface ProdUserGrant {
  userId: string;
  instId: string;
  pdCodes: string[] | 'all';
}

/** Process statuses of spec 3. */
export type ProdProcessStatus = ProcessStatus;

/** A process of the API less the names answered from the product and the status. */
export type ProdProcess = Omit<ProcessItem, 'pdName' | 'statusName'> & { instId: string };

/** 管理人报告报送 as stored: the API's report less the names answered from the product and the status. */
export type ProdReport = Omit<ManagerReport, 'pdName' | 'statusName'> & { instId: string };

/** A dividend (分红) of a product. */
export interface ProdDividend {
  pdCode: string;
  /** 权益登记日 */
  recordDate: string;
  /** 除息日 */
  exDate: string;
  /** 红利发放日 */
  payDate: string;
  /** 每10份分红金额（元） */
  perTenUnits: string;
}

function proc(
  processId: string,
  instId: string,
  processName: string,
  pdCode: string,
  status: ProdProcessStatus,
  currentNode: string,
  applicant: string,
  startTime: string,
  updateTime: string,
): ProdProcess {
  return {
    processId,
    instId,
    processName,
    pdCode,
    status,
    currentNode,
    applicant,
    startTime,
    updateTime,
  };
}

function grant(userId: string, instId: string, pdCodes: string[] | 'all'): ProdUserGrant {
  return { userId, instId, pdCodes };
}

export function seedProduct() {
  const prodSets: ProdSet[] = [
    {
      setId: 'PS0001',
      userId: 'U10001',
      instId: '20001',
      setName: '重点关注',
      pdCodes: ['SXC101', 'SXC102', 'SXC109'],
      createdAt: '2026-06-03 10:12:05',
      updatedAt: '2026-10-15 16:40:22',
    },
    {
      setId: 'PS0002',
      userId: 'U10001',
      instId: '20001',
      setName: '量化系列',
      pdCodes: ['SXC102', 'SXC123', 'SXC124'],
      createdAt: '2026-07-21 09:30:00',
      updatedAt: '2026-07-21 09:30:00',
    },
    {
      setId: 'PS0003',
      userId: 'U10002',
      instId: '20001',
      setName: '本月开放',
      pdCodes: ['SXC101', 'SXC122'],
      createdAt: '2026-11-02 08:55:41',
      updatedAt: '2026-11-02 08:55:41',
    },
  ];
  const prodUserGrants: ProdUserGrant[] = [
    grant('U10002', '20001', [
      'SXC101',
      'SXC102',
      'SXC105',
      'SXC106',
      'SXC109',
      'SXC112',
      'SXC122',
      'SXC123',
    ]),
    grant('U10003', '20001', ['SXC101', 'SXC102', 'SXC109', 'SXC124']),
    grant('U10004', '20001', ['SXC101', 'SXC122', 'SXC124']),
    grant('U10004', '11160', ['016581', '016583']),
    grant('U10005', '11160', 'all'),
    grant('U10006', '14379', 'all'),
    grant('U10007', '1012', 'all'),
    grant('U10008', '20002', 'all'),
    grant('U10009', '20003', 'all'),
    grant('U10010', '20004', 'all'),
    grant('U10011', '20005', 'all'),
    grant('U10012', '20001', ['SXC101', 'SXC102']),
    grant('U10013', '20001', ['SXC101']),
  ];
  const prodProcesses: ProdProcess[] = [
    proc(
      'LC20261120001',
      '20001',
      '产品发行申请',
      'SXC105',
      'processing',
      '托管人审核',
      '李思琪',
      '2026-11-20 09:41:17',
      '2026-11-21 15:02:33',
    ),
    proc(
      'LC20261118002',
      '20001',
      '产品参数变更',
      'SXC101',
      'submitted',
      '待托管人受理',
      '李思琪',
      '2026-11-18 14:20:05',
      '2026-11-18 14:20:05',
    ),
    proc(
      'LC20261115003',
      '20001',
      '临时开放日申请',
      'SXC122',
      'completed',
      '已办结',
      '张明远',
      '2026-11-15 10:05:48',
      '2026-11-17 11:30:12',
    ),
    proc(
      'LC20261112004',
      '20001',
      '管理人账户变更',
      'SXC102',
      'submitFailed',
      '提交托管系统',
      '张明远',
      '2026-11-12 16:45:00',
      '2026-11-12 16:45:09',
    ),
    proc(
      'LC20261109005',
      '20001',
      '产品清盘申请',
      'SXC117',
      'processing',
      '清算报告复核',
      '张明远',
      '2026-11-09 09:12:36',
      '2026-11-20 17:26:48',
    ),
    proc(
      'LC20261105006',
      '20001',
      '合同变更申请',
      'SXC103',
      'locked',
      '合同定稿（已锁定）',
      '李思琪',
      '2026-11-05 13:37:21',
      '2026-11-19 10:18:55',
    ),
    proc(
      'LC20261030007',
      '20001',
      '产品发行申请',
      'SXC108',
      'voided',
      '已作废',
      '李思琪',
      '2026-10-30 11:08:40',
      '2026-11-02 09:00:13',
    ),
    proc(
      'LC20261021008',
      '20001',
      '分红方案申请',
      'SXC102',
      'completed',
      '已办结',
      '张明远',
      '2026-10-21 15:52:19',
      '2026-10-23 10:41:06',
    ),
    proc(
      'LC20261119009',
      '20001',
      '费用支付申请',
      'SXC109',
      'submitted',
      '待托管人受理',
      '王建国',
      '2026-11-19 17:03:27',
      '2026-11-19 17:03:27',
    ),
    proc(
      'LC20261117010',
      '20002',
      '产品参数变更',
      'SYH401',
      'processing',
      '托管人审核',
      '周文博',
      '2026-11-17 10:22:45',
      '2026-11-20 09:15:30',
    ),
    proc(
      'LC20261116011',
      '11160',
      '巨额赎回处理',
      '016581',
      'processing',
      '托管人复核',
      '刘海涛',
      '2026-11-16 15:30:00',
      '2026-11-21 10:08:11',
    ),
    proc(
      'LC20261113012',
      '14379',
      '产品发行申请',
      'SDS203',
      'submitted',
      '待托管人受理',
      '赵雅琴',
      '2026-11-13 11:45:20',
      '2026-11-13 11:45:20',
    ),
    proc(
      'LC20261110013',
      '20004',
      '临时开放日申请',
      'SBY421',
      'completed',
      '已办结',
      '郑凯文',
      '2026-11-10 14:18:09',
      '2026-11-12 16:20:37',
    ),
  ];
  const prodReports: ProdReport[] = [
    {
      reportId: 'BG202611001',
      instId: '20001',
      pdCode: 'SXC101',
      reportType: '月报',
      period: '2026-10',
      submitTime: '2026-11-06 16:20:11',
      status: 'approved',
      remark: '',
    },
    {
      reportId: 'BG202611002',
      instId: '20001',
      pdCode: 'SXC102',
      reportType: '月报',
      period: '2026-10',
      submitTime: '2026-11-07 10:02:45',
      status: 'returned',
      remark: '持仓明细与估值表不一致，请核对后重新报送',
    },
    {
      reportId: 'BG202611003',
      instId: '20001',
      pdCode: 'SXC109',
      reportType: '月报',
      period: '2026-10',
      submitTime: '2026-11-10 09:15:30',
      status: 'pending',
      remark: '',
    },
    {
      reportId: 'BG202610004',
      instId: '20001',
      pdCode: 'SXC101',
      reportType: '季报',
      period: '2026Q3',
      submitTime: '2026-10-28 17:40:02',
      status: 'approved',
      remark: '',
    },
    {
      reportId: 'BG202610005',
      instId: '20001',
      pdCode: 'SXC122',
      reportType: '季报',
      period: '2026Q3',
      submitTime: '2026-10-29 14:11:58',
      status: 'approved',
      remark: '',
    },
    {
      reportId: 'BG202610006',
      instId: '20001',
      pdCode: 'SXC123',
      reportType: '季报',
      period: '2026Q3',
      submitTime: '2026-10-30 11:27:16',
      status: 'pending',
      remark: '',
    },
    {
      reportId: 'BG202608007',
      instId: '20001',
      pdCode: 'SXC102',
      reportType: '半年报',
      period: '2026H1',
      submitTime: '2026-08-25 15:36:44',
      status: 'approved',
      remark: '',
    },
    {
      reportId: 'BG202611008',
      instId: '20002',
      pdCode: 'SYH401',
      reportType: '月报',
      period: '2026-10',
      submitTime: '2026-11-08 10:30:00',
      status: 'pending',
      remark: '',
    },
    {
      reportId: 'BG202611009',
      instId: '14379',
      pdCode: 'SDS201',
      reportType: '月报',
      period: '2026-10',
      submitTime: '2026-11-05 16:05:27',
      status: 'approved',
      remark: '',
    },
  ];
  const prodDividends: ProdDividend[] = [
    {
      pdCode: 'SXC102',
      recordDate: '2026-11-26',
      exDate: '2026-11-27',
      payDate: '2026-11-30',
      perTenUnits: '0.35',
    },
    {
      pdCode: 'SXC101',
      recordDate: '2026-12-17',
      exDate: '2026-12-18',
      payDate: '2026-12-21',
      perTenUnits: '0.20',
    },
    {
      pdCode: 'SXC123',
      recordDate: '2026-10-22',
      exDate: '2026-10-23',
      payDate: '2026-10-26',
      perTenUnits: '0.50',
    },
    {
      pdCode: 'SYH401',
      recordDate: '2026-11-24',
      exDate: '2026-11-25',
      payDate: '2026-11-26',
      perTenUnits: '0.12',
    },
    {
      pdCode: '016583',
      recordDate: '2026-11-19',
      exDate: '2026-11-20',
      payDate: '2026-11-23',
      perTenUnits: '0.08',
    },
  ];
  return {
    prodProducts: seedProductList(),
    prodSets,
    prodUserGrants,
    prodPermInForce: prodUserGrants.map((g) => ({
      ...g,
      pdCodes: g.pdCodes === 'all' ? g.pdCodes : [...g.pdCodes],
    })),
    prodProcesses,
    prodReports,
    prodDividends,
  };
}
