/**
 * Reference content of the system domain: document templates, report types, process configs
 * (business-description steps), home hints and the carousel advertisements. The records of
 * the guidance zone, search, deadlines, Thgz and pictures: seed-system-records.ts.
 */
import type {
  Advertisement,
  ProcessConfig,
  ReportType,
  TemplateItem,
  TipConfig,
} from '@/api/system-types';
import { chineseMonthDay, type SeedDates } from './seed-dates';
import { survey, TRAINING_NOTICE_ID, upcomingTraining } from './seed-system-notice-texts';

export type SysTemplate = TemplateItem;

export type SysReportType = ReportType;

export type SysProcessConfig = ProcessConfig;

export type SysTipConfig = TipConfig;

export type SysAdvertisement = Advertisement;

export function svgData(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function banner(title: string, from: string, to: string): string {
  return svgData(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="1200" height="300" fill="url(#g)"/>` +
      `<text x="80" y="170" font-size="56" fill="#fff" font-family="sans-serif">${title}</text></svg>`,
  );
}

function textFile(name: string): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(`${name}（模板示例，由模拟服务提供）`)}`;
}

function template(
  templateId: string,
  templateName: string,
  category: string,
  fileType: string,
  fileSize: number,
  updateTime: string,
): SysTemplate {
  const fileName = `${templateName}.${fileType}`;
  return {
    templateId,
    templateName,
    category,
    fileName,
    fileType,
    fileSize,
    updateTime,
    downloadUrl: textFile(templateName),
  };
}

/** A report type: code, name, category, frequency (日/月/季/年) and the formats it comes in. */
function report(
  reportType: string,
  reportName: string,
  category: string,
  frequency: SysReportType['frequency'],
  formats: SysReportType['formats'],
): SysReportType {
  return { reportType, reportName, category, frequency, formats };
}

/** A business process of the page with the same key, its steps as [title, description]. */
function processOf(
  processCode: string,
  processName: string,
  steps: readonly [title: string, description: string][],
): SysProcessConfig {
  const stepRows = steps.map(([title, description]) => ({ title, description }));
  return { processCode, processName, menuKey: processCode, steps: stepRows };
}

/** The carousel: the coming training (its sign-up), the products' pages, the survey. */
function advertisements(d: SeedDates): SysAdvertisement[] {
  const training = upcomingTraining(d);
  const day = chineseMonthDay(training.day);
  return [
    {
      adId: 'AD001',
      title: training.title.replace(/（.*）$/, ''),
      subtitle: `${day} · 线上线下同步`,
      imageUrl: banner(`运营实务培训 · ${day}`, '#1d4ed8', '#60a5fa'),
      bgColor: '#1d4ed8',
      linkUrl: `/zxbm?id=${TRAINING_NOTICE_ID}&title=${encodeURIComponent(training.title)}&ly=advertisement`,
      linkType: 'inner',
      sort: 1,
    },
    {
      adId: 'AD002',
      title: '电子合同全面上线',
      subtitle: '基金合同线上签署，T+0 生效',
      imageUrl: banner('电子合同 · 线上签署', '#0f766e', '#5eead4'),
      bgColor: '#0f766e',
      linkUrl: '/iservice/htgl/dzht',
      linkType: 'inner',
      sort: 2,
    },
    {
      adId: 'AD003',
      title: '基金投研分析平台',
      subtitle: '业绩归因、风险指标一站查看',
      imageUrl: null,
      bgColor: '#7c3aed',
      linkUrl: '/iservice/tzjx/jjtyfxpt',
      linkType: 'inner',
      sort: 3,
    },
    {
      adId: 'AD004',
      title: survey(d).title,
      subtitle: '您的意见是我们改进的动力',
      imageUrl: banner('满意度调查', '#b45309', '#fbbf24'),
      bgColor: '#b45309',
      linkUrl: '/external/satisfaction-survey.html',
      linkType: 'outer',
      sort: 4,
    },
  ];
}

export function seedContent(d: SeedDates) {
  // prettier-ignore
  const sysTemplates: SysTemplate[] = [
    template('TPL001', '划款指令模板（通用）', '划款指令', 'xlsx', 24576, d.at(-73, '10:00:00')),
    template('TPL002', '划款指令授权书', '划款指令', 'docx', 31744, d.at(-73, '10:00:00')),
    template('TPL003', '产品成立申请表', '产品发行', 'docx', 28672, d.at(-112, '15:30:00')),
    template('TPL004', '募集结算资金专用账户开户申请书', '产品发行', 'docx', 35840, d.at(-112, '15:30:00')),
    template('TPL005', '产品参数变更申请表', '参数变更', 'docx', 26624, d.at(-127, '09:00:00')),
    template('TPL006', '临时开放日申请函', '参数变更', 'docx', 20480, d.at(-127, '09:00:00')),
    template('TPL007', '管理人预留印鉴卡', '账户管理', 'pdf', 102400, d.at(-145, '14:00:00')),
    template('TPL008', '私募基金月度信息披露报告模板', '信息披露', 'xlsx', 45056, d.at(-194, '11:00:00')),
  ];
  // prettier-ignore
  const sysReportTypes: SysReportType[] = [
    report('GZB', '估值表', '估值核算', '日', ['xlsx', 'pdf']),
    report('ZCFZB', '资产负债表', '财务报表', '月', ['xlsx', 'pdf']),
    report('LRB', '利润表', '财务报表', '月', ['xlsx', 'pdf']),
    report('SYZQY', '所有者权益变动表', '财务报表', '季', ['xlsx']),
    report('JZBG', '净值报告', '估值核算', '日', ['pdf']),
    report('TGBG', '托管人报告', '信息披露', '年', ['pdf']),
    report('TZRMX', '投资者份额明细', '注册登记', '日', ['xlsx']),
    report('FYJT', '费用计提明细', '基金费用', '月', ['xlsx']),
  ];
  const sysProcessConfigs: SysProcessConfig[] = [
    processOf('cpfx', '产品发行', [
      ['提交发行申请', '填写产品要素并上传基金合同（定稿）'],
      ['托管人审核', '托管人审核合同与要素，约 2 个工作日'],
      ['开立账户', '开立托管账户与募集结算资金专用账户'],
      ['募集与验资', '募集结束后出具验资报告'],
      ['产品成立', '协会备案完成后产品正式运作'],
    ]),
    processOf('cpcsbg', '产品参数变更', [
      ['提交变更申请', '选择变更事项并上传补充协议'],
      ['托管人复核', '复核变更内容与合同约定'],
      ['变更生效', '系统参数于生效日更新'],
    ]),
    processOf('lskfrsz', '临时开放日设置', [
      ['提交临时开放申请', '至少提前 5 个交易日提交'],
      ['托管人确认', '确认开放日与合同触发情形一致'],
      ['注册登记设置', 'TA 系统设置开放日'],
    ]),
  ];
  const sysTipsConfigs: SysTipConfig[] = [
    {
      tipKey: 'multiCardProduct',
      title: '多卡产品提示',
      content:
        '<p>贵公司部分产品登记了<strong>多张收款银行卡</strong>，划款前请确认指令中的收款账户与预留账户一致，避免划款退回。</p>',
      confirmText: '我已知晓',
      storageKey: 'multiCardProductConfirm',
      enabled: true,
    },
    {
      tipKey: 'newShareSubscription',
      title: '新股申购提示',
      content:
        '<p>近期新股申购较为密集，参与网下申购的产品请于<strong>申购日前一交易日</strong>确保托管账户资金充足，中签后于 T+2 日 16:00 前完成缴款。</p>',
      confirmText: '不再提示',
      storageKey: 'newShareSubscriptionConfirm',
      enabled: true,
    },
  ];
  const sysAdvertisements = advertisements(d);
  return { sysTemplates, sysReportTypes, sysProcessConfigs, sysTipsConfigs, sysAdvertisements };
}
