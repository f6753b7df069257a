/** The paging of every list call of spec 7: what a call asks and the page it answers. */

/** A page of a list (pageNum from 1; pageSize 10 by default, at most 100). */
export interface PageResult<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface PageQuery {
  /** From 1; default 1 */
  pageNum?: number;
  /** 1 to 100; default 10 */
  pageSize?: number;
}
