/**
 * Seed of the product domain as of a business date (./seed-dates.ts): products
 * (./seed-product-list.ts), the users' product groups and product grants, the to-do processes
 * of the past weeks, manager report submissions and dividends (./seed-product-reports.ts).
 */
import type { ProcessItem, ProcessStatus } from '@/api/product';
import type { SeedDates } from './seed-dates';
import { seedProductList } from './seed-product-list';
import { seedProdDividends, seedProdReports } from './seed-product-reports';

export type { ProdRecord } from './seed-product-list';
export type { ProdDividend, ProdReport } from './seed-product-reports';

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

export function seedProduct(d: SeedDates) {
  const prodSets: ProdSet[] = [
    {
      setId: 'PS0001',
      userId: 'U10001',
      instId: '20001',
      setName: '重点关注',
      pdCodes: ['SXC101', 'SXC102', 'SXC109'],
      createdAt: d.at(-172, '10:12:05'),
      updatedAt: d.at(-38, '16:40:22'),
    },
    {
      setId: 'PS0002',
      userId: 'U10001',
      instId: '20001',
      setName: '量化系列',
      pdCodes: ['SXC102', 'SXC123', 'SXC124'],
      createdAt: d.at(-124, '09:30:00'),
      updatedAt: d.at(-124, '09:30:00'),
    },
    {
      setId: 'PS0003',
      userId: 'U10002',
      instId: '20001',
      setName: '本月开放',
      pdCodes: ['SXC101', 'SXC122'],
      createdAt: d.at(-20, '08:55:41'),
      updatedAt: d.at(-20, '08:55:41'),
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
      d.at(-2, '09:41:17'),
      d.at(-1, '15:02:33'),
    ),
    proc(
      'LC20261118002',
      '20001',
      '产品参数变更',
      'SXC101',
      'submitted',
      '待托管人受理',
      '李思琪',
      d.at(-4, '14:20:05'),
      d.at(-4, '14:20:05'),
    ),
    proc(
      'LC20261115003',
      '20001',
      '临时开放日申请',
      'SXC122',
      'completed',
      '已办结',
      '张明远',
      d.at(-7, '10:05:48'),
      d.at(-5, '11:30:12'),
    ),
    proc(
      'LC20261112004',
      '20001',
      '管理人账户变更',
      'SXC102',
      'submitFailed',
      '提交托管系统',
      '张明远',
      d.at(-10, '16:45:00'),
      d.at(-10, '16:45:09'),
    ),
    proc(
      'LC20261109005',
      '20001',
      '产品清盘申请',
      'SXC117',
      'processing',
      '清算报告复核',
      '张明远',
      d.at(-13, '09:12:36'),
      d.at(-2, '17:26:48'),
    ),
    proc(
      'LC20261105006',
      '20001',
      '合同变更申请',
      'SXC103',
      'locked',
      '合同定稿（已锁定）',
      '李思琪',
      d.at(-17, '13:37:21'),
      d.at(-3, '10:18:55'),
    ),
    proc(
      'LC20261030007',
      '20001',
      '产品发行申请',
      'SXC108',
      'voided',
      '已作废',
      '李思琪',
      d.at(-23, '11:08:40'),
      d.at(-20, '09:00:13'),
    ),
    proc(
      'LC20261021008',
      '20001',
      '分红方案申请',
      'SXC102',
      'completed',
      '已办结',
      '张明远',
      d.at(-32, '15:52:19'),
      d.at(-30, '10:41:06'),
    ),
    proc(
      'LC20261119009',
      '20001',
      '费用支付申请',
      'SXC109',
      'submitted',
      '待托管人受理',
      '王建国',
      d.at(-3, '17:03:27'),
      d.at(-3, '17:03:27'),
    ),
    proc(
      'LC20261117010',
      '20002',
      '产品参数变更',
      'SYH401',
      'processing',
      '托管人审核',
      '周文博',
      d.at(-5, '10:22:45'),
      d.at(-2, '09:15:30'),
    ),
    proc(
      'LC20261116011',
      '11160',
      '巨额赎回处理',
      '016581',
      'processing',
      '托管人复核',
      '刘海涛',
      d.at(-6, '15:30:00'),
      d.at(-1, '10:08:11'),
    ),
    proc(
      'LC20261113012',
      '14379',
      '产品发行申请',
      'SDS203',
      'submitted',
      '待托管人受理',
      '赵雅琴',
      d.at(-9, '11:45:20'),
      d.at(-9, '11:45:20'),
    ),
    proc(
      'LC20261110013',
      '20004',
      '临时开放日申请',
      'SBY421',
      'completed',
      '已办结',
      '郑凯文',
      d.at(-12, '14:18:09'),
      d.at(-10, '16:20:37'),
    ),
  ];
  return {
    prodProducts: seedProductList(d),
    prodSets,
    prodUserGrants,
    prodPermInForce: prodUserGrants.map((g) => ({
      ...g,
      pdCodes: g.pdCodes === 'all' ? g.pdCodes : [...g.pdCodes],
    })),
    prodProcesses,
    prodReports: seedProdReports(d),
    prodDividends: seedProdDividends(d),
  };
}
