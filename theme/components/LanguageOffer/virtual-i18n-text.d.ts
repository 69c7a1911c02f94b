// Rspress's build-time module of the texts every page carries: i18n.json over the theme's own,
// without the search panel's (config/pageTexts.ts), each key with its text in every language.
declare module 'virtual-i18n-text' {
  const texts: Omit<
    typeof import('../../../i18n.json'),
    import('../../search/panelTexts').PanelTextKey
  >;
  export default texts;
}
