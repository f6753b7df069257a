/**
 * The preview step of /create shows the organisation as the server holds it (spec 7.7 GET
 * user/queryInstitutionInfo), not the form's copy; a failed read says so with 重试.
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { REGISTER_URLS } from '@/api/register-urls';
import { emptyWizard, wizardFromRecord } from '@/features/register/register-model';
import { db } from '@/mocks/db/db';
import { toRecord } from '@/mocks/handlers/register-store';
import { server } from '@/mocks/node';
import { countRequests } from '../support/count-requests';
import { openWithDraft } from './register-support';

configure({ asyncUtilTimeout: 8000 });

/** 深圳前海远山: organisation, two administrators and all files saved. */
const WITH_FILES = 'REG202611190002';

function previewDraft() {
  const reg = db.registrations.find((r) => r.regId === WITH_FILES)!;
  const data = wizardFromRecord(toRecord(reg), reg.draftToken, emptyWizard());
  // The form's copy differs from the server's (e.g. another tab saved it meanwhile).
  return { reg, data: { ...data, inst: { ...data.inst, legalRep: '本地旧值' } } };
}

describe('registration preview', { timeout: 40_000 }, () => {
  it("shows the server's organisation info", async () => {
    const calls = countRequests(REGISTER_URLS.queryInstitutionInfo);
    const user = userEvent.setup();
    const { reg, data } = previewDraft();
    await openWithDraft(user, data);
    const summary = await screen.findByTestId('register-summary');
    expect(summary).toHaveTextContent(reg.inst.instName);
    expect(summary).toHaveTextContent(reg.inst.legalRep);
    expect(summary).not.toHaveTextContent('本地旧值');
    expect(calls.count).toBe(1);
  });

  it('says when the read failed and retries', async () => {
    server.use(
      http.get(`*/api/${REGISTER_URLS.queryInstitutionInfo}`, () => HttpResponse.error(), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    const { reg, data } = previewDraft();
    await openWithDraft(user, data);
    const error = await screen.findByTestId('register-error');
    expect(error).toHaveTextContent('网络异常');
    await user.click(within(error).getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByTestId('register-summary')).toHaveTextContent(reg.inst.instName);
  });
});
