/**
 * Fixed content of registration: the questionnaire a custodian asks a new manager
 * (register/queryPollContent) and the agreements it signs (register/queryRegisterProtocol).
 */
import type { PollContent, PollQuestion, RegisterProtocol } from '@/api/register-types';
import type { SeedDates } from './seed-dates';

/** The questionnaire of the API without the user's answers. */
export type RegisterPoll = Omit<PollContent, 'answers'>;

/** An agreement of the API without the user's signature (signed, signedAt, skipped). */
export type RegisterProtocolDef = Pick<
  RegisterProtocol,
  'protocolId' | 'name' | 'version' | 'required' | 'opening' | 'content'
>;

function q(
  questionId: string,
  title: string,
  type: 'single' | 'multiple',
  labels: string[],
): PollQuestion {
  return {
    questionId,
    title,
    type,
    options: labels.map((label, i) => ({
      optionId: `${questionId}-${String.fromCharCode(65 + i)}`,
      label,
    })),
  };
}

export function seedRegisterPoll(): RegisterPoll {
  return {
    pollId: 'POLL-2026-01',
    title: '新管理人业务需求调查问卷',
    intro:
      '为更好地为贵公司提供托管及基金服务，请如实填写以下问卷。问卷内容仅用于服务方案制定，我们将严格保密。',
    questions: [
      q('Q01', '贵公司主要的投资策略（可多选）', 'multiple', [
        '股票多头',
        '量化中性 / 指数增强',
        '债券及固定收益',
        '商品期货及CTA',
        '宏观对冲 / 多策略',
        '股权投资 / 创业投资',
        'FOF / MOM',
      ]),
      q('Q02', '贵公司目前的资产管理规模', 'single', [
        '5亿元以下',
        '5亿元（含）至10亿元',
        '10亿元（含）至20亿元',
        '20亿元（含）至50亿元',
        '50亿元（含）至100亿元',
        '100亿元及以上',
      ]),
      q('Q03', '贵公司目前的员工人数', 'single', [
        '10人以下',
        '10至20人',
        '21至50人',
        '51至100人',
        '100人以上',
      ]),
      q('Q04', '拟托管的产品类型（可多选）', 'multiple', [
        '私募证券投资基金',
        '私募股权投资基金',
        '创业投资基金',
        '私募资产配置基金',
        '合伙型基金',
      ]),
      q('Q05', '预计未来一年新发产品数量', 'single', ['1至3只', '4至10只', '11至20只', '20只以上']),
      q('Q06', '除资产托管外，贵公司还需要哪些服务（可多选）', 'multiple', [
        '基金服务外包（估值核算）',
        '份额登记',
        '代销及直销服务',
        'PB交易系统及两融',
        '投研及业绩分析',
        '暂不需要',
      ]),
      q('Q07', '贵公司目前是否已有合作的托管机构', 'single', [
        '是，合作1家',
        '是，合作2家及以上',
        '否，首次合作托管',
      ]),
      q('Q08', '贵公司通过何种渠道了解到本平台', 'single', [
        '客户经理推荐',
        '同业介绍',
        '官网或公众号',
        '行业会议及活动',
        '其他',
      ]),
    ],
  };
}

const SERVICE_AGREEMENT = `<h3>基金管理人服务平台用户服务协议</h3>
<p>本协议由<strong>星河证券股份有限公司</strong>（以下简称"平台方"）与注册使用基金管理人服务平台（以下简称"本平台"）的基金管理人（以下简称"用户"）共同订立。</p>
<h4>第一条 服务内容</h4>
<p>平台方通过本平台向用户提供产品运营、估值核算、份额登记、信息披露、托管网银及系统管理等在线服务。具体服务范围以双方签署的托管协议、服务协议及本平台公示的规则为准。</p>
<h4>第二条 账户与安全</h4>
<p>用户应指定不少于一名系统管理员，由系统管理员负责本机构操作员的开立、授权与注销。用户应妥善保管账户、密码及短信验证码，通过用户账户发出的指令均视为用户的真实意思表示。</p>
<h4>第三条 用户义务</h4>
<p>用户保证注册时提交的机构信息、管理员信息及证照资料真实、准确、完整，并在信息发生变更时及时更新。</p>
<h4>第四条 协议的生效</h4>
<p>本协议自用户加盖电子印章并确认签署之日起生效，有效期至用户注销本平台账户之日止。</p>`;

const E_SIGNATURE_AGREEMENT = `<h3>电子签名约定书</h3>
<p>为提高业务办理效率，用户同意在本平台以电子签名方式签署协议、确认函及业务指令。</p>
<h4>第一条 电子签名的效力</h4>
<p>双方确认，用户通过本平台使用电子印章或经短信验证码确认的电子签名，与在纸质文件上加盖公章具有同等法律效力，符合《中华人民共和国电子签名法》的规定。</p>
<h4>第二条 电子印章的保管</h4>
<p>用户的电子印章由系统管理员通过短信验证码调用，用户应确保管理员手机号码真实有效，因管理员手机号码变更未及时通知平台方造成的损失由用户承担。</p>
<h4>第三条 数据保存</h4>
<p>平台方对电子签署的文件及签署过程数据保存不少于二十年，用户可随时在本平台查询和下载。</p>`;

const OPENING_AGREEMENT = `<h3>托管产品账户开立服务协议</h3>
<p>用户委托平台方为其管理的拟托管产品代为办理托管账户、证券账户及期货保证金账户的开立与变更手续。</p>
<h4>第一条 委托事项</h4>
<p>产品备案完成后，平台方根据用户提交的开户申请及资料，向登记结算机构及相关机构办理账户开立，并将开户结果通过本平台反馈用户。</p>
<h4>第二条 可选签署</h4>
<p>本协议为可选协议。用户可暂不签署，日后在"系统管理—协议管理"中补签；未签署前，账户开立须由用户自行办理。</p>`;

/** The agreements in force: this year's edition of each (their ids are fixed). */
export function seedRegisterProtocols(d: SeedDates): RegisterProtocolDef[] {
  const version = `${d.year()}年版`;
  return [
    {
      protocolId: 'RP2026001',
      name: '基金管理人服务平台用户服务协议',
      version,
      required: true,
      opening: false,
      content: SERVICE_AGREEMENT,
    },
    {
      protocolId: 'RP2026002',
      name: '电子签名约定书',
      version,
      required: true,
      opening: false,
      content: E_SIGNATURE_AGREEMENT,
    },
    {
      protocolId: 'RP2026003',
      name: '托管产品账户开立服务协议',
      version,
      required: false,
      opening: true,
      content: OPENING_AGREEMENT,
    },
  ];
}
