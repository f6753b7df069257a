import { render, screen } from '@testing-library/react';
import { Modal } from 'antd';
import { PORTAL_ROOT_ID } from '@/config/portal-root';
import { AppProviders } from './providers';
import { makeStore } from './store';

describe('AppProviders', () => {
  it("puts antd's pop-ups inside the portal's root, out of a sub-application's reach", async () => {
    const root = document.createElement('div');
    root.id = PORTAL_ROOT_ID;
    document.body.append(root);
    render(
      <AppProviders store={makeStore()}>
        <Modal open title="提示">
          内容
        </Modal>
      </AppProviders>,
      { container: root },
    );
    const modal = await screen.findByRole('dialog');
    expect(modal.closest(`#${PORTAL_ROOT_ID}`)).toBe(root);
    root.remove();
  });
});
