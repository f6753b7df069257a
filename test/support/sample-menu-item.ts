/** A menu item as the contract sends it to sub-applications, for tests that need one. */
import type { SubAppMenuItem } from '@contract';

/**
 * The page 管理人账户维护 of iservice with its one button 新增; `buttonVisible` is the button's
 * visible flag.
 */
export function sampleMenuItem(buttonVisible: 'Y' | 'N' = 'Y'): SubAppMenuItem {
  return {
    key: 'glrzhwh',
    name: '管理人账户维护',
    microAppName: 'iservice',
    urlPath: '/cpgl/glrzhwh',
    type: 'menu',
    qxkey: 'iservice_cpgl_glrzhwh',
    visible: 'Y',
    privilegeKeys: '*',
    child: [
      {
        key: 'glrzhwh_add',
        name: '新增',
        microAppName: 'iservice',
        urlPath: '/cpgl/glrzhwh',
        type: 'button',
        qxkey: 'glrzhwh_add',
        visible: buttonVisible,
        privilegeKeys: '',
        child: [],
      },
    ],
  };
}
