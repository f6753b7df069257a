import { describe, expect, it } from 'vitest';
import { processRoute } from './process-route';

describe('processRoute', () => {
  it.each([
    ['产品发行申请', '/iservice/cpgl/cpfx'],
    ['临时开放日申请', '/iservice/cpgl/cpcsbg'],
    ['合同变更申请', '/iservice/cpgl/cpcsbg'],
    ['产品清盘申请', '/iservice/cpgl/cpqp'],
    ['分红方案申请', '/iservice/cpgl/cpfh'],
    ['费用支付申请', '/iservice/fygzbg/glftz'],
    ['其他流程', '/iservice/cpgl/cpfx'],
  ])('%s → %s', (processName, page) => {
    expect(processRoute({ processId: 'LC 1&2', processName })).toBe(`${page}?processId=LC+1%262`);
  });
});
