import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, REGISTER_DRAFT_KEY, saveDraft } from './register-draft';
import type { WizardData } from './register-model';
import type { RegisterFile } from '@/api/register-types';

const FILE: RegisterFile = {
  fileId: 'F1',
  fileType: 'licence',
  fileName: '营业执照.pdf',
  size: 1024,
  adminIdNo: null,
  uploadedAt: '2026-11-20 10:00:00',
};
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

  it.each([
    [
      'a number for a typed field',
      (d: WizardData) => ({ ...d, inst: { ...d.inst, instName: 42 } }),
    ],
    ['a string for the administrators', (d: WizardData) => ({ ...d, admins: 'x' })],
    ['an unknown step', (d: WizardData) => ({ ...d, step: 'constructor' })],
    [
      'a file of an unknown type',
      (d: WizardData) => ({ ...d, files: [{ ...FILE, fileType: 'exe' }] }),
    ],
    ['an answer that is not a list', (d: WizardData) => ({ ...d, pollAnswers: { q1: 'A' } })],
    [
      'an inherited field only',
      (d: WizardData) => {
        const inst = Object.create({ instName: '继承的名称' }) as Record<string, unknown>;
        Object.assign(inst, { ...d.inst });
        delete inst.instName;
        return { ...d, inst: { ...inst } };
      },
    ],
  ])('drops a draft with %s, removes it and says so in the console', (_case, spoil) => {
    const note = vi.spyOn(console, 'info').mockImplementation(() => {});
    localStorage.setItem(
      REGISTER_DRAFT_KEY,
      JSON.stringify({ version: 1, savedAt: 1, data: spoil(emptyWizard()) }),
    );
    expect(loadDraft()).toBeNull();
    expect(localStorage.getItem(REGISTER_DRAFT_KEY)).toBeNull();
    expect(note).toHaveBeenCalledTimes(1);
  });

  it('keeps a well-formed draft with files and answers, a __proto__ answer key as plain data', () => {
    const data = {
      ...emptyWizard(),
      files: [FILE],
      pollAnswers: JSON.parse('{"__proto__":["A"],"q2":["B"]}'),
    };
    localStorage.setItem(REGISTER_DRAFT_KEY, JSON.stringify({ version: 1, savedAt: 5, data }));
    const loaded = loadDraft();
    expect(loaded?.data.files).toEqual([FILE]);
    expect(Object.keys(loaded!.data.pollAnswers)).toEqual(['__proto__', 'q2']);
    expect(Object.getPrototypeOf(loaded!.data.pollAnswers)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).q2).toBeUndefined();
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
