/** /menuSet: the user's common menus (spec 2.1, 7.2 sys/queryCommonMenu, updateCommonMenu). */
export default function MenuSetPage() {
  return <div data-testid="menu-set-page">常用菜单设置</div>;
}
