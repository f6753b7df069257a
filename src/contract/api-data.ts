/**
 * The shapes of the spec 7 answers that sub-applications read as well as the shell: the shell's
 * API modules (src/api) and the mock use these types, and a sub-application that calls the same
 * server reads the same fields. Field names are the server's (pinyin initials where it uses them).
 */

/** A product as the middle platform names it. */
export interface ProductRef {
  pdCode: string;
  pdName: string;
}

/** Valuation and clearing status (估值清算状态) of one product on one day. */
export interface ClearStatItem {
  pdCode: string;
  pdName: string;
  /** 估值状态: '0' 未估值, '1' 估值中, '2' 已估值, '3' 已复核 */
  gzzt: '0' | '1' | '2' | '3';
  gzztmc: string;
  /** 清算状态: '0' 未清算, '1' 清算中, '2' 已清算 */
  qszt: '0' | '1' | '2';
  qsztmc: string;
  /** 完成时间 yyyy-MM-dd HH:mm:ss; '' while not done */
  wcsj: string;
}

export interface ClearStat {
  date: string;
  /** false for a weekend or holiday: nothing is valued */
  tradingDay: boolean;
  items: ClearStatItem[];
}

/** A contract document of a product (基金合同, 托管协议, 补充协议). */
export interface ContractDoc {
  contractId: string;
  pdCode: string;
  pdName: string;
  contractType: '基金合同' | '托管协议' | '补充协议';
  contractName: string;
  version: string;
  /** 签署日期 yyyy-MM-dd */
  signDate: string;
  /** 生效日期 yyyy-MM-dd */
  effectiveDate: string;
  fileName: string;
}

/** 新金融工具会计准则 (I9) valuation-method confirmation of one asset class of a product. */
export interface I9ConfirmItem {
  pdCode: string;
  pdName: string;
  /** 资产类别 */
  zclb: string;
  /** 估值方法 */
  gzff: string;
  /** 确认状态: '0' 未确认, '1' 已确认 */
  qrzt: '0' | '1';
  /** 确认人 ('' before) */
  qrr: string;
  /** 确认时间 ('' before) */
  qrsj: string;
}

export interface NavRow {
  /** 净值日期 */
  jzrq: string;
  /** 单位净值 */
  dwjz: string;
  /** 累计单位净值 */
  ljjz: string;
  /** 资产净值（元） */
  zcjz: string;
  /** 实收份额（份） */
  ssfe: string;
}

/** A notice letter (投资监督提示函). */
export interface NoticeLetter {
  noticeId: string;
  title: string;
  /** Rich text (HTML) */
  content: string;
  issuedAt: string;
  confirmed: boolean;
  /** Real name of the confirming user, '' before */
  confirmedBy: string;
  confirmedAt: string;
}

/** 管理人报告报送: a periodic report sent to the custodian for review. */
export interface ManagerReport {
  reportId: string;
  pdCode: string;
  pdName: string;
  reportType: '月报' | '季报' | '半年报' | '年报';
  period: string;
  submitTime: string;
  status: 'pending' | 'approved' | 'returned';
  /** 待审核, 审核通过, 已退回 */
  statusName: string;
  remark: string;
}

export interface MgrProtocolState {
  /** 6 = 业绩分析服务协议 */
  proType: number;
  protocolName: string;
  /** 0 unsigned, 1 signed */
  signSt: 0 | 1;
  signedAt: string;
}

export interface TemplateItem {
  templateId: string;
  templateName: string;
  category: string;
  fileName: string;
  fileType: string;
  /** bytes */
  fileSize: number;
  updateTime: string;
  downloadUrl: string;
}

export interface ReportType {
  reportType: string;
  reportName: string;
  category: string;
  /** 日, 月, 季, 年 */
  frequency: string;
  formats: string[];
}

export type MidPlatformFuncId = 133 | 116 | 158 | 266 | 360 | 1191 | 1322 | 1518;

/** What each middle-platform function answers (for the session's institution). */
export interface MidPlatformResults {
  /** 产品基本信息 */
  133: (ProductRef & { setupDate: string; custodian: string; statusName: string })[];
  /** 托管户资金余额 */
  116: (ProductRef & {
    accountNo: string;
    balance: number;
    availableBalance: number;
    date: string;
  })[];
  /** 估值表复核状态 */
  158: (ProductRef & { valDate: string; statusName: string; unitNav: number })[];
  /** 费用计提汇总 (month yyyy-MM) */
  266: (ProductRef & {
    month: string;
    managementFee: number;
    custodyFee: number;
    serviceFee: number;
    total: number;
  })[];
  /** 信息披露报告 */
  360: (ProductRef & {
    reportId: string;
    reportName: string;
    deadline: string;
    statusName: string;
  })[];
  /** 投资者份额统计 */
  1191: (ProductRef & { investorCount: number; totalShare: number; date: string })[];
  /** 交易确认 */
  1322: (ProductRef & {
    confirmId: string;
    bizType: string;
    confirmDate: string;
    amount: number;
    share: number;
    /** Masked name */
    investorName: string;
  })[];
  /** 净值序列 (params.pdCode required) */
  1518: ProductRef & { list: { date: string; unitNav: number; accNav: number }[] };
}
