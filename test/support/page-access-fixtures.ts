/**
 * The access lists and users of the page-access tests (src/policy/page-access*.test.ts): an
 * administrator and an operator of one institution with its white and black lists.
 */
import type { PageAccessInput } from '@/policy/page-access';

const entry = (key: string, privilegeKeys = '') => ({
  key,
  qxkey: key,
  privilegeKeys,
  name: key,
});

export const WHITE = {
  '/': entry('home'),
  '/iservice/cpgl/cpfx': entry('cpfx', '*'),
  '/iservice/cpgl/glrzhwh': entry('glrzhwh', 'glrzhwh_cx,glrzhwh_xz'),
  '/iservice/tgtj/tjtsh': entry('tjtsh'),
  '/iservice/xtgl/ptyhwh': entry('ptyhwh'),
  '/iservice/cpgl/glrbccxDetail': entry('glrbccxDetail'),
  '/iservice/tzjx/jxfx': entry('jxfx'),
  '/tgypt/zcdj/jyqrcx': entry('jyqrcx'),
};
export const BLACK = {
  '/iservice/cpgl/cpcsbg': entry('cpcsbg'),
  '/iservice/htgl/dzht': entry('dzht'),
};

export const admin: PageAccessInput = {
  pathname: '/',
  search: '',
  roleNames: ['系统管理员'],
  userType: 0,
  instId: '20001',
  lists: { white: WHITE, black: BLACK },
  blocked: ['/iservice/xxpl/xxplbs'],
  isolated: false,
  whitelistMode: false,
  letter: { pending: false, mandatory: false },
  agreementUnsigned: null,
};
export const operator: PageAccessInput = { ...admin, roleNames: ['运营操作员'] };
