/**
 * The draft token in the /create wizard (src/api/register.ts, "The draft token"): kept beside
 * the regId in the stored draft, so a reload continues; a refused token (2415) lets the
 * registration go, keeps what was typed, shows the message and offers the SMS proof to resume.
 */
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { REGISTER_TOKEN_HEADER } from '@/api/register-token';
import { REGISTER_DRAFT_KEY } from '@/features/register/register-draft';
import { wizardFromRecord, emptyWizard } from '@/features/register/register-model';
import { db } from '@/mocks/db/db';
import { toRecord } from '@/mocks/handlers/register-store';
import { server } from '@/mocks/node';
import { renderApp } from '../support/render-app';
import { openWithDraft, orgOnlyDraft, resumeWithProof } from './register-support';

configure({ asyncUtilTimeout: 5000 });

const tid = (id: string) => screen.getByTestId(id);
const LOST = '注册信息已失效，请重新验证后继续';
/** 深圳前海远山: organisation, two administrators and all files saved. */
const WITH_FILES = 'REG202611190002';
const WITH_FILES_ADMIN_MOBILE = '13823019546';

function row(regId: string) {
  const reg = db.registrations.find((r) => r.regId === regId);
  if (!reg) throw new Error(`no seeded ${regId}`);
  return reg;
}

function stored(): { regId?: string | null; draftToken?: string | null; step?: string } {
  const text = localStorage.getItem(REGISTER_DRAFT_KEY) ?? '{}';
  return (JSON.parse(text) as { data?: Record<string, never> }).data ?? {};
}

/** The token header of every request to a registration call, for the rest of the test. */
function tokensSent(): (string | null)[] {
  const seen: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.includes('/api/')) {
      seen.push(request.headers.get(REGISTER_TOKEN_HEADER));
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

describe('the draft token in the wizard', { timeout: 40_000 }, () => {
  it('is stored beside the regId and sent in the header, so a reload continues', async () => {
    const user = userEvent.setup();
    const sent = tokensSent();
    const reg = row(WITH_FILES);
    await openWithDraft(user, wizardFromRecord(toRecord(reg), reg.draftToken, emptyWizard()));
    expect(await screen.findByTestId('register-step-preview')).toBeInTheDocument();
    expect(sent).toContain(reg.draftToken);
    expect(stored()).toMatchObject({ regId: WITH_FILES, draftToken: reg.draftToken });

    // A reload: the page opens again from the stored draft and continues at its step.
    cleanup();
    renderApp('/create');
    await user.click(await screen.findByTestId('register-draft-resume', {}, { timeout: 8000 }));
    expect(await screen.findByTestId('register-step-preview')).toBeInTheDocument();
    expect(screen.queryByTestId('register-notice')).toBeNull();
  });

  it('a refused token drops the registration, keeps what was typed and shows the message', async () => {
    const user = userEvent.setup();
    await openWithDraft(user, orgOnlyDraft({ step: 'admin', draftToken: 'not-the-token' }));
    const notice = await screen.findByTestId('register-notice');
    expect(notice).toHaveTextContent(LOST);
    expect(tid('register-step-inst')).toBeInTheDocument();
    expect(tid('register-inst-name')).toHaveValue('上海澄明私募基金管理有限公司');
    await waitFor(() => expect(stored()).toMatchObject({ regId: null, draftToken: null }));
    expect(stored().step).toBe('inst');
  });

  it('a draft stored without a token is not sent to the server as it is', async () => {
    const user = userEvent.setup();
    const sent = tokensSent();
    await openWithDraft(user, orgOnlyDraft({ step: 'preview', draftToken: null }));
    expect(await screen.findByTestId('register-notice')).toHaveTextContent(LOST);
    expect(sent.filter((t) => t !== null)).toEqual([]);
  });

  it('a token refused in the middle of a step: the message, then resuming after the SMS proof', async () => {
    const user = userEvent.setup();
    const reg = row(WITH_FILES);
    await openWithDraft(user, wizardFromRecord(toRecord(reg), reg.draftToken, emptyWizard()));
    expect(await screen.findByTestId('register-step-preview')).toBeInTheDocument();
    // Another browser proved an administrator's mobile: this one's token is void.
    reg.draftToken = 'replaced-elsewhere';
    await user.click(tid('register-preview-next'));
    expect(await screen.findByTestId('register-notice')).toHaveTextContent(LOST);
    expect(tid('register-inst-name')).toHaveValue('深圳前海远山资产管理有限公司');
    // The organisation step looks up the credit code's registration and offers the proof.
    await user.click(await screen.findByTestId('register-resume-existing'));
    await resumeWithProof(user, WITH_FILES_ADMIN_MOBILE, '000000');
    expect(await screen.findByTestId('register-resume-error')).toHaveTextContent(
      '验证码错误或已失效',
    );
    await user.clear(tid('register-resume-code'));
    await user.type(tid('register-resume-code'), '123456');
    await user.click(tid('register-resume-verify'));
    // A code stays valid after a wrong try (up to five) until it is used.
    expect(await screen.findByTestId('register-step-preview')).toBeInTheDocument();
    const now = row(WITH_FILES).draftToken;
    expect(now).not.toBe('replaced-elsewhere');
    await waitFor(() => expect(stored()).toMatchObject({ regId: WITH_FILES, draftToken: now }));
  });
});
