import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, REGISTER_DRAFT_KEY, saveDraft } from './register-draft';
import { emptyWizard } from './register-model';

describe('the registration draft in local storage', () => {
  it('is stored under register_draft without typed SMS codes, and read back', () => {
    const data = emptyWizard();
    data.inst.instName = '杭州玄元投资管理有限公司';
    data.admins[0] = { ...data.admins[0]!, mobile: '13900001111', smsCode: '654321' };
    data.step = 'admin';
    saveDraft(data, localStorage, 1_800_000_000_000);
    const text = localStorage.getItem(REGISTER_DRAFT_KEY) ?? '';
    expect(text).not.toContain('654321');
    const loaded = loadDraft();
    expect(loaded?.savedAt).toBe(1_800_000_000_000);
    expect(loaded?.data.inst.instName).toBe('杭州玄元投资管理有限公司');
    expect(loaded?.data.admins[0]).toMatchObject({ mobile: '13900001111', smsCode: '' });
    expect(loaded?.data.step).toBe('admin');
  });

  it('keeps the draft token beside the regId, and reads a draft stored without one', () => {
    saveDraft({ ...emptyWizard(), regId: 'REG1', draftToken: 'secret-1' });
    expect(loadDraft()?.data).toMatchObject({ regId: 'REG1', draftToken: 'secret-1' });
    const { draftToken: _dropped, ...older } = { ...emptyWizard(), regId: 'REG1' };
    localStorage.setItem(REGISTER_DRAFT_KEY, JSON.stringify({ version: 1, data: older }));
    expect(loadDraft()?.data).toMatchObject({ regId: 'REG1', draftToken: null });
  });

  it('ignores what it cannot read', () => {
    expect(loadDraft()).toBeNull();
    localStorage.setItem(REGISTER_DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    localStorage.setItem(REGISTER_DRAFT_KEY, JSON.stringify({ version: 99, data: emptyWizard() }));
    expect(loadDraft()).toBeNull();
    localStorage.setItem(
      REGISTER_DRAFT_KEY,
      JSON.stringify({ version: 1, data: { ...emptyWizard(), admins: [] } }),
    );
    expect(loadDraft()).toBeNull();
  });

  it('is removed', () => {
    saveDraft(emptyWizard());
    clearDraft();
    expect(localStorage.getItem(REGISTER_DRAFT_KEY)).toBeNull();
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => saveDraft(emptyWizard(), broken)).not.toThrow();
    expect(loadDraft(broken)).toBeNull();
    expect(() => clearDraft(broken)).not.toThrow();
  });
});
