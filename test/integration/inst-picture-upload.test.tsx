/**
 * The institution picture's upload in the personal centre (spec 5.2: the "jpg or png" upload;
 * spec 9: 102400 KB) over the real routes and the mock API: a JPG or a PNG becomes the picture;
 * a GIF, a PDF, a renamed file and a file over 100M are refused with their message before
 * anything is sent; a refusal of the server shows its message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PICTURE_URLS } from '@/api/picture-urls';
import { db } from '@/mocks/db/db';
import { server } from '@/mocks/node';
import { useNativeFormData as nativeFormData } from '../api/examples/register';
import { countRequests } from '../support/count-requests';
import { renderApp } from '../support/render-app';
import { signInAs } from '../support/session';
import { API, SLOW, withShellPageDefaults } from '../support/shell-pages';

withShellPageDefaults();

const ONLY = '仅支持 JPG、PNG 格式的图片';
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');

function file(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, size?: number): File {
  const made = new File([bytes], name, { type });
  // A stand-in for a huge file: only its size is read before it is refused.
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
}

const storedPicture = (instId: string) =>
  db.sysInstPictures.find((p) => p.instId === instId)?.picture ?? null;

/** The personal centre of an account, with its picture panel loaded. */
async function openCentre(
  account: 'admin' | 'smgm',
): Promise<{ user: UserEvent; panel: HTMLElement }> {
  // jsdom's FormData does not carry Files: Node's own for this test.
  await nativeFormData();
  signInAs(account);
  // The input names the formats it takes; the tests choose other files on purpose.
  const user = userEvent.setup({ applyAccept: false });
  renderApp('/Settings/PersonalCenter');
  const panel = await screen.findByTestId('inst-picture-panel');
  await within(panel).findByTestId('inst-picture-upload-button');
  return { user, panel };
}

describe('institution picture upload (spec 5.2: jpg or png)', SLOW, () => {
  it('an institution without a picture uploads a PNG: it shows at once and on the server', async () => {
    const { user, panel } = await openCentre('smgm');
    expect(within(panel).getByText('暂无机构图片')).toBeInTheDocument();
    expect(within(panel).getByTestId('inst-picture-upload')).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,image/jpeg,image/png',
    );
    await user.upload(
      within(panel).getByTestId('inst-picture-upload'),
      file(PNG, '机构图片.png', 'image/png'),
    );
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    const picture = await within(panel).findByRole('img', { name: '机构图片' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(storedPicture('14379')).toBe(picture.getAttribute('src'));
  });

  it('a JPG replaces the picture', async () => {
    const { user, panel } = await openCentre('admin');
    await within(panel).findByRole('img', { name: '机构图片' });
    expect(within(panel).getByTestId('inst-picture-upload-button')).toHaveTextContent('更换图片');
    await user.upload(
      within(panel).getByTestId('inst-picture-upload'),
      file(JPG, 'logo.jpeg', 'image/jpeg'),
    );
    await waitFor(() =>
      expect(within(panel).getByRole('img', { name: '机构图片' }).getAttribute('src')).toMatch(
        /^data:image\/jpeg;base64,/,
      ),
    );
    expect(storedPicture('20001')).toMatch(/^data:image\/jpeg;base64,/);
  });

  it.each([
    ['a GIF', file(GIF, 'logo.gif', 'image/gif'), ONLY],
    ['a PDF', file(PDF, '机构介绍.pdf', 'application/pdf'), ONLY],
    ['a GIF renamed .png', file(GIF, 'logo.png', 'image/png'), `图片内容与格式不符：${ONLY}`],
    ['a PDF renamed .jpg', file(PDF, 'logo.jpg', 'image/jpeg'), `图片内容与格式不符：${ONLY}`],
    [
      'a file over 100M (102400 KB)',
      file(PNG, 'big.png', 'image/png', 102400 * 1024 + 1),
      '附件大小不能超过100M',
    ],
  ])('refuses %s with its message and sends nothing', async (_label, chosen, message) => {
    const uploads = countRequests(PICTURE_URLS.uploadInstPicture);
    const { user, panel } = await openCentre('admin');
    const before = storedPicture('20001');
    await user.upload(within(panel).getByTestId('inst-picture-upload'), chosen);
    expect(await within(panel).findByTestId('inst-picture-error')).toHaveTextContent(message);
    expect(uploads.count).toBe(0);
    expect(storedPicture('20001')).toBe(before);
    expect(within(panel).getByRole('img', { name: '机构图片' })).toBeInTheDocument();
  });

  it("the server's refusal shows its message", async () => {
    server.use(
      http.post(`${API}${PICTURE_URLS.uploadInstPicture}`, () =>
        HttpResponse.json({ code: 2510, message: ONLY, data: null, success: false }),
      ),
    );
    const { user, panel } = await openCentre('admin');
    await user.upload(
      within(panel).getByTestId('inst-picture-upload'),
      file(PNG, 'logo.png', 'image/png'),
    );
    expect(await within(panel).findByTestId('inst-picture-error')).toHaveTextContent(ONLY);
  });
});
