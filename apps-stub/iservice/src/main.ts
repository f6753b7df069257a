/**
 * Entry of the iservice UMD bundle: the qiankun lifecycles as exports (the global `iservice`),
 * and the standalone start when no qiankun runs it.
 */
import '../../kit/stub.css';
import { isUnderQiankun } from '../../kit/qiankun-env';
import { stubApp } from './stub-app';

export const { bootstrap, mount, unmount, update } = stubApp;

if (!isUnderQiankun()) stubApp.startStandalone();
