/** The manifest settingsMenusPlugin builds from the settings descriptors' `menu` entries. */
declare module 'virtual:settings-menus' {
  const settingsMenus: import('../../../schemas/routes/mergeSettingsMenus').SettingsMenuSource[];
  export default settingsMenus;
}
