/** The manifest entityMenusPlugin builds from the entity descriptors' `menu` entries. */
declare module 'virtual:entity-menus' {
  const entityMenus: import('../../../schemas/routes/mergeEntityMenus').EntityMenuSource[];
  export default entityMenus;
}
