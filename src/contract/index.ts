/** The shell <-> sub-application contract. Imports nothing; the stubs import it as @contract. */
export type { UserInfo } from './user';
