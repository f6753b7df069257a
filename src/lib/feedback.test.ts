import { describe, expect, it, vi } from 'vitest';
import { connectFeedback, useFeedback, type FeedbackApis } from './feedback';

function fakeApis() {
  return {
    message: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
    modal: { warning: vi.fn() },
  };
}

const asApis = (fake: ReturnType<typeof fakeApis>) => fake as unknown as FeedbackApis;

describe('feedback', () => {
  it('keeps what is asked before the host is there and shows it, in order, once it is', () => {
    const { message, modal } = useFeedback();
    message.success('保存成功');
    modal.warning({ title: '无权访问' });
    message.error('网络异常', 5);
    const fake = fakeApis();
    const disconnect = connectFeedback(asApis(fake));
    expect(fake.message.success).toHaveBeenCalledWith('保存成功');
    expect(fake.modal.warning).toHaveBeenCalledWith({ title: '无权访问', style: { top: 50 } });
    expect(fake.message.error).toHaveBeenCalledWith('网络异常', 5);
    expect(fake.message.success.mock.invocationCallOrder[0]).toBeLessThan(
      fake.message.error.mock.invocationCallOrder[0]!,
    );
    // Shown once only.
    connectFeedback(asApis(fakeApis()))();
    expect(fake.message.success).toHaveBeenCalledTimes(1);
    disconnect();
  });

  it('passes straight through while connected, and waits again once disconnected', () => {
    const fake = fakeApis();
    const disconnect = connectFeedback(asApis(fake));
    useFeedback().message.warning('请选择机构');
    expect(fake.message.warning).toHaveBeenCalledWith('请选择机构');
    disconnect();
    useFeedback().message.info('系统通知');
    expect(fake.message.info).not.toHaveBeenCalled();
    const next = fakeApis();
    const disconnectNext = connectFeedback(asApis(next));
    expect(next.message.info).toHaveBeenCalledWith('系统通知');
    disconnectNext();
  });

  it("a host's disconnection leaves a newer host connected", () => {
    const first = fakeApis();
    const second = fakeApis();
    const disconnectFirst = connectFeedback(asApis(first));
    const disconnectSecond = connectFeedback(asApis(second));
    disconnectFirst();
    useFeedback().message.info('已复制');
    expect(second.message.info).toHaveBeenCalledWith('已复制');
    expect(first.message.info).not.toHaveBeenCalled();
    disconnectSecond();
  });
});
